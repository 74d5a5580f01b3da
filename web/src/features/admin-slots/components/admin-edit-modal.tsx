import { useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import { DynamicField } from "@/components/slots/dynamic-field";
import { TextField } from "@/components/text-field";
import { AdminPeriodFields } from "@/features/admin-slots/components/admin-period-fields";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import {
  adminEditFormOf,
  adminUpdateBody,
  changesKeywordOrUrl,
  dynamicFields,
  type AdminEditForm,
} from "@/features/admin-slots/edit-form";
import { adminEditMessages as messages } from "@/features/admin-slots/messages";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import { getRankDeleteQuery, updateSlotFields, useFieldConfigs, type FieldConfig, type SlotView } from "@/lib/slots/api";
import { slotEditMessages, slotFieldMessages } from "@/lib/slots/messages";
import { cleanUrl } from "@/lib/slots/url-rules";
import { focusNamed } from "@/lib/validation";

interface AdminEditModalProps {
  slot: SlotView;
  onClose: () => void;
  onDone: (slot: SlotView) => void;
}

/**
 * The operator's edit: keyword, URL, MID, the enabled dynamic fields and the work period. A new
 * keyword or URL is confirmed first (the rank data is reset), then rank-delete-query is called (its
 * answer unused, a failure does not stop the edit) and PUT update-fields sends the form.
 */
export function AdminEditModal(props: AdminEditModalProps) {
  const { data, isLoading } = useFieldConfigs();
  if (isLoading && !data) {
    return (
      <Modal title={messages.title} onClose={props.onClose} testId="admin-edit-modal">
        <div className="modal-body">
          <Loading label={messages.loadingFields} />
        </div>
      </Modal>
    );
  }
  // Without the configuration (load failed) the built-in inputs still work.
  return <AdminEditBody {...props} fields={dynamicFields(data)} />;
}

type FieldName = "keyword" | "url" | "endDate" | string;

function AdminEditBody({ slot, onClose, onDone, fields }: AdminEditModalProps & { fields: FieldConfig[] }) {
  const confirm = useConfirm();
  const [form, setForm] = useState<AdminEditForm>(() => adminEditFormOf(slot, fields));
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { error, invalid, setError, report } = useFieldProblem<FieldName>((name) => focusNamed(formRef.current, name));

  const problem = (): { field: FieldName; message: string } | null => {
    if (!form.keyword.trim()) return { field: "keyword", message: messages.keywordRequired };
    if (!cleanUrl(form.url)) return { field: "url", message: messages.urlRequired };
    for (const field of fields) {
      if (field.isRequired && field.fieldType !== "boolean" && !(form.custom[field.fieldKey] ?? "").trim()) {
        return { field: field.fieldKey, message: slotFieldMessages.required(field.label) };
      }
    }
    if (form.startDate && form.endDate && form.endDate < form.startDate) return { field: "endDate", message: messages.periodOrder };
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (report(problem())) return;
    if (changesKeywordOrUrl(slot, form)) {
      const ok = await confirm({ title: slotEditMessages.rankResetConfirmTitle, message: slotEditMessages.rankResetConfirm });
      if (!ok) return;
    }
    setBusy(true);
    try {
      if (changesKeywordOrUrl(slot, form)) await getRankDeleteQuery(slot.id).catch(() => undefined);
      onDone(await updateSlotFields(slot.id, adminUpdateBody(slot, form, fields)));
    } catch (caught) {
      setError(errorMessageOf(caught, slotEditMessages.updateFailed));
      setBusy(false);
    }
  };

  const set = (key: "keyword" | "url" | "mid" | "startDate" | "endDate") => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = key === "url" ? cleanUrl(event.target.value) : event.target.value;
    setForm((current) => ({ ...current, [key]: value }));
  };

  return (
    <Modal title={messages.title} onClose={onClose} busy={busy} testId="admin-edit-modal">
      <form ref={formRef} onSubmit={submit} noValidate>
        <div className="modal-body">
          <AdminSlotBrief slot={slot} />
          {error && <AlertBox>{error}</AlertBox>}
          <TextField label={messages.keywordLabel} name="keyword" autoComplete="off" value={form.keyword} onChange={set("keyword")} required aria-invalid={invalid === "keyword" || undefined} disabled={busy} />
          <TextField label={messages.urlLabel} name="url" inputMode="url" autoComplete="off" value={form.url} onChange={set("url")} required aria-invalid={invalid === "url" || undefined} disabled={busy} />
          <TextField label={messages.midLabel} name="mid" autoComplete="off" value={form.mid} onChange={set("mid")} disabled={busy} />
          {fields.map((field) => (
            <DynamicField
              key={field.fieldKey}
              field={field}
              value={form.custom[field.fieldKey] ?? ""}
              invalid={invalid === field.fieldKey}
              disabled={busy}
              onChange={(value) => setForm((current) => ({ ...current, custom: { ...current.custom, [field.fieldKey]: value } }))}
            />
          ))}
          <AdminPeriodFields startDate={form.startDate} endDate={form.endDate} onChange={set} endInvalid={invalid === "endDate"} busy={busy} />
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={messages.submit} busyLabel={messages.submitting} />
      </form>
    </Modal>
  );
}
