import { useId, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Checkbox } from "@/components/checkbox";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { SelectField } from "@/components/select-field";
import { FieldLabel } from "@/components/text-field";
import { createAnnouncement, updateAnnouncement } from "@/features/announcements/api";
import { AnnouncementImagesField } from "@/features/announcements/components/announcement-images-field";
import { announcementMessages as m } from "@/features/announcements/messages";
import {
  CATEGORIES,
  CONTENT_TYPES,
  PRIORITIES,
  checkForm,
  emptyForm,
  formOf,
  type Announcement,
  type AnnouncementForm,
  type FormField,
} from "@/features/announcements/rules";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import { apiLimits } from "@/lib/api-limits";

interface AnnouncementFormModalProps {
  /** The one being edited; a new one when absent. */
  announcement?: Announcement;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Write or edit an announcement (spec part 2 §2, §5): title and content required (save stays off
 * until both are there), category, priority, a text/HTML switch with a preview (HTML in a sandboxed
 * frame that runs nothing; the server cleans it before storing), active and pinned, the period and
 * images (addresses, or uploaded here).
 */
export function AnnouncementFormModal({ announcement, onClose, onSaved }: AnnouncementFormModalProps) {
  const id = useId();
  const [form, setForm] = useState<AnnouncementForm>(() => (announcement ? formOf(announcement) : emptyForm()));
  const { error, invalid: invalidField, setError, report } = useFieldProblem<FormField>((field) => document.getElementById(`${id}-${field}`)?.focus());
  const [busy, setBusy] = useState(false);
  // Saving before an upload ends would drop its image.
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof AnnouncementForm>(key: K, value: AnnouncementForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const invalid = (field: FormField) => (invalidField === field ? true : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(form);
    report(check.ok ? null : check);
    if (!check.ok) return;
    setBusy(true);
    try {
      if (announcement) await updateAnnouncement(announcement.id, check.input);
      else await createAnnouncement(check.input);
      onSaved(announcement ? m.updated : m.created);
    } catch (caught) {
      setError(errorMessageOf(caught, m.saveFailed));
      setBusy(false);
    }
  };

  return (
    <Modal title={announcement ? m.formEditTitle : m.formCreateTitle} onClose={onClose} busy={busy} size="large" testId="announcement-form">
      <form onSubmit={submit} noValidate>
        <div className="modal-body announcement-form">
          <div className="field">
            <FieldLabel htmlFor={`${id}-title`} label={m.fieldTitle} required />
            <input id={`${id}-title`} className="input" value={form.title} maxLength={apiLimits.AnnouncementInput.title.maxLength} placeholder={m.fieldTitlePlaceholder}
              aria-required aria-invalid={invalid("title")} onChange={(e) => set("title", e.target.value)} />
          </div>
          <div className="announcement-form-row">
            <SelectField id={`${id}-category`} label={m.fieldCategory} value={form.category} options={CATEGORIES.map((c) => [c, m.categories[c]])}
              onChange={(value) => set("category", value as AnnouncementForm["category"])} />
            <SelectField id={`${id}-priority`} label={m.fieldPriority} value={form.priority} options={PRIORITIES.map((p) => [p, m.priorities[p]])}
              onChange={(value) => set("priority", value as AnnouncementForm["priority"])} />
            <fieldset className="field announcement-type">
              <legend className="field-label">{m.fieldContentType}</legend>
              <div className="announcement-type-choices">
                {CONTENT_TYPES.map((type) => (
                  <label key={type} className="checkbox-label">
                    <input type="radio" name={`${id}-type`} checked={form.contentType === type} onChange={() => set("contentType", type)} />
                    {m.contentTypes[type]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <div className="field">
            <FieldLabel htmlFor={`${id}-content`} label={m.fieldContent} required />
            <textarea id={`${id}-content`} className="input announcement-content-input" rows={8} value={form.content} maxLength={apiLimits.AnnouncementInput.content.maxLength}
              aria-required aria-invalid={invalid("content")} aria-describedby={form.contentType === "html" ? `${id}-html-help` : undefined}
              onChange={(e) => set("content", e.target.value)} />
            {form.contentType === "html" && <p id={`${id}-html-help`} className="field-hint">{m.htmlHelp}</p>}
          </div>
          {form.contentType === "html" && (
            <div className="field">
              <span className="field-label">{m.preview}</span>
              {form.content.trim() ? (
                // sandbox="" runs no script and gives the frame no access to this page.
                <iframe className="announcement-preview" title={m.preview} sandbox="" srcDoc={form.content} />
              ) : (
                <p className="field-hint">{m.previewEmpty}</p>
              )}
            </div>
          )}
          <div className="announcement-form-row">
            <Checkbox label={m.fieldActive} checked={form.isActive} onChange={(checked) => set("isActive", checked)} />
            <Checkbox label={m.fieldPinned} checked={form.isPinned} onChange={(checked) => set("isPinned", checked)} />
          </div>
          <div className="announcement-form-row">
            <div className="field">
              <label className="field-label" htmlFor={`${id}-startDate`}>{m.fieldStart}</label>
              <input id={`${id}-startDate`} className="input" type="date" value={form.startDate} onChange={(e) => set("startDate", e.target.value)} />
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${id}-endDate`}>{m.fieldEnd}</label>
              <input id={`${id}-endDate`} className="input" type="date" value={form.endDate} aria-invalid={invalid("endDate")}
                onChange={(e) => set("endDate", e.target.value)} />
            </div>
          </div>
          <AnnouncementImagesField idPrefix={id} images={form.images} invalid={invalidField === "images"} uploading={uploading}
            disabled={busy} onChange={(images) => set("images", images)} onUploadingChange={setUploading} />
          {error && <AlertBox>{error}</AlertBox>}
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={m.save} busyLabel={m.saving}
          submitDisabled={uploading || !form.title.trim() || !form.content.trim()} />
      </form>
    </Modal>
  );
}
