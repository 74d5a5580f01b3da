import { useRef, useState, type FormEvent } from "react";
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

/** Login id and password; the error box sits above the form. Success redirects via the session. */
export function LoginForm({ inert = false }: LoginFormProps) {
  const { login } = useSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inert || busy) return;
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid.message);
      (invalid.field === "email" ? emailRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await login(email.trim(), password);
    } catch (caught) {
      setError(errorMessageOf(caught, authMessages.loginFailed));
      setBusy(false);
      passwordRef.current?.select();
    }
  };

  return (
    <>
      {error && <AlertBox testId="login-error">{error}</AlertBox>}
      <form className="form login-form" onSubmit={handleSubmit} noValidate>
        <TextField
          ref={emailRef}
          label={accountFieldMessages.loginIdLabel}
          name="email"
          type="text"
          autoComplete="username"
          placeholder={accountFieldMessages.loginIdPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
          aria-invalid={error !== null && email.trim() === "" ? true : undefined}
        />
        <TextField
          ref={passwordRef}
          label={accountFieldMessages.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={accountFieldMessages.passwordPlaceholder}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          aria-invalid={error !== null && password === "" ? true : undefined}
        />
        <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
          {busy ? authMessages.loginSubmitting : authMessages.loginSubmit}
        </button>
      </form>
    </>
  );
}
