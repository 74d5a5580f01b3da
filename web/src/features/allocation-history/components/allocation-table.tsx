import { Badge } from "@/components/badge";
import { formatDateTime } from "@/lib/format";
import type { AllocationRecord } from "../api";
import { memoPreview, type HistoryQuery, type SortKey } from "../history";
import { historyMessages as m } from "../messages";

interface AllocationTableProps {
  rows: AllocationRecord[];
  loading: boolean;
  query: HistoryQuery;
  /** The record whose payment is being changed. */
  paying: number | null;
  onSort: (key: SortKey) => void;
  onPayment: (record: AllocationRecord) => void;
  onViewSlots: (record: AllocationRecord) => void;
  onExtend: (record: AllocationRecord) => void;
}

const COLUMN_COUNT = 8;

/** The history table: sortable by date, user and count; each row its payment and actions. */
export function AllocationTable({ rows, loading, query, paying, onSort, onPayment, onViewSlots, onExtend }: AllocationTableProps) {
  const sortable = (key: SortKey, label: string) => {
    const active = query.sortBy === key;
    return (
      <th scope="col" aria-sort={active ? (query.sortOrder === "asc" ? "ascending" : "descending") : "none"}>
        <button type="button" className="sort-button" onClick={() => onSort(key)} title={m.sortHint}>
          {label}
          <span aria-hidden="true" className="sort-mark">{active ? (query.sortOrder === "asc" ? "▲" : "▼") : "↕"}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="table-wrapper">
      <table className="table allocation-table" aria-busy={loading || undefined}>
        <thead>
          <tr>
            {sortable("createdAt", m.columns.createdAt)}
            {sortable("userName", m.columns.user)}
            <th scope="col">{m.columns.operator}</th>
            {sortable("slotCount", m.columns.slotCount)}
            <th scope="col">{m.columns.reason}</th>
            <th scope="col">{m.columns.memo}</th>
            <th scope="col">{m.columns.payment}</th>
            <th scope="col">{m.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="table-empty">{loading ? m.loading : m.empty}</td>
            </tr>
          ) : (
            rows.map((record) => (
              <tr key={record.id} data-testid={`allocation-row-${record.id}`}>
                <td data-label={m.columns.createdAt} className="cell-nowrap">{formatDateTime(record.createdAt)}</td>
                <td data-label={m.columns.user}>
                  <span className="cell-strong">{record.userName}</span>
                  <span className="cell-sub">{record.userEmail}</span>
                </td>
                <td data-label={m.columns.operator} className="cell-nowrap">{record.operatorName}</td>
                <td data-label={m.columns.slotCount} className="cell-number cell-nowrap">
                  {m.slotCount(record.slotCount)} {record.isTest && <Badge tone="warning">{m.test}</Badge>}
                </td>
                <td data-label={m.columns.reason} className="cell-nowrap">{record.reason}</td>
                <td data-label={m.columns.memo} title={record.memo ?? undefined}>{memoPreview(record.memo)}</td>
                <td data-label={m.columns.payment}>
                  {record.payment ? (
                    <Badge tone="success">{m.paid}</Badge>
                  ) : (
                    <button type="button" className="button button-small button-danger" disabled={paying === record.id}
                      onClick={() => onPayment(record)}>
                      {m.unpaid}
                    </button>
                  )}
                </td>
                <td data-label={m.columns.actions}>
                  <div className="row-actions">
                    {record.payment && (
                      <button type="button" className="button button-small button-secondary" disabled={paying === record.id}
                        onClick={() => onPayment(record)}>
                        {m.cancelPaid}
                      </button>
                    )}
                    <button type="button" className="button button-small button-secondary" onClick={() => onViewSlots(record)}>
                      {m.viewSlots}
                    </button>
                    <button type="button" className="button button-small button-primary" onClick={() => onExtend(record)}>
                      {m.extendAll}
                    </button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
