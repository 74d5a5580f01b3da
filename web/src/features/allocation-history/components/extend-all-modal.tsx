import { useEffect, useId, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { CloseModalFooter, FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { extendAll, useExtensionBatch, type AllocationRecord } from "@/features/allocation-history/api";
import { resultLines } from "@/features/allocation-history/history";
import { DEFAULT_EXTENSION_DAYS, EXTENSION_CHOICES, type ExtensionDays } from "@/lib/slots/extension";
import { historyMessages as m } from "@/features/allocation-history/messages";
import { ApiError, errorMessageOf } from "@/lib/api-client";

interface ExtendAllModalProps {
  record: AllocationRecord;
  onClose: () => void;
  /** The batch finished: the history should refresh. */
  onDone: () => void;
}

/** Extends every slot of an issue: choose the days, then follow the batch until it is done. */
export function ExtendAllModal({ record, onClose, onDone }: ExtendAllModalProps) {
  const id = useId();
  const [days, setDays] = useState<ExtensionDays>(DEFAULT_EXTENSION_DAYS);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: batch } = useExtensionBatch(batchId);
  const done = batch?.status === "done";
  useEffect(() => {
    if (done) onDone();
    // Once per batch: `onDone` is a new function on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const started = await extendAll(record.id, days);
      setBatchId(started.id);
    } catch (error) {
      setFailure(error instanceof ApiError ? errorMessageOf(error, m.extend.failed) : m.extend.networkError);
    } finally {
      setSending(false);
    }
  };

  const running = batchId !== null;
  const settled = batch ? batch.extended + batch.failed : 0;
  const lines = done && batch ? resultLines(batch) : null;
  return (
    <Modal title={m.extend.title(record.userName, record.slotCount)} onClose={onClose} busy={sending}>
      {!running ? (
        <form onSubmit={submit}>
          <div className="modal-body">
            <fieldset className="extension-days">
              <legend className="field-label">{m.extend.daysLabel}</legend>
              {EXTENSION_CHOICES.map((choice) => (
                <label key={choice} className="extension-day">
                  <input type="radio" name={`${id}-days`} value={choice} checked={days === choice}
                    onChange={() => setDays(choice)} />
                  {m.extend.days(choice)}
                </label>
              ))}
            </fieldset>
            <p className="modal-description">{m.extend.policy}</p>
            {failure && <AlertBox>{failure}</AlertBox>}
          </div>
          <FormModalFooter onCancel={onClose} busy={sending} submitLabel={m.extend.submit(days)} />
        </form>
      ) : (
        <>
          <div className="modal-body extension-progress" aria-live="polite">
            <div className="dashboard-ratio-bar" role="progressbar" aria-label={m.extend.progressLabel}
              aria-valuemin={0} aria-valuemax={batch?.total ?? 0} aria-valuenow={settled}>
              <span style={{ width: `${batch && batch.total > 0 ? (settled / batch.total) * 100 : 0}%` }} />
            </div>
            {!lines && <p>{m.extend.progress(settled, batch?.total ?? record.slotCount)}</p>}
            {lines && (
              <AlertBox kind={batch && batch.extended > 0 ? "success" : "warning"}>
                <p className="cell-strong">{lines.summary}</p>
                {lines.failedLine && <p>{lines.failedLine}</p>}
                {lines.failures.length > 0 && (
                  <ul className="extension-failures">
                    {lines.failures.map((line) => <li key={line}>{line}</li>)}
                  </ul>
                )}
                {lines.more && <p>{lines.more}</p>}
              </AlertBox>
            )}
          </div>
          <CloseModalFooter onClose={onClose} primary />
        </>
      )}
    </Modal>
  );
}
