import { useId, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Checkbox } from "@/components/checkbox";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { SelectField } from "@/components/select-field";
import { FieldLabel, TextField } from "@/components/text-field";
import { createFieldConfig } from "@/features/field-settings/api";
import {
  applyFieldForm,
  EMPTY_FIELD_FORM,
  FIELD_TYPES,
  fieldFormOf,
  fieldFormProblem,
  newFieldInput,
  type FieldForm,
} from "@/features/field-settings/fields";
import { fieldSettingsMessages as messages } from "@/features/field-settings/messages";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import type { FieldConfig, FieldType } from "@/lib/slots/api";

type AdminFieldModalProps =
  | {
      mode: "add";
      existingKeys: readonly string[];
      /** displayOrder of the new field (after the others). */
      displayOrder: number;
      onClose: () => void;
      onCreated: (field: FieldConfig) => void;
    }
  | {
      mode: "edit";
      field: FieldConfig;
      onClose: () => void;
      onApply: (field: FieldConfig) => void;
    };

/**
 * Add a field (POST /api/admin/field-configs at once) or edit one's label, type, placeholder,
 * description and select options (applied to the list, saved with the list's save button).
 */
export function AdminFieldModal(props: AdminFieldModalProps) {
  const id = useId();
  const isNew = props.mode === "add";
  const system = props.mode === "edit" && props.field.isSystemGenerated;
  const [form, setForm] = useState<FieldForm>(() => (props.mode === "edit" ? fieldFormOf(props.field) : EMPTY_FIELD_FORM));
  const [busy, setBusy] = useState(false);
  const refs = {
    fieldKey: useRef<HTMLInputElement>(null),
    label: useRef<HTMLInputElement>(null),
    optionsText: useRef<HTMLTextAreaElement>(null),
  };
  const { error, invalid, setError, report } = useFieldProblem<keyof typeof refs>((field) => refs[field].current?.focus());

  const set = <K extends keyof FieldForm>(key: K, value: FieldForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (report(fieldFormProblem(form, { isNew, existingKeys: props.mode === "add" ? props.existingKeys : [] }))) return;
    if (props.mode === "edit") {
      props.onApply(applyFieldForm(props.field, form));
      return;
    }
    setBusy(true);
    try {
      props.onCreated(await createFieldConfig(newFieldInput(form, props.displayOrder)));
    } catch (caught) {
      setError(errorMessageOf(caught, messages.addFailed));
      setBusy(false);
    }
  };

  const flag = (key: "isEnabled" | "isRequired" | "showInList" | "isSearchable", label: string) => (
    <Checkbox label={label} checked={form[key]} disabled={busy} onChange={(checked) => set(key, checked)} />
  );

  return (
    <Modal
      title={isNew ? messages.addTitle : messages.editTitle}
      onClose={props.onClose}
      busy={busy}
      initialFocusRef={isNew ? refs.fieldKey : refs.label}
      testId={isNew ? "admin-field-add-modal" : "admin-field-edit-modal"}
    >
      <form onSubmit={submit} noValidate>
        <div className="modal-body">
          {!isNew && <p className="modal-description">{messages.editHint}</p>}
          {error && <AlertBox>{error}</AlertBox>}
          <TextField
            ref={refs.fieldKey}
            label={messages.keyLabel}
            hint={isNew ? messages.keyHint : undefined}
            name="fieldKey"
            autoComplete="off"
            spellCheck={false}
            value={form.fieldKey}
            readOnly={!isNew}
            required={isNew}
            aria-invalid={invalid === "fieldKey" || undefined}
            disabled={busy}
            onChange={(event) => set("fieldKey", event.target.value)}
          />
          <TextField
            ref={refs.label}
            label={messages.labelLabel}
            name="label"
            autoComplete="off"
            value={form.label}
            required
            aria-invalid={invalid === "label" || undefined}
            disabled={busy}
            onChange={(event) => set("label", event.target.value)}
          />
          <SelectField
            id={`${id}-type`}
            label={messages.typeLabel}
            value={form.fieldType}
            options={FIELD_TYPES.map((type) => [type, messages.fieldTypes[type] ?? type])}
            disabled={busy || system}
            aria-describedby={system ? `${id}-type-hint` : undefined}
            onChange={(value) => set("fieldType", value as FieldType)}
          >
            {system && (
              <p id={`${id}-type-hint`} className="field-hint">
                {messages.systemTypeHint}
              </p>
            )}
          </SelectField>
          {form.fieldType === "select" && (
            <div className="field">
              <FieldLabel htmlFor={`${id}-options`} label={messages.optionsLabel} required />
              <textarea
                ref={refs.optionsText}
                id={`${id}-options`}
                className="input admin-textarea"
                rows={4}
                value={form.optionsText}
                aria-invalid={invalid === "optionsText" || undefined}
                aria-describedby={`${id}-options-hint`}
                disabled={busy}
                onChange={(event) => set("optionsText", event.target.value)}
              />
              <p id={`${id}-options-hint`} className="field-hint">
                {messages.optionsHint}
              </p>
            </div>
          )}
          <TextField label={messages.placeholderLabel} name="placeholder" autoComplete="off" value={form.placeholder} disabled={busy} onChange={(event) => set("placeholder", event.target.value)} />
          <TextField label={messages.descriptionLabel} name="description" autoComplete="off" value={form.description} disabled={busy} onChange={(event) => set("description", event.target.value)} />
          {isNew && (
            <fieldset className="admin-fieldset">
              <legend className="field-label">{messages.flagsLabel}</legend>
              {flag("isEnabled", messages.enabledLabel)}
              {flag("isRequired", messages.requiredLabel)}
              {flag("showInList", messages.showInListLabel)}
              {flag("isSearchable", messages.searchableLabel)}
            </fieldset>
          )}
        </div>
        <FormModalFooter onCancel={props.onClose} busy={busy} submitLabel={isNew ? messages.addSubmit : messages.editSubmit} busyLabel={isNew ? messages.addSubmitting : undefined} />
      </form>
    </Modal>
  );
}
