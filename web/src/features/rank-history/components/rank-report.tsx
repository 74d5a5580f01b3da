import type { RankHistoryItem } from "@/features/rank-history/api";
import { RankChangeMark } from "@/components/slots/rank-change-mark";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { REPORT_COLUMNS, rankSummary, reportCards } from "@/features/rank-history/rank-history";

/** The rank analysis report: summary figures, then one card per day, seven per row. */
export function RankReport({ items }: { items: RankHistoryItem[] }) {
  const summary = rankSummary(items);
  const figures: Array<[string, string]> = [
    [rankHistoryMessages.bestRank, summary.best],
    [rankHistoryMessages.averageRank, summary.average],
    [rankHistoryMessages.measuredDays, summary.measuredDays],
  ];
  return (
    <section className="rank-report" aria-label={rankHistoryMessages.reportTitle}>
      <dl className="rank-report-summary">
        {figures.map(([label, value]) => (
          <div key={label} className="rank-report-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul
        className="rank-report-grid"
        aria-label={rankHistoryMessages.reportCards}
        style={{ gridTemplateColumns: `repeat(${REPORT_COLUMNS}, minmax(0, 1fr))` }}
        data-columns={REPORT_COLUMNS}
      >
        {reportCards(items).map((card) => (
          <li key={card.date} className={card.ranked ? "rank-report-card" : "rank-report-card rank-report-card-none"}>
            <time className="rank-report-date" dateTime={card.date}>
              {card.label}
            </time>
            <span className="rank-report-rank">{card.rank}</span>
            <RankChangeMark change={card.change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
