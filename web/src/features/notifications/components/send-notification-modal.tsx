import { useId, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Checkbox } from "@/components/checkbox";
import { useConfirm } from "@/components/confirm-dialog";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { FieldLabel } from "@/components/text-field";
import { sendNotification } from "@/features/notifications/admin-api";
import { RecipientPicker } from "@/features/notifications/components/recipient-picker";
import { sendMessages as m } from "@/features/notifications/messages";
import {
  AUDIENCES,
  MAX_MESSAGE,
  MAX_SECONDS,
  MAX_TITLE,
  MIN_SECONDS,
  NOTIFICATION_TYPES,
  checkSendForm,
  initialSendForm,
  toggleRecipient,
  typeLabel,
  type SendField,
  type SendForm,
} from "@/features/notifications/send-form";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";

interface SendNotificationModalProps {
  /** The `notificationDuration` setting, in milliseconds. */
  defaultDurationMs: number;
  onClose: () => void;
  /** Sent: the modal closes and the page says so. */
  onSent: () => void;
}

/**
 * The send modal (spec part 2 §2, §5): one advertiser, several picked ones (up to 100) or
 * everyone; type, title, message, priority, auto close and its duration. The form's rules are the
 * server's, so a mistake is named at its field before anything is sent; a send to everyone asks
 * first. The answer comes at once: a worker writes the recipients' rows.
 */
export function SendNotificationModal({ defaultDurationMs, onClose, onSent }: SendNotificationModalProps) {
  const id = useId();
  const confirm = useConfirm();
  const [form, setForm] = useState<SendForm>(() => initialSendForm(defaultDurationMs));
  const { error, invalid: invalidField, setError, report } = useFieldProblem<SendField>((field) => document.getElementById(`${id}-${field}`)?.focus());
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof SendForm>(key: K, value: SendForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const invalid = (field: SendField) => (invalidField === field ? true : undefined);
  const describedBy = (field: SendField) => (invalidField === field ? `${id}-problem` : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkSendForm(form);
    report(check.ok ? null : check);
    if (!check.ok) return;
    if (form.audience === "all" && !(await confirm({ title: m.confirmTitle, message: m.confirmAll, confirmLabel: m.submit }))) return;
    setBusy(true);
    try {
      await sendNotification(check.body);
      onSent();
    } catch (caught) {
      setError(errorMessageOf(caught, m.failed));
      setBusy(false);
    }
  };

  return (
    <Modal title={m.modalTitle} onClose={onClose} busy={busy} size="large" testId="send-notification-modal">
      <form onSubmit={submit} noValidate>
        <div className="modal-body send-notification-form">
          <fieldset className="send-audience">
            <legend className="field-label">{m.recipientsLabel}</legend>
            <div className="send-audience-choices">
              {AUDIENCES.map((audience) => (
                <label key={audience} className="checkbox-label">
                  <input
                    type="radio"
                    name={`${id}-audience`}
                    value={audience}
                    checked={form.audience === audience}
                    onChange={() =>
                      setForm((current) => ({
                        ...current,
                        audience,
                        recipients: audience === "one" ? current.recipients.slice(0, 1) : current.recipients,
                      }))
                    }
                  />
                  {m.audiences[audience]}
                </label>
              ))}
            </div>
            {form.audience === "all" ? (
              <p className="field-hint">{m.audienceAllHint}</p>
            ) : (
              <RecipientPicker
                id={`${id}-recipients`}
                single={form.audience === "one"}
                selected={form.recipients}
                invalid={invalid("recipients")}
                onToggle={(recipient) => set("recipients", toggleRecipient(form, recipient))}
              />
            )}
          </fieldset>

          <div className="field">
            <label className="field-label" htmlFor={`${id}-type`}>{m.typeLabel}</label>
            <select id={`${id}-type`} className="input" value={form.type} onChange={(e) => set("type", e.target.value as SendForm["type"])}>
              {NOTIFICATION_TYPES.map((type) => (
                <option key={type} value={type}>{typeLabel(type)}</option>
              ))}
            </select>
          </div>

          <div className="field">
            <FieldLabel htmlFor={`${id}-title`} label={m.titleLabel} required>
              <span className="field-counter" aria-hidden="true">{m.counter([...form.title].length, MAX_TITLE)}</span>
            </FieldLabel>
            <input id={`${id}-title`} className="input" value={form.title} maxLength={MAX_TITLE} placeholder={m.titlePlaceholder}
              aria-required aria-invalid={invalid("title")} aria-describedby={describedBy("title")}
              onChange={(e) => set("title", e.target.value)} />
          </div>

          <div className="field">
            <FieldLabel htmlFor={`${id}-message`} label={m.messageLabel} required>
              <span className="field-counter" aria-hidden="true">{m.counter([...form.message].length, MAX_MESSAGE)}</span>
            </FieldLabel>
            <textarea id={`${id}-message`} className="input" rows={4} value={form.message} maxLength={MAX_MESSAGE}
              placeholder={m.messagePlaceholder} aria-required aria-invalid={invalid("message")} aria-describedby={describedBy("message")}
              onChange={(e) => set("message", e.target.value)} />
          </div>

          <div className="send-options">
            <Checkbox label={m.highLabel} checked={form.high} onChange={(checked) => set("high", checked)} />
            <Checkbox label={m.autoCloseLabel} checked={form.autoClose} onChange={(checked) => set("autoClose", checked)} />
            <div className="field send-seconds">
              <label className="field-label" htmlFor={`${id}-seconds`}>{m.secondsLabel}</label>
              <input id={`${id}-seconds`} className="input" type="number" inputMode="numeric" min={MIN_SECONDS} max={MAX_SECONDS}
                value={form.seconds} disabled={!form.autoClose} aria-invalid={invalid("seconds")}
                aria-describedby={invalidField === "seconds" ? `${id}-problem` : `${id}-seconds-hint`}
                onChange={(e) => set("seconds", e.target.value)} />
              <p id={`${id}-seconds-hint`} className="field-hint">{m.secondsHint(MIN_SECONDS, MAX_SECONDS)}</p>
            </div>
          </div>

          {error && (
            <div id={`${id}-problem`}>
              <AlertBox>{error}</AlertBox>
            </div>
          )}
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={m.submit} busyLabel={m.submitting} />
      </form>
    </Modal>
  );
}
