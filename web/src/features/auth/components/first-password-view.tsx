import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { TextField } from "@/components/text-field";
import { useToast } from "@/components/toast";
import { changePasswordRequest } from "@/features/auth/api";
import { LoginBrandPanel } from "@/features/auth/components/login-brand-panel";
import { authMessages } from "@/features/auth/messages";
import { errorMessageOf } from "@/lib/api-client";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { fetchMe } from "@/lib/session-api";
import { useSiteSettings } from "@/lib/site-settings";
import { validatePasswordChange, type PasswordChangeInput } from "@/lib/validation";

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", newPasswordConfirm: "" };

/**
 * The first sign-in with a generated password: the login page's frame with nothing but the
 * password change (and signing out). The api refuses everything else until it is done; afterwards
 * the account reads afresh and goes on to its home (/admin for staff).
 */
export function FirstPasswordView() {
  const { settings } = useSiteSettings();
  const { logout, updateUser } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
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
      await changePasswordRequest({ currentPassword: values.currentPassword, password: values.newPassword });
      const me = await fetchMe();
      updateUser(me);
      toast.success(authMessages.firstPasswordChanged);
      navigate(homePathFor(me.role), { replace: true });
    } catch (caught) {
      setError(errorMessageOf(caught, authMessages.firstPasswordFailed));
      setBusy(false);
    }
  };

  const invalid = (field: keyof PasswordChangeInput) => (invalidField === field ? true : undefined);

  return (
    <div className="login-page">
      <LoginBrandPanel siteName={settings.siteName} siteTitle={settings.siteTitle} logoUrl={settings.logoUrl} />
      <main className="login-main">
        <div className="login-card">
          <header className="login-card-header">
            <h1 className="login-heading">{authMessages.firstPasswordHeading}</h1>
            <p className="login-subtitle">{authMessages.firstPasswordSubtitle}</p>
          </header>
          {error && <AlertBox testId="first-password-error">{error}</AlertBox>}
          <form className="form login-form" onSubmit={handleSubmit} noValidate>
            <TextField
              ref={refs.currentPassword}
              label={authMessages.currentPasswordLabel}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={change("currentPassword")}
              required
              autoFocus
              aria-invalid={invalid("currentPassword")}
            />
            <TextField
              ref={refs.newPassword}
              label={authMessages.newPasswordLabel}
              hint={authMessages.newPasswordHint}
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
              label={authMessages.newPasswordConfirmLabel}
              type="password"
              name="newPasswordConfirm"
              autoComplete="new-password"
              value={values.newPasswordConfirm}
              onChange={change("newPasswordConfirm")}
              required
              aria-invalid={invalid("newPasswordConfirm")}
            />
            <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
              {busy ? authMessages.firstPasswordSubmitting : authMessages.firstPasswordSubmit}
            </button>
          </form>
          <p className="login-switch">
            <button type="button" className="link-button" onClick={() => void logout()} disabled={busy}>
              {authMessages.logout}
            </button>
          </p>
        </div>
      </main>
    </div>
  );
}
