import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { TextField } from "@/components/text-field";
import { authMessages } from "@/features/auth/messages";
import { useSignIn } from "@/features/auth/use-sign-in";
import { errorMessageOf } from "@/lib/api-client";
import { accountFieldMessages } from "@/lib/messages";
import { validateLogin } from "@/lib/validation";

interface LoginFormProps {
  /** Preview mode: submitting does nothing and shows no error. */
  inert?: boolean;
}

type LoginField = "email" | "password";

const FIELDS = {
  email: { type: "text", autoComplete: "username", label: accountFieldMessages.loginIdLabel, placeholder: accountFieldMessages.loginIdPlaceholder },
  password: { type: "password", autoComplete: "current-password", label: accountFieldMessages.passwordLabel, placeholder: accountFieldMessages.passwordPlaceholder },
} as const;

/** Login id and password; the error box sits above the form. Success redirects via the session. */
export function LoginForm({ inert = false }: LoginFormProps) {
  const { login } = useSignIn();
  const [values, setValues] = useState({ email: "", password: "" });
  const { email, password } = values;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  /** A field left empty is marked once an error shows. */
  const missing = { email: email.trim() === "", password: password === "" };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inert || busy) return;
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid.message);
      refs[invalid.field].current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await login(email.trim(), password);
    } catch (caught) {
      setError(errorMessageOf(caught, authMessages.loginFailed));
      setBusy(false);
      refs.password.current?.select();
    }
  };

  const field = (name: LoginField) => ({
    ...FIELDS[name],
    ref: refs[name],
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    "aria-invalid": error !== null && missing[name] ? true : undefined,
  });

  return (
    <>
      {error && <AlertBox testId="login-error">{error}</AlertBox>}
      <form className="form login-form" onSubmit={handleSubmit} noValidate>
        <TextField {...field("email")} required autoFocus />
        <TextField {...field("password")} required />
        <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
          {busy ? authMessages.loginSubmitting : authMessages.loginSubmit}
        </button>
      </form>
    </>
  );
}
