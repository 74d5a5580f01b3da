import { useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import { FieldSetupNotice } from "@/components/field-setup-notice";
import { DynamicField } from "@/components/slots/dynamic-field";
import { createSlot, fillSlot } from "@/features/slots/api";
import {
  changesKeywordOrUrl,
  initialFieldValues,
  splitFieldValues,
  validateFields,
  type FieldValues,
} from "@/features/slots/fields";
import { slotFormMessages as messages } from "@/features/slots/messages";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import { commonMessages } from "@/lib/messages";
import { getRankDeleteQuery, updateSlotFields, useFieldConfigs, type FieldConfig, type SlotView } from "@/lib/slots/api";
import { slotEditMessages } from "@/lib/slots/messages";
import { focusNamed } from "@/lib/validation";
import { enabledFields } from "@/lib/slots/fields";

export type SlotFormMode = "create" | "fill" | "edit";

interface SlotFormModalProps {
  mode: SlotFormMode;
  /** The slot to fill or edit (absent when creating). */
  slot?: SlotView | null;
  /** Marketplace domain for the URL check. */
  domain: string;
  onClose: () => void;
  /** Called with the success message after the server accepted. */
  onSaved: (message: string) => void;
}

const TITLES = { create: messages.createTitle, fill: messages.fillTitle, edit: messages.editTitle };
const SUBMITS = { create: messages.createSubmit, fill: messages.fillSubmit, edit: messages.editSubmit };

/**
 * Register (POST /api/slots), fill (PUT …/fill) or edit (PUT …/update-fields) a slot with the enabled
 * configured fields. Client checks first; the server decides, and its message shows in the red box
 * with every typed value kept.
 */
export function SlotFormModal(props: SlotFormModalProps) {
  const { data, error, isLoading } = useFieldConfigs();
  const fields = enabledFields(data);
  let body;
  if (isLoading && !data) {
    body = <Loading label={messages.loadingFields} />;
  } else if (error && !data) {
    body = <AlertBox>{errorMessageOf(error, messages.fieldsFailed)}</AlertBox>;
  } else if (fields.length === 0) {
    body = <FieldSetupNotice noneEnabled />;
  }
  if (body) {
    return (
      <Modal title={TITLES[props.mode]} onClose={props.onClose} testId="slot-form-modal">
        <div className="modal-body">{body}</div>
        <div className="modal-footer">
          <button type="button" className="button button-secondary" onClick={props.onClose}>
            {commonMessages.cancel}
          </button>
          <button type="button" className="button button-primary" disabled>
            {SUBMITS[props.mode]}
          </button>
        </div>
      </Modal>
    );
  }
  return <SlotForm {...props} fields={fields} />;
}

function SlotForm({ mode, slot, domain, onClose, onSaved, fields }: SlotFormModalProps & { fields: FieldConfig[] }) {
  const confirm = useConfirm();
  const [values, setValues] = useState<FieldValues>(() => initialFieldValues(fields, mode === "create" ? null : slot));
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { error, invalid: invalidKey, setError, report } = useFieldProblem<string>((key) => focusNamed(formRef.current, key));

  const save = async (): Promise<string> => {
    if (mode === "create") {
      const split = splitFieldValues(fields, values);
      await createSlot({
        keyword: split.keyword,
        url: split.url,
        ...(split.mid ? { mid: split.mid } : {}),
        dailyBudget: 0,
        customFields: split.customFields,
      });
      return messages.created;
    }
    if (!slot) throw new Error("slot required");
    if (mode === "fill") {
      const split = splitFieldValues(fields, values);
      await fillSlot(slot.id, { keyword: split.keyword, url: split.url, mid: split.mid, customFields: split.customFields });
      return messages.filled;
    }
    const split = splitFieldValues(fields, values, { fallback: slot, keepBlank: true });
    if (changesKeywordOrUrl(slot, split)) {
      setBusy(false);
      const ok = await confirm({ title: slotEditMessages.rankResetConfirmTitle, message: slotEditMessages.rankResetConfirm });
      if (!ok) return "";
      setBusy(true);
      // Spec: called before a keyword or URL change, its answer unused; a failure does not stop the edit.
      await getRankDeleteQuery(slot.id).catch(() => undefined);
    }
    await updateSlotFields(slot.id, {
      customFields: { keyword: split.keyword, url: split.url, mid: split.mid, ...split.customFields },
    });
    return slotEditMessages.updated;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateFields(fields, values, { domain, requireAny: mode === "fill" });
    if (report(problem && { field: problem.fieldKey, message: problem.message })) return;
    setBusy(true);
    try {
      const message = await save();
      if (message) onSaved(message);
      else setBusy(false);
    } catch (caught) {
      const fallback = mode === "create" ? messages.createFailed : mode === "fill" ? messages.fillFailed : slotEditMessages.updateFailed;
      setError(errorMessageOf(caught, fallback));
      setBusy(false);
    }
  };

  return (
    <Modal title={TITLES[mode]} onClose={onClose} busy={busy} testId="slot-form-modal">
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <div className="modal-body">
          {mode !== "edit" && (
            <p className="modal-description">{mode === "create" ? messages.createDescription : messages.fillDescription}</p>
          )}
          {error && <AlertBox>{error}</AlertBox>}
          {fields.map((field) => (
            <DynamicField
              key={field.fieldKey}
              field={field}
              value={values[field.fieldKey] ?? ""}
              invalid={invalidKey === field.fieldKey}
              disabled={busy}
              onChange={(value) => setValues((current) => ({ ...current, [field.fieldKey]: value }))}
            />
          ))}
        </div>
        <div className="modal-footer">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {commonMessages.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? messages.submitting : SUBMITS[mode]}
          </button>
        </div>
      </form>
    </Modal>
  );
}
