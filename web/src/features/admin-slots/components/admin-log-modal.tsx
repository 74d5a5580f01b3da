import { AlertBox } from "@/components/alert-box";
import { DataTable, type Column } from "@/components/data-table";
import { CloseModalFooter } from "@/components/form-modal-footer";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import { useSlotLogs, type SlotLog } from "@/features/admin-slots/api";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import { slotLogMessages as messages } from "@/features/admin-slots/messages";
import { errorMessageOf } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { commonMessages } from "@/lib/messages";
import type { SlotView } from "@/lib/slots/api";
import { slotStatusLabels } from "@/lib/slots/messages";

/** The Korean name of a change type; unknown types show as sent. */
export function changeTypeLabel(changeType: string): string {
  return messages.changeTypes[changeType] ?? changeType;
}

function fieldLabel(fieldKey: string | null | undefined): string {
  if (!fieldKey) return commonMessages.empty;
  return messages.fieldNames[fieldKey] ?? fieldKey;
}

function isAbsent(value: string | null | undefined): value is null | undefined {
  return value === null || value === undefined;
}

/** A logged value; stored statuses (status changes carry no field key) read as their Korean label. */
function valueText(log: SlotLog, value: string | null | undefined): string {
  if (!value) return commonMessages.empty;
  if ((isAbsent(log.fieldKey) || log.fieldKey === "status") && value in slotStatusLabels) {
    return slotStatusLabels[value as keyof typeof slotStatusLabels];
  }
  return value;
}

function Change({ log }: { log: SlotLog }) {
  if (isAbsent(log.oldValue) && isAbsent(log.newValue)) return <span className="admin-muted">{commonMessages.empty}</span>;
  return (
    <span className="admin-log-change">
      <span className="admin-log-old">{valueText(log, log.oldValue)}</span> {messages.arrow}{" "}
      <span className="admin-log-new">{valueText(log, log.newValue)}</span>
    </span>
  );
}

const c = messages.columns;
const LOG_COLUMNS: Array<Column<SlotLog>> = [
  { header: c.changeType, className: "cell-strong admin-nowrap", cell: (log) => changeTypeLabel(log.changeType) },
  { header: c.field, className: "admin-nowrap", cell: (log) => fieldLabel(log.fieldKey) },
  { header: c.change, cell: (log) => <Change log={log} /> },
  { header: c.description, className: "admin-log-description", cell: (log) => log.description || commonMessages.empty },
  { header: c.who, className: "admin-nowrap", cell: (log) => log.fullName || messages.system },
  { header: c.when, className: "admin-nowrap", cell: (log) => formatDateTime(log.createdAt) },
  {
    header: c.ip,
    className: "admin-muted admin-nowrap",
    cellProps: (log) => ({ title: log.userAgent ?? undefined }),
    cell: (log) => log.ipAddress || commonMessages.empty,
  },
];

/** GET /api/slots/{id}/logs as a table, newest first. */
export function AdminLogModal({ slot, onClose }: { slot: SlotView; onClose: () => void }) {
  const { data, error, isLoading } = useSlotLogs(slot.id);
  let body;
  if (isLoading && !data) body = <Loading label={messages.loading} />;
  else if (error && !data) body = <AlertBox>{errorMessageOf(error, messages.loadFailed)}</AlertBox>;
  else if (!data || data.length === 0) body = <p className="table-empty admin-log-empty">{messages.empty}</p>;
  else body = <DataTable columns={LOG_COLUMNS} rows={data} className="admin-log-table" caption={messages.caption} />;
  return (
    <Modal title={messages.title} onClose={onClose} size="large" testId="admin-log-modal">
      <div className="modal-body">
        <AdminSlotBrief slot={slot} />
        {body}
      </div>
      <CloseModalFooter onClose={onClose} />
    </Modal>
  );
}
