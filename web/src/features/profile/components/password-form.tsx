import { useId, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { TextField } from "@/components/text-field";
import { useToast } from "@/components/toast";
import { changePassword } from "@/features/profile/api";
import { profileMessages } from "@/features/profile/messages";
import { errorMessageOf } from "@/lib/api-client";
import { validatePasswordChange, type PasswordChangeInput } from "@/lib/validation";

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", newPasswordConfirm: "" };

/** Current, new and confirmed password with security tips; reset clears, save sends. */
export function PasswordForm() {
  const toast = useToast();
  const titleId = useId();
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<keyof PasswordChangeInput | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    newPasswordConfirm: useRef<HTMLInputElement>(null),
  };

  const change = (field: keyof PasswordChangeInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const reset = () => {
    setValues(EMPTY);
    setError(null);
    setInvalidField(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validatePasswordChange(values);
    if (invalid) {
      setError(invalid.message);
      setInvalidField(invalid.field);
      refs[invalid.field].current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setInvalidField(null);
    try {
      await changePassword({ currentPassword: values.currentPassword, password: values.newPassword });
      setValues(EMPTY);
      toast.success(profileMessages.passwordChanged);
    } catch (caught) {
      setError(errorMessageOf(caught, profileMessages.passwordChangeFailed));
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: keyof PasswordChangeInput) => (invalidField === field ? true : undefined);

  return (
    <section className="panel" aria-labelledby={titleId}>
      <header className="panel-header">
        <div>
          <h2 id={titleId} className="panel-title">
            {profileMessages.passwordTitle}
          </h2>
          <p className="panel-description">{profileMessages.passwordDescription}</p>
        </div>
      </header>
      {error && <AlertBox testId="password-error">{error}</AlertBox>}
      <div className="password-layout">
        <form className="form" onSubmit={handleSubmit} onReset={reset} noValidate>
          <TextField
            ref={refs.currentPassword}
            label={profileMessages.currentPasswordLabel}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={change("currentPassword")}
            required
            aria-invalid={invalid("currentPassword")}
          />
          <TextField
            ref={refs.newPassword}
            label={profileMessages.newPasswordLabel}
            hint={profileMessages.newPasswordHint}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={change("newPassword")}
            required
            aria-invalid={invalid("newPassword")}
          />
          <TextField
            ref={refs.newPasswordConfirm}
            label={profileMessages.newPasswordConfirmLabel}
            type="password"
            name="newPasswordConfirm"
            autoComplete="new-password"
            value={values.newPasswordConfirm}
            onChange={change("newPasswordConfirm")}
            required
            aria-invalid={invalid("newPasswordConfirm")}
          />
          <div className="form-actions">
            <button type="reset" className="button button-secondary" disabled={busy}>
              {profileMessages.resetButton}
            </button>
            <button type="submit" className="button button-primary" disabled={busy} data-testid="password-save">
              {busy ? profileMessages.passwordSavingButton : profileMessages.passwordSaveButton}
            </button>
          </div>
        </form>
        <aside className="security-tips" aria-label={profileMessages.securityTipsTitle}>
          <h3 className="security-tips-title">{profileMessages.securityTipsTitle}</h3>
          <ul>
            {profileMessages.securityTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
