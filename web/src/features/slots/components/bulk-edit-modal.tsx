import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { bulkUpdateSlots } from "@/features/slots/api";
import {
  bulkChanges,
  bulkEditProblem,
  bulkListPreview,
  bulkUpdates,
  EMPTY_BULK_VALUES,
  type BulkEditValues,
} from "@/features/slots/bulk-edit";
import { bulkEditMessages as messages, slotsMessages } from "@/features/slots/messages";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import { commonMessages } from "@/lib/messages";
import type { FieldConfig, SlotView } from "@/lib/slots/api";
import { cleanUrl } from "@/lib/slots/url-rules";

interface BulkEditModalProps {
  slots: SlotView[];
  /** Enabled plain-text fields besides keyword and URL. */
  extraFields: FieldConfig[];
  domain: string;
  onClose: () => void;
  /** Called with the server's message after the update. */
  onDone: (message: string) => void;
}

const LABELS = { keyword: messages.keywordLabel, url: messages.urlLabel };

function SelectedList({ slots }: { slots: SlotView[] }) {
  const { shown, rest } = bulkListPreview(slots);
  return (
    <section className="bulk-selected" aria-label={messages.selectedHeading(slots.length)}>
      <h3 className="bulk-selected-title">{messages.selectedHeading(slots.length)}</h3>
      <ul className="bulk-selected-list">
        {shown.map((slot) => (
          <li key={slot.id}>
            <span className="bulk-selected-number">{slotsMessages.slotLabel(slot.slotNumber, slot.id)}</span>
            <span className="bulk-selected-keyword">{slot.keyword || slotsMessages.noValue}</span>
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="bulk-selected-more">{messages.more(rest)}</p>}
    </section>
  );
}

/** Two steps: (1) what to change, blank = unchanged; (2) the final confirmation, then one all-or-nothing call. */
export function BulkEditModal({ slots, extraFields, domain, onClose, onDone }: BulkEditModalProps) {
  const id = useId();
  const [step, setStep] = useState<"input" | "confirm">("input");
  const [values, setValues] = useState<BulkEditValues>(EMPTY_BULK_VALUES);
  const [busy, setBusy] = useState(false);
  const keywordRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const { error, invalid, setError, report } = useFieldProblem<"keyword" | "url">((field) => (field === "url" ? urlRef : keywordRef).current?.focus());
  const submitRef = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);

  // Each step change moves focus into the new step (the Modal focused the first field on open).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === "confirm" ? submitRef : keywordRef).current?.focus();
  }, [step]);
  const changes = bulkChanges(values, extraFields, LABELS);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report(bulkEditProblem(values, domain))) return;
    setStep("confirm");
  };

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await bulkUpdateSlots({ slotIds: slots.map((slot) => slot.id), updates: bulkUpdates(changes) });
      onDone(result?.message || messages.done);
    } catch (caught) {
      setError(errorMessageOf(caught, messages.failed));
      setBusy(false);
    }
  };

  const steps = (
    <ol className="steps" aria-label={messages.stepsLabel}>
      <li aria-current={step === "input" ? "step" : undefined}>{messages.steps.input}</li>
      <li aria-current={step === "confirm" ? "step" : undefined}>{messages.steps.confirm}</li>
    </ol>
  );

  return (
    <Modal title={messages.title} onClose={onClose} busy={busy} testId="bulk-edit-modal">
      {step === "input" ? (
        <form onSubmit={next} noValidate>
          <div className="modal-body">
            {steps}
            <p className="modal-description">{messages.inputDescription}</p>
            {error && <AlertBox>{error}</AlertBox>}
            <TextField
              ref={keywordRef}
              label={LABELS.keyword}
              hint={messages.blankHint}
              name="keyword"
              autoComplete="off"
              value={values.keyword}
              aria-invalid={invalid === "keyword" || undefined}
              onChange={(event) => setValues({ ...values, keyword: event.target.value })}
            />
            <TextField
              ref={urlRef}
              id={`${id}-url`}
              label={LABELS.url}
              hint={messages.blankHint}
              name="url"
              inputMode="url"
              autoComplete="off"
              value={values.url}
              aria-invalid={invalid === "url" || undefined}
              onChange={(event) => setValues({ ...values, url: cleanUrl(event.target.value) })}
            />
            {extraFields.map((field) => (
              <TextField
                key={field.fieldKey}
                label={field.label}
                hint={messages.blankHint}
                name={field.fieldKey}
                autoComplete="off"
                value={values.extra[field.fieldKey] ?? ""}
                onChange={(event) =>
                  setValues({ ...values, extra: { ...values.extra, [field.fieldKey]: event.target.value } })
                }
              />
            ))}
            <SelectedList slots={slots} />
          </div>
          <div className="modal-footer">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {commonMessages.cancel}
            </button>
            <button type="submit" className="button button-primary">
              {messages.next}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="modal-body">
            {steps}
            <p className="modal-description">{messages.confirmDescription(slots.length)}</p>
            {error && <AlertBox>{error}</AlertBox>}
            <dl className="detail-list bulk-changes" aria-label={messages.changesLabel}>
              {changes.map((change) => (
                <div key={change.key}>
                  <dt>{change.label}</dt>
                  <dd className="bulk-change-value">{change.value}</dd>
                </div>
              ))}
            </dl>
            {changes.some((change) => change.key === "keyword" || change.key === "url") && (
              <AlertBox kind="warning">{messages.rankResetWarning}</AlertBox>
            )}
            <SelectedList slots={slots} />
          </div>
          <div className="modal-footer">
            <button type="button" className="button button-secondary" onClick={() => setStep("input")} disabled={busy}>
              {messages.back}
            </button>
            <button ref={submitRef} type="button" className="button button-primary" onClick={() => void submit()} disabled={busy}>
              {busy ? messages.submitting : messages.submit}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
