import { useId } from "react";
import { AlertBox } from "@/components/alert-box";
import { PasswordChangeFields } from "@/components/password-change-fields";
import { useToast } from "@/components/toast";
import { changePassword } from "@/features/profile/api";
import { profileMessages } from "@/features/profile/messages";
import { usePasswordChange } from "@/hooks/use-password-change";

/** Current, new and confirmed password with security tips; reset clears, save sends. */
export function PasswordForm() {
  const toast = useToast();
  const titleId = useId();
  const form = usePasswordChange(changePassword, profileMessages.passwordChangeFailed);
  const { error, busy } = form;

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (await form.submit(event)) toast.success(profileMessages.passwordChanged);
  };

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
        <form className="form" onSubmit={handleSubmit} onReset={form.reset} noValidate>
          <PasswordChangeFields form={form} />
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
