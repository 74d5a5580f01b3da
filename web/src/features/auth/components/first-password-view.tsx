import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { PasswordChangeFields } from "@/components/password-change-fields";
import { useToast } from "@/components/toast";
import { changePasswordRequest } from "@/features/auth/api";
import { LoginLayout } from "@/features/auth/components/login-brand-panel";
import { authMessages } from "@/features/auth/messages";
import { usePasswordChange } from "@/hooks/use-password-change";
import { errorMessageOf } from "@/lib/api-client";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { fetchMe } from "@/lib/session-api";

/**
 * The first sign-in with a generated password: the login page's frame with nothing but the
 * password change (and signing out). The api refuses everything else until it is done; afterwards
 * the account reads afresh and goes on to its home (/admin for staff).
 */
export function FirstPasswordView() {
  const { logout, updateUser } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const form = usePasswordChange(changePasswordRequest, authMessages.firstPasswordFailed);
  const { error, busy } = form;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!(await form.submit(event))) return;
    try {
      const me = await fetchMe();
      updateUser(me);
      toast.success(authMessages.firstPasswordChanged);
      navigate(homePathFor(me.role), { replace: true });
    } catch (caught) {
      toast.error(errorMessageOf(caught, authMessages.firstPasswordFailed));
    }
  };

  return (
    <LoginLayout heading={authMessages.firstPasswordHeading} subtitle={authMessages.firstPasswordSubtitle}>
      {error && <AlertBox testId="first-password-error">{error}</AlertBox>}
      <form className="form login-form" onSubmit={handleSubmit} noValidate>
        <PasswordChangeFields form={form} autoFocus />
        <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
          {busy ? authMessages.firstPasswordSubmitting : authMessages.firstPasswordSubmit}
        </button>
      </form>
      <p className="login-switch">
        <button type="button" className="link-button" onClick={() => void logout()} disabled={busy}>
          {authMessages.logout}
        </button>
      </p>
    </LoginLayout>
  );
}
