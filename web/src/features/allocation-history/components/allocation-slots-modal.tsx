import { useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { Badge } from "@/components/badge";
import { CloseModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { Pagination } from "@/components/pagination";
import { StatusBadge } from "@/components/slots/status-badge";
import { useAllocationSlots, type AllocationRecord } from "@/features/allocation-history/api";
import { historyMessages as m } from "@/features/allocation-history/messages";
import { errorMessageOf } from "@/lib/api-client";

/** The slots of one issue (issued ones and their extensions), by slot number. */
export function AllocationSlotsModal({ record, onClose }: { record: AllocationRecord; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAllocationSlots(record.id, page);
  const slots = data?.items ?? [];
  return (
    <Modal title={m.slots.title(record.userName)} onClose={onClose} size="large" testId="allocation-slots-modal">
      <div className="modal-body">
        {error && <AlertBox>{errorMessageOf(error, m.slots.loadFailed)}</AlertBox>}
        {isLoading && !data ? (
          <p className="table-empty">{m.loading}</p>
        ) : slots.length === 0 ? (
          <p className="table-empty">{m.slots.empty}</p>
        ) : (
          <ul className="allocation-slot-list">
            {slots.map((slot) => (
              <li key={slot.id} className="allocation-slot" data-testid={`allocation-slot-${slot.id}`}>
                <div className="allocation-slot-head">
                  <span className="cell-strong">#{slot.slotNumber}</span>
                  <StatusBadge status={slot.displayStatus} />
                  {slot.isExtended && <Badge tone="info">{m.slots.extended(slot.extensionDays)}</Badge>}
                  {slot.isTest && <Badge tone="warning">{m.test}</Badge>}
                </div>
                <div className="allocation-slot-keyword">{slot.keyword || m.slots.noKeyword}</div>
                {slot.url && (
                  <a className="allocation-slot-url" href={slot.url} target="_blank" rel="noreferrer noopener">
                    {slot.displayUrl ?? slot.url}
                  </a>
                )}
                <div className="cell-sub">
                  {m.slots.period}: {slot.startDate ?? "-"} ~ {slot.endDate ?? "-"}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={data?.pagination.totalPages ?? 0} onChange={setPage} />
      </div>
      <CloseModalFooter onClose={onClose} />
    </Modal>
  );
}
