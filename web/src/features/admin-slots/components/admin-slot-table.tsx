import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { DataTable, type Column } from "@/components/data-table";
import { RowActions, type RowAction } from "@/components/row-menu";
import { ExtendedBadge } from "@/components/slots/extended-badge";
import { ExtraKeywords } from "@/components/slots/extra-keywords";
import { RankCell, type RankSlot } from "@/components/slots/rank-cell";
import { SlotThumbnail } from "@/components/slots/slot-thumbnail";
import { StatusBadge } from "@/components/slots/status-badge";
import { WorkPeriod } from "@/components/slots/work-period";
import { menuItemsOf, rowButtonsOf, type MenuItemAction, type RowButton } from "@/features/admin-slots/actions";
import { adminActionMessages, adminSlotsMessages as messages } from "@/features/admin-slots/messages";
import { cutText, formatDate, formatDateTime } from "@/lib/format";
import { slotMarketPath, type FieldConfig, type SlotView } from "@/lib/slots/api";
import { customValue, extraKeywordsOf } from "@/lib/slots/fields";
import { rankDisplay } from "@/lib/slots/format";

export type AdminRowAction = RowButton | MenuItemAction;

export interface AdminSlotTableProps {
  slots: SlotView[];
  /** Enabled dynamic fields shown in the list (not keyword / URL / MID). */
  columns: FieldConfig[];
  loading: boolean;
  /** The empty list's state: no slots yet, or no search results when filters are in force. */
  emptyText: ReactNode;
  busyIds: ReadonlySet<number>;
  onAction: (action: AdminRowAction, slot: SlotView) => void;
  /** The rank cell was clicked: show that slot's rank history. */
  onOpenRankHistory: (slot: RankSlot) => void;
}

function KeywordCell({ slot }: { slot: SlotView }) {
  const shownUrl = slot.displayUrl || slot.url;
  return (
    <div className="admin-keyword-cell">
      <div className="admin-keyword-line">
        {slot.slotNumber !== null && <span className="admin-muted">{messages.slotNumber(slot.slotNumber)}</span>}
        <span className="cell-strong">{slot.keyword || messages.noKeyword}</span>
        {/* A phone card with approve/reject on it says "awaiting approval" by them (its rank says "not approved yet"). */}
        <span className={rowButtonsOf(slot).length > 0 ? "admin-status admin-phone-hidden" : "admin-status"}>
          <StatusBadge status={slot.displayStatus} />
        </span>
        {slot.isTest && <span className="badge badge-neutral">{messages.testSlot}</span>}
      </div>
      <ExtraKeywords keywords={extraKeywordsOf(slot)} />
      {shownUrl && (
        <a className="admin-url" href={shownUrl} target="_blank" rel="noopener noreferrer" title={shownUrl}>
          {shownUrl}
          <span className="visually-hidden"> ({messages.openUrl})</span>
        </a>
      )}
      {slot.displayStatus === "rejected" && slot.rejectionReason && (
        <span className="admin-note admin-note-danger">{messages.rejectionNote(slot.rejectionReason)}</span>
      )}
      {slot.displayStatus === "refunded" && slot.refundReason && (
        <span className="admin-note admin-note-danger">{messages.refundNote(slot.refundReason)}</span>
      )}
    </div>
  );
}

function RankWithYesterday({ slot, onOpen }: { slot: SlotView; onOpen: (slot: RankSlot) => void }) {
  // A measuring rank already names yesterday's rank inside the cell.
  const showYesterday = slot.rank !== null && slot.rank !== undefined && slot.yesterdayRank !== null && slot.yesterdayRank !== undefined;
  return (
    <div className="admin-rank-cell">
      <RankCell slot={slot} onOpen={onOpen} />
      {showYesterday && <span className="admin-muted admin-small admin-phone-hidden">{messages.yesterdayRank(rankDisplay(slot.yesterdayRank).text)}</span>}
    </div>
  );
}

/** The slot field `description` (spec part 2 §3) is previewed in 10 characters, the whole text on hover (§9). */
const DESCRIPTION_KEY = "description";
const DESCRIPTION_PREVIEW = 10;

function DynamicValue({ slot, field }: { slot: SlotView; field: FieldConfig }) {
  const value = customValue(slot, field.fieldKey);
  if (!value.trim()) return <span className="admin-muted">{messages.noValue}</span>;
  if (field.fieldType === "boolean") return <span>{value === "true" ? messages.booleanYes : messages.noValue}</span>;
  if (field.fieldType === "url" && /^https?:\/\//i.test(value)) {
    return (
      <a className="admin-url" href={value} target="_blank" rel="noopener noreferrer" title={value}>
        {value}
        <span className="visually-hidden"> ({messages.openUrl})</span>
      </a>
    );
  }
  if (field.fieldKey === DESCRIPTION_KEY) {
    return <span className="admin-text" title={value}>{cutText(value, DESCRIPTION_PREVIEW)}</span>;
  }
  return <span className="admin-text">{value}</span>;
}

const MENU_LABELS: Record<MenuItemAction, string> = {
  edit: adminActionMessages.edit,
  pause: adminActionMessages.pause,
  resume: adminActionMessages.resume,
  refund: adminActionMessages.refund,
  extend: adminActionMessages.extend,
  delete: adminActionMessages.delete,
  recrawl: adminActionMessages.recrawl,
  logs: adminActionMessages.logs,
};

/**
 * Approve and reject on the row, the rest behind "more"; on a phone approve and reject stay one tap
 * on the card, the rest in its one menu.
 */
function SlotActions({ slot, busy, onAction }: { slot: SlotView; busy: boolean; onAction: AdminSlotTableProps["onAction"] }) {
  const decisions: RowAction[] = rowButtonsOf(slot).map((action) => ({
    key: action,
    label: action === "approve" ? adminActionMessages.approve : adminActionMessages.reject,
    tone: action === "approve" ? "primary" : "danger-outline",
    onSelect: () => onAction(action, slot),
  }));
  const navigate = useNavigate();
  const more: RowAction[] = menuItemsOf(slot).map((action) => ({
    key: action,
    label: MENU_LABELS[action],
    tone: action === "refund" || action === "delete" ? "danger" : undefined,
    onSelect: () => onAction(action, slot),
  }));
  // The slot's market view (issue 29), for a slot with a keyword to read the market of.
  if (slot.keyword) more.push({ key: "market", label: adminActionMessages.market, onSelect: () => navigate(slotMarketPath(slot.id, true)) });
  return <RowActions actions={decisions} more={more} menuLabel={adminActionMessages.menuLabel} disabled={busy} className="admin-row-actions" phoneButtons />;
}

function Advertiser({ slot }: { slot: SlotView }) {
  return (
    <div className="admin-advertiser">
      <span className="cell-strong">{slot.userName || messages.noValue}</span>
      {slot.userEmail && <span className="admin-muted admin-small admin-phone-hidden">{slot.userEmail}</span>}
      {!slot.userIsActive && <span className="badge badge-neutral">{messages.inactiveUser}</span>}
    </div>
  );
}

/**
 * Every advertiser's slots: thumbnail, keyword with status and URL, rank, advertiser, dates, dynamic
 * fields, actions. On a phone each slot is a compact card headed by its keyword, with approve/reject and
 * its one menu in the corner, the rank, advertiser and dates run together below (no yesterday's
 * rank, the change mark says it; no e-mail, the name does).
 */
export function AdminSlotTable({ slots, columns, loading, emptyText, busyIds, onAction, onOpenRankHistory }: AdminSlotTableProps) {
  const c = messages.columns;
  const fieldColumns: Array<Column<SlotView>> = columns.map((field) => ({
    header: field.label,
    id: field.fieldKey,
    className: "admin-dynamic-cell",
    phone: "hidden",
    cell: (slot) => <DynamicValue slot={slot} field={field} />,
  }));
  const tableColumns: Array<Column<SlotView>> = [
    { header: c.thumbnail, phone: "hidden", cell: (slot) => <SlotThumbnail src={slot.thumbnail} name={slot.productName ?? slot.keyword} /> },
    { header: c.keyword, className: "admin-keyword-column", phone: "title", cell: (slot) => <KeywordCell slot={slot} /> },
    { header: c.rank, cell: (slot) => <RankWithYesterday slot={slot} onOpen={onOpenRankHistory} /> },
    { header: c.advertiser, cell: (slot) => <Advertiser slot={slot} /> },
    {
      header: c.appliedAt,
      className: "admin-nowrap",
      cellProps: (slot) => ({ title: formatDateTime(slot.createdAt) }),
      cell: (slot) => formatDate(slot.createdAt),
    },
    {
      header: c.period,
      // A slot with no period yet (a pending one) has no period line on a phone's card.
      cellProps: (slot) => (!slot.startDate && !slot.endDate ? { className: "cell-phone-hidden" } : {}),
      cell: (slot) => (
        <>
          <WorkPeriod startDate={slot.startDate} endDate={slot.endDate} daysLeft={slot.daysLeft} />
          <ExtendedBadge parentSlotId={slot.parentSlotId} extensionDays={slot.extensionDays} />
        </>
      ),
    },
    ...fieldColumns,
    { header: c.actions, phone: "menu", cell: (slot) => <SlotActions slot={slot} busy={busyIds.has(slot.id)} onAction={onAction} /> },
  ];
  return (
    <DataTable
      columns={tableColumns}
      rows={slots}
      rowTestId={(slot) => `admin-slot-row-${slot.id}`}
      className="admin-slot-table"
      stack
      caption={messages.tableCaption}
      loading={loading}
      loadingText={messages.loading}
      emptyText={emptyText}
    />
  );
}
