import { TextField } from "@/components/text-field";
import type { PasswordChangeForm } from "@/hooks/use-password-change";
import { passwordChangeMessages as m } from "@/lib/messages";
import { PASSWORD_MIN_LENGTH } from "@/lib/validation";

/** The three inputs of a password change (`usePasswordChange`). */
export function PasswordChangeFields({ form, autoFocus }: { form: PasswordChangeForm; autoFocus?: boolean }) {
  return (
    <>
      <TextField
        {...form.field("currentPassword")}
        label={m.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        required
        autoFocus={autoFocus}
      />
      <TextField
        {...form.field("newPassword")}
        label={m.newPasswordLabel}
        hint={m.newPasswordHint(PASSWORD_MIN_LENGTH)}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...form.field("newPasswordConfirm")}
        label={m.newPasswordConfirmLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
