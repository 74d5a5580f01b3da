import { useId } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormButtons } from "@/components/form-modal-footer";
import { PanelHeader } from "@/components/panel-header";
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
      <PanelHeader titleId={titleId} title={profileMessages.passwordTitle} description={profileMessages.passwordDescription} />
      {error && <AlertBox testId="password-error">{error}</AlertBox>}
      <div className="password-layout">
        <form className="form" onSubmit={handleSubmit} onReset={form.reset} noValidate>
          <PasswordChangeFields form={form} />
          <FormButtons
            className="form-actions"
            secondary={{ label: profileMessages.resetButton }}
            busy={busy}
            submitLabel={profileMessages.passwordSaveButton}
            busyLabel={profileMessages.passwordSavingButton}
            submitTestId="password-save"
          />
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
