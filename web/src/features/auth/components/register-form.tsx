import { useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { TextField } from "@/components/text-field";
import { authMessages } from "@/features/auth/messages";
import { useSignIn } from "@/features/auth/use-sign-in";
import { errorMessageOf } from "@/lib/api-client";
import { validateRegistration, type RegistrationInput } from "@/lib/validation";

interface RegisterFormProps {
  inert?: boolean;
}

const EMPTY: RegistrationInput = { email: "", password: "", passwordConfirm: "", fullName: "" };

/** Sign-up: checks the fields, registers (which signs in) and lets the session redirect to /slots. */
export function RegisterForm({ inert = false }: RegisterFormProps) {
  const { register } = useSignIn();
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<keyof RegistrationInput | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    passwordConfirm: useRef<HTMLInputElement>(null),
    fullName: useRef<HTMLInputElement>(null),
  };

  const change = (field: keyof RegistrationInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inert || busy) return;
    const invalid = validateRegistration(values);
    if (invalid) {
      setError(invalid.message);
      setInvalidField(invalid.field);
      refs[invalid.field].current?.focus();
      return;
    }
    setError(null);
    setInvalidField(null);
    setBusy(true);
    try {
      await register({ email: values.email.trim(), password: values.password, fullName: values.fullName.trim() });
    } catch (caught) {
      setError(errorMessageOf(caught, authMessages.registerFailed));
      setBusy(false);
    }
  };

  const invalid = (field: keyof RegistrationInput) => (invalidField === field ? true : undefined);

  return (
    <>
      {error && <AlertBox testId="register-error">{error}</AlertBox>}
      <form className="form register-form" onSubmit={handleSubmit} noValidate>
        <TextField
          ref={refs.email}
          label={authMessages.loginIdLabel}
          hint={authMessages.loginIdHint}
          name="email"
          autoComplete="username"
          placeholder={authMessages.loginIdPlaceholder}
          value={values.email}
          onChange={change("email")}
          required
          autoFocus
          aria-invalid={invalid("email")}
        />
        <TextField
          ref={refs.password}
          label={authMessages.passwordLabel}
          hint={authMessages.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={authMessages.passwordPlaceholder}
          value={values.password}
          onChange={change("password")}
          required
          aria-invalid={invalid("password")}
        />
        <TextField
          ref={refs.passwordConfirm}
          label={authMessages.passwordConfirmLabel}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          placeholder={authMessages.passwordConfirmPlaceholder}
          value={values.passwordConfirm}
          onChange={change("passwordConfirm")}
          required
          aria-invalid={invalid("passwordConfirm")}
        />
        <TextField
          ref={refs.fullName}
          label={authMessages.nameLabel}
          name="fullName"
          autoComplete="name"
          placeholder={authMessages.namePlaceholder}
          value={values.fullName}
          onChange={change("fullName")}
          required
          aria-invalid={invalid("fullName")}
        />
        <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
          {busy ? authMessages.registerSubmitting : authMessages.registerSubmit}
        </button>
      </form>
    </>
  );
}
