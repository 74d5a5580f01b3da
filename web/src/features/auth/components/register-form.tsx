import { AccountFields, useAccountForm } from "@/components/account-fields";
import { AlertBox } from "@/components/alert-box";
import { authMessages } from "@/features/auth/messages";
import { useSignIn } from "@/features/auth/use-sign-in";
import { validateRegistration } from "@/lib/validation";

interface RegisterFormProps {
  inert?: boolean;
}

/** Sign-up: checks the fields, registers (which signs in) and lets the session redirect to /slots. */
export function RegisterForm({ inert = false }: RegisterFormProps) {
  const { register } = useSignIn();
  const form = useAccountForm({
    empty: { email: "", password: "", passwordConfirm: "", fullName: "" },
    validate: validateRegistration,
    send: register,
    failed: authMessages.registerFailed,
    inert,
  });
  return (
    <>
      {form.error && <AlertBox testId="register-error">{form.error}</AlertBox>}
      <form className="form register-form" onSubmit={form.onSubmit} noValidate>
        <AccountFields form={form} signUp />
        <button type="submit" className="button button-primary button-block button-large" disabled={form.busy}>
          {form.busy ? authMessages.registerSubmitting : authMessages.registerSubmit}
        </button>
      </form>
    </>
  );
}
