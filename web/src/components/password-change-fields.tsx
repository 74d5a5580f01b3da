import { TextField } from "@/components/text-field";
import type { PasswordChangeField, PasswordChangeForm } from "@/hooks/use-password-change";
import { passwordChangeMessages as m } from "@/lib/messages";
import { PASSWORD_MIN_LENGTH } from "@/lib/validation";

const FIELDS: ReadonlyArray<{ name: PasswordChangeField; label: string; hint?: string; autoComplete: string }> = [
  { name: "currentPassword", label: m.currentPasswordLabel, autoComplete: "current-password" },
  { name: "newPassword", label: m.newPasswordLabel, hint: m.newPasswordHint(PASSWORD_MIN_LENGTH), autoComplete: "new-password" },
  { name: "newPasswordConfirm", label: m.newPasswordConfirmLabel, autoComplete: "new-password" },
];

/** The three inputs of a password change (`usePasswordChange`); `autoFocus` goes to the first. */
export function PasswordChangeFields({ form, autoFocus }: { form: PasswordChangeForm; autoFocus?: boolean }) {
  return (
    <>
      {FIELDS.map(({ name, ...text }, index) => (
        <TextField key={name} {...form.field(name)} {...text} type="password" required autoFocus={index === 0 ? autoFocus : undefined} />
      ))}
    </>
  );
}
