import { useRef, useState, type FormEvent } from "react";
import { TextField } from "@/components/text-field";
import { errorMessageOf } from "@/lib/api-client";
import { accountFieldMessages as m } from "@/lib/messages";
import { PASSWORD_MIN_LENGTH, type FieldError, type NewAccountInput, type RegistrationInput } from "@/lib/validation";

type Field = keyof RegistrationInput;

interface AccountFormOptions<V extends NewAccountInput> {
  empty: V;
  /** The first failing rule (`validateNewAccount`, `validateRegistration`). */
  validate: (values: V) => FieldError<Field> | null;
  /** Sends the trimmed account; a throw shows its message (or `failed`). On success the form stays busy. */
  send: (account: NewAccountInput) => Promise<unknown>;
  failed: string;
  /** The form is shown but may not be sent (the login page's preview). */
  inert?: boolean;
}

/** An account form's state: the values, the error shown above it, the invalid field, busy. */
export interface AccountForm<V extends NewAccountInput> {
  values: V;
  error: string | null;
  busy: boolean;
  invalidField: Field | null;
  refs: { current: Partial<Record<Field, HTMLInputElement | null>> };
  change: (field: Field, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * The state and submit of a new account's form (sign-up, an admin adding a user): the rules are
 * checked first and the first invalid field focused; the server's message is shown as it came.
 */
export function useAccountForm<V extends NewAccountInput>({ empty, validate, send, failed, inert = false }: AccountFormOptions<V>): AccountForm<V> {
  const [values, setValues] = useState<V>(empty);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inert || busy) return;
    const invalid = validate(values);
    if (invalid) {
      setError(invalid.message);
      setInvalidField(invalid.field);
      refs.current[invalid.field]?.focus();
      return;
    }
    setError(null);
    setInvalidField(null);
    setBusy(true);
    try {
      await send({ email: values.email.trim(), password: values.password, fullName: values.fullName.trim() });
    } catch (caught) {
      setError(errorMessageOf(caught, failed));
      setBusy(false);
    }
  };

  return { values, error, busy, invalidField, refs, change, onSubmit };
}

interface AccountFieldsProps<V extends NewAccountInput> {
  form: AccountForm<V>;
  /** Sign-up: placeholders, the browser's own-account autofill and focus on the first field. */
  signUp?: boolean;
}

/** Login id, password, its confirmation (when the form has one) and name, in that order. */
export function AccountFields<V extends NewAccountInput>({ form, signUp = false }: AccountFieldsProps<V>) {
  const field = (name: Field) => ({
    ref: (element: HTMLInputElement | null) => {
      form.refs.current[name] = element;
    },
    name,
    value: (form.values as Partial<RegistrationInput>)[name] ?? "",
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
    required: true,
    "aria-invalid": form.invalidField === name ? true : undefined,
  });
  const placeholder = (text: string) => (signUp ? text : undefined);
  return (
    <>
      <TextField
        {...field("email")}
        label={m.loginIdLabel}
        hint={m.loginIdHint}
        autoComplete={signUp ? "username" : "off"}
        placeholder={placeholder(m.loginIdPlaceholder)}
        autoFocus={signUp || undefined}
      />
      <TextField
        {...field("password")}
        label={m.passwordLabel}
        hint={m.passwordHint(PASSWORD_MIN_LENGTH)}
        type="password"
        autoComplete="new-password"
        placeholder={placeholder(m.passwordPlaceholder)}
      />
      {"passwordConfirm" in form.values && (
        <TextField
          {...field("passwordConfirm")}
          label={m.passwordConfirmLabel}
          type="password"
          autoComplete="new-password"
          placeholder={placeholder(m.passwordConfirmPlaceholder)}
        />
      )}
      <TextField
        {...field("fullName")}
        label={m.nameLabel}
        autoComplete={signUp ? "name" : "off"}
        placeholder={placeholder(m.namePlaceholder)}
      />
    </>
  );
}
