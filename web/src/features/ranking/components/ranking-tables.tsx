import type { ReactNode } from "react";
import { Badge } from "@/components/badge";
import type { AdvertiserRanking, KeywordRanking } from "@/features/ranking/api";
import { rankingMessages as m } from "@/features/ranking/messages";
import { competitionBadge, movement, podiumClass, productCount, rankText } from "@/features/ranking/ranking";
import { formatDateTime } from "@/lib/format";

/** The place cell: a medal for the top three. */
function Place({ place }: { place: number }) {
  return <span className={`ranking-place ${podiumClass(place)}`}>{place}</span>;
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="table-wrapper">
      <table className="table ranking-table">
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Keywords by best current rank; `offset` is the place of the row before the first. */
export function KeywordRankingTable({ rows, offset }: { rows: KeywordRanking[]; offset: number }) {
  const c = m.columns;
  return (
    <Table head={[c.place, c.keyword, c.bestRank, c.change, c.competition, c.totalResults, c.slots]}>
      {rows.map((row, index) => {
        const place = offset + index + 1;
        const move = movement(row.change, row.bestRank);
        const competition = competitionBadge(row.competition);
        return (
          <tr key={row.keyword} className={place <= 3 ? "ranking-row-top" : undefined}>
            <td>
              <Place place={place} />
            </td>
            <th scope="row" className="ranking-keyword" title={formatDateTime(row.lastCheckedAt)}>
              {row.keyword}
            </th>
            <td className="ranking-rank">{rankText(row.bestRank)}</td>
            <td>
              <span className={`ranking-move ranking-move-${move.tone}`} aria-label={move.label}>
                {move.text}
              </span>
            </td>
            <td>
              <Badge tone={competition.tone}>{competition.text}</Badge>
            </td>
            <td className="ranking-number">{productCount(row.totalResults)}</td>
            <td className="ranking-number">{m.slotCount(row.slotCount)}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Advertisers by active slots and average rank; the caller's own row marked. */
export function AdvertiserRankingTable({ rows }: { rows: AdvertiserRanking[] }) {
  const c = m.columns;
  return (
    <Table head={[c.place, c.advertiser, c.activeSlots, c.averageRank]}>
      {rows.map((row) => (
        <tr
          key={`${row.position}-${row.name}`}
          className={[row.position <= 3 ? "ranking-row-top" : "", row.isMe ? "ranking-row-me" : ""].join(" ").trim() || undefined}
        >
          <td>
            <Place place={row.position} />
          </td>
          <th scope="row" className="ranking-advertiser">
            {row.name}
            {row.isMe && (
              <span className="ranking-me">
                <Badge tone="primary">{m.me}</Badge>
              </span>
            )}
          </th>
          <td className="ranking-number">{m.slotCount(row.activeSlots)}</td>
          <td className="ranking-rank">{row.averageRank === null ? m.noRank : m.averageRank(row.averageRank)}</td>
        </tr>
      ))}
    </Table>
  );
}
