import { Badge } from "@/components/badge";
import { DataTable, type Column } from "@/components/data-table";
import type { AdvertiserRanking, KeywordRanking } from "@/features/ranking/api";
import { rankingMessages as m } from "@/features/ranking/messages";
import { competitionBadge, movement, podiumClass, productCount, rankText } from "@/features/ranking/ranking";
import { formatDateTime } from "@/lib/format";

/** The place cell: a medal for the top three. */
function Place({ place }: { place: number }) {
  return <span className={`ranking-place ${podiumClass(place)}`}>{place}</span>;
}

const c = m.columns;
type KeywordRow = KeywordRanking & { place: number };

const KEYWORD_COLUMNS: Array<Column<KeywordRow>> = [
  { header: c.place, cell: (row) => <Place place={row.place} /> },
  {
    header: c.keyword,
    rowHeader: true,
    className: "ranking-keyword",
    cellProps: (row) => ({ title: formatDateTime(row.lastCheckedAt) }),
    cell: (row) => row.keyword,
  },
  { header: c.bestRank, className: "ranking-rank", cell: (row) => rankText(row.bestRank) },
  {
    header: c.change,
    cell: (row) => {
      const move = movement(row.change, row.bestRank);
      return (
        <span className={move.className} aria-label={move.label}>
          {move.text}
        </span>
      );
    },
  },
  {
    header: c.competition,
    cell: (row) => {
      const competition = competitionBadge(row.competition);
      return <Badge tone={competition.tone}>{competition.text}</Badge>;
    },
  },
  { header: c.totalResults, className: "ranking-number", cell: (row) => productCount(row.totalResults) },
  { header: c.slots, className: "ranking-number", cell: (row) => m.slotCount(row.slotCount) },
];

/** Keywords by best current rank; `offset` is the place of the row before the first. */
export function KeywordRankingTable({ rows, offset }: { rows: KeywordRanking[]; offset: number }) {
  return (
    <DataTable
      columns={KEYWORD_COLUMNS}
      rows={rows.map((row, index) => ({ ...row, place: offset + index + 1 }))}
      rowKey={(row) => row.keyword}
      rowProps={(row) => ({ className: row.place <= 3 ? "ranking-row-top" : undefined })}
      className="ranking-table"
    />
  );
}

const ADVERTISER_COLUMNS: Array<Column<AdvertiserRanking>> = [
  { header: c.place, cell: (row) => <Place place={row.position} /> },
  {
    header: c.advertiser,
    rowHeader: true,
    className: "ranking-advertiser",
    cell: (row) => (
      <>
        {row.name}
        {row.isMe && (
          <span className="ranking-me">
            <Badge tone="primary">{m.me}</Badge>
          </span>
        )}
      </>
    ),
  },
  { header: c.activeSlots, className: "ranking-number", cell: (row) => m.slotCount(row.activeSlots) },
  {
    header: c.averageRank,
    className: "ranking-rank",
    cell: (row) => (row.averageRank === null ? m.noRank : m.averageRank(row.averageRank)),
  },
];

/** Advertisers by active slots and average rank; the caller's own row marked. */
export function AdvertiserRankingTable({ rows }: { rows: AdvertiserRanking[] }) {
  return (
    <DataTable
      columns={ADVERTISER_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.position}-${row.name}`}
      rowProps={(row) => ({
        className: [row.position <= 3 ? "ranking-row-top" : "", row.isMe ? "ranking-row-me" : ""].join(" ").trim() || undefined,
      })}
      className="ranking-table"
    />
  );
}
