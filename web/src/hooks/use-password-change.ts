import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { errorMessageOf } from "@/lib/api-client";
import { validatePasswordChange, type PasswordChangeInput } from "@/lib/validation";

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", newPasswordConfirm: "" };

export type PasswordChangeField = keyof PasswordChangeInput;

/**
 * The state of a password change form (current, new, confirmed): checks the input, focuses the
 * first wrong field, sends `{ currentPassword, password }` through `send`, and keeps the server's
 * Korean refusal (or `failedMessage`). Used by the profile and by the first sign-in.
 */
export function usePasswordChange(
  send: (body: { currentPassword: string; password: string }) => Promise<unknown>,
  failedMessage: string,
) {
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<PasswordChangeField | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    newPasswordConfirm: useRef<HTMLInputElement>(null),
  };

  const reset = () => {
    setValues(EMPTY);
    setError(null);
    setInvalidField(null);
  };

  /** Sends the form; resolves true once the password is changed. */
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<boolean> => {
    event.preventDefault();
    if (busy) return false;
    const invalid = validatePasswordChange(values);
    if (invalid) {
      setError(invalid.message);
      setInvalidField(invalid.field);
      refs[invalid.field].current?.focus();
      return false;
    }
    setBusy(true);
    setError(null);
    setInvalidField(null);
    try {
      await send({ currentPassword: values.currentPassword, password: values.newPassword });
      setValues(EMPTY);
      return true;
    } catch (caught) {
      setError(errorMessageOf(caught, failedMessage));
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** The props of one field's input. */
  const field = (name: PasswordChangeField) => ({
    ref: refs[name],
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    "aria-invalid": invalidField === name ? true : undefined,
  });

  return { error, busy, reset, submit, field };
}

export type PasswordChangeForm = ReturnType<typeof usePasswordChange>;
