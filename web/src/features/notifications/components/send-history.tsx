import { useId } from "react";
import { AlertBox } from "@/components/alert-box";
import { Badge, type BadgeTone } from "@/components/badge";
import { DataTable, type Column } from "@/components/data-table";
import { Pagination } from "@/components/pagination";
import { SelectField } from "@/components/select-field";
import { useSendHistory } from "@/features/notifications/admin-api";
import { sendMessages as m } from "@/features/notifications/messages";
import {
  HISTORY_PERIODS,
  NOTIFICATION_TYPES,
  audienceText,
  readStatusText,
  typeLabel,
  type SendHistoryQuery,
  type SendView,
} from "@/features/notifications/send-form";
import { errorMessageOf } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";

interface SendHistoryProps {
  query: SendHistoryQuery;
  /** Filters and pages change the query (left out with `compact`). */
  onChange?: (query: SendHistoryQuery) => void;
  /** Rows a page. */
  limit?: number;
  /** Hide the filters and the pager (the send page's recent list). */
  compact?: boolean;
}

const STATUS_TONE: Record<SendView["status"], BadgeTone> = { queued: "neutral", sending: "info", sent: "success" };
const c = m.columns;
const SEND_COLUMNS: Array<Column<SendView>> = [
  { header: c.createdAt, className: "cell-nowrap", cell: (send) => formatDateTime(send.createdAt) },
  {
    header: c.type,
    className: "cell-nowrap",
    cell: (send) => (
      <>
        {typeLabel(send.type)}
        {send.priority === "high" && (
          <>
            {" "}
            <Badge tone="danger">{m.high}</Badge>
          </>
        )}
      </>
    ),
  },
  {
    header: c.title,
    className: "cell-stack-title",
    cell: (send) => (
      <>
        <div className="cell-strong">{send.title}</div>
        <div className="cell-sub send-message-preview" title={send.message}>
          {send.message}
        </div>
      </>
    ),
  },
  { header: c.recipients, cell: (send) => audienceText(send) },
  { header: c.sender, cell: (send) => send.senderName },
  { header: c.status, className: "cell-nowrap", cell: (send) => <Badge tone={STATUS_TONE[send.status]}>{m.statuses[send.status]}</Badge> },
  { header: c.read, className: "cell-nowrap", cell: (send) => readStatusText(send) },
];

/**
 * The sends, newest first (spec part 2 §2 "Notification management"): period (today, 7 days, 30
 * days) and type filters, who it went to, its progress while a worker writes it, and how many of
 * its recipients read it (read, unread, or 2/5). The list polls while a send is in progress.
 */
export function SendHistory({ query, onChange, limit, compact = false }: SendHistoryProps) {
  const id = useId();
  const { data, error, isLoading } = useSendHistory(query, limit);
  const sends = data?.sends ?? [];
  const update = (change: Partial<SendHistoryQuery>) => onChange?.({ ...query, ...change, page: change.page ?? 1 });

  return (
    <div className="send-history">
      {!compact && (
        <div className="toolbar send-history-toolbar">
          <div className="field send-period-field">
            <span className="field-label" id={`${id}-period`}>{m.periodLabel}</span>
            <div className="send-periods" role="group" aria-labelledby={`${id}-period`}>
              {HISTORY_PERIODS.map((period) => (
                <button key={period} type="button" aria-pressed={period === query.period}
                  className={period === query.period ? "admin-chip admin-chip-active" : "admin-chip"}
                  onClick={() => update({ period })}>
                  {m.periods[period]}
                </button>
              ))}
            </div>
          </div>
          <SelectField
            label={m.typeFilter}
            value={query.type}
            onChange={(value) => update({ type: value as SendHistoryQuery["type"] })}
            options={[["", m.typeAll], ...NOTIFICATION_TYPES.map((type) => [type, typeLabel(type)] as const)]}
          />
          <p className="toolbar-total" aria-live="polite">{data ? m.total(data.pagination.total) : ""}</p>
        </div>
      )}

      {error && <AlertBox>{errorMessageOf(error, m.historyFailed)}</AlertBox>}

      <DataTable
        columns={SEND_COLUMNS}
        rows={sends}
        rowTestId={(send) => `send-${send.id}`}
        className="send-table"
        label={m.historyTitle}
        stack
        loading={isLoading}
        loadingText={m.historyLoading}
        emptyText={m.historyEmpty}
      />

      {!compact && (
        <Pagination page={query.page} totalPages={data?.pagination.totalPages ?? 0} onChange={(page) => update({ page })} />
      )}
    </div>
  );
}
