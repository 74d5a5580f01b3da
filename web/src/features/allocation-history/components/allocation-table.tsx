import { Badge } from "@/components/badge";
import { DataTable, type Column } from "@/components/data-table";
import { RowActions } from "@/components/row-menu";
import type { AllocationRecord } from "@/features/allocation-history/api";
import { memoPreview, type HistoryQuery, type SortKey } from "@/features/allocation-history/history";
import { historyMessages as m } from "@/features/allocation-history/messages";
import { formatDateTime } from "@/lib/format";

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

/** The history table: sortable by date, user and count; each row its payment and actions. */
export function AllocationTable({ rows, loading, query, paying, onSort, onPayment, onViewSlots, onExtend }: AllocationTableProps) {
  const c = m.columns;
  const columns: Array<Column<AllocationRecord, SortKey>> = [
    { header: c.createdAt, sortKey: "createdAt", className: "cell-nowrap", cell: (record) => formatDateTime(record.createdAt) },
    {
      header: c.user,
      sortKey: "userName",
      phone: "title",
      cell: (record) => (
        <>
          <span className="cell-strong">{record.userName}</span>
          <span className="cell-sub">{record.userEmail}</span>
        </>
      ),
    },
    { header: c.operator, className: "cell-nowrap", cell: (record) => record.operatorName },
    {
      header: c.slotCount,
      sortKey: "slotCount",
      className: "cell-number cell-nowrap",
      cell: (record) => (
        <>
          {m.slotCount(record.slotCount)} {record.isTest && <Badge tone="warning">{m.test}</Badge>}
        </>
      ),
    },
    { header: c.reason, className: "cell-nowrap", cell: (record) => record.reason },
    { header: c.memo, phone: "hidden", cellProps: (record) => ({ title: record.memo ?? undefined }), cell: (record) => memoPreview(record.memo) },
    {
      header: c.payment,
      cell: (record) =>
        record.payment ? (
          <Badge tone="success">{m.paid}</Badge>
        ) : (
          <button type="button" className="button button-small button-danger" disabled={paying === record.id} onClick={() => onPayment(record)}>
            {m.unpaid}
          </button>
        ),
    },
    {
      header: c.actions,
      phone: "menu",
      cell: (record) => (
        <RowActions
          menuLabel={m.rowMenu(record.userName)}
          actions={[
            {
              key: "payment",
              label: record.payment ? m.cancelPaid : m.markPaid,
              tone: record.payment ? "secondary" : "primary",
              disabled: paying === record.id,
              onSelect: () => onPayment(record),
            },
            { key: "slots", label: m.viewSlots, onSelect: () => onViewSlots(record) },
            { key: "extend", label: m.extendAll, tone: "primary", onSelect: () => onExtend(record) },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowTestId={(record) => `allocation-row-${record.id}`}
      className="allocation-table"
      stack
      loading={loading}
      loadingText={m.loading}
      emptyText={m.empty}
      sort={{ by: query.sortBy, order: query.sortOrder, onSort, hint: m.sortHint }}
    />
  );
}
