import { useEffect, useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { LoginLayout } from "@/features/auth/components/login-brand-panel";
import { LoginForm } from "@/features/auth/components/login-form";
import { RegisterForm } from "@/features/auth/components/register-form";
import { authMessages } from "@/features/auth/messages";
import { clearAuthMessage, peekAuthMessage } from "@/lib/session-storage";
import { useSiteSettings } from "@/lib/site-settings";

interface LoginViewProps {
  /** /login-preview: nothing is sent, no error is shown, the stored message is left alone. */
  preview?: boolean;
}

/**
 * The login page (spec part 1 §2 "Public"): brand panel about 30% wide, form about 70%, and while
 * registration is open a switch to the sign-up form and back.
 */
export function LoginView({ preview = false }: LoginViewProps) {
  const { settings } = useSiteSettings();
  const [mode, setMode] = useState<"login" | "register">("login");
  const [notice] = useState(() => (preview ? null : peekAuthMessage()));

  useEffect(() => {
    if (!preview) clearAuthMessage();
  }, [preview]);

  const registering = mode === "register" && settings.registrationEnabled;

  return (
    <LoginLayout
      heading={registering ? authMessages.registerHeading : authMessages.loginHeading}
      subtitle={registering ? authMessages.registerSubtitle : authMessages.loginSubtitle}
    >
      {notice && (
        <AlertBox kind="warning" testId="auth-message">
          {notice}
        </AlertBox>
      )}
      {registering ? <RegisterForm inert={preview} /> : <LoginForm inert={preview} />}
      {settings.registrationEnabled && (
        <p className="login-switch">
          <span>{registering ? authMessages.haveAccount : authMessages.noAccount}</span>{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => setMode(registering ? "login" : "register")}
          >
            {registering ? authMessages.backToLogin : authMessages.registerToggle}
          </button>
        </p>
      )}
    </LoginLayout>
  );
}
