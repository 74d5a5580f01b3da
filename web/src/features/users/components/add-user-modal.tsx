import { useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { createUser, type NewUserInput, type UserListItem } from "@/features/users/api";
import { usersMessages } from "@/features/users/messages";
import { errorMessageOf } from "@/lib/api-client";
import { validateNewAccount } from "@/lib/validation";

interface AddUserModalProps {
  onClose: () => void;
  onCreated: (user: UserListItem) => void;
}

const EMPTY: NewUserInput = { email: "", password: "", fullName: "" };

/** New account with role user: id letters and digits, password at least 4, name required. */
export function AddUserModal({ onClose, onCreated }: AddUserModalProps) {
  const [values, setValues] = useState<NewUserInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<keyof NewUserInput | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    fullName: useRef<HTMLInputElement>(null),
  };

  const change = (field: keyof NewUserInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateNewAccount(values);
    if (invalid) {
      setError(invalid.message);
      setInvalidField(invalid.field);
      refs[invalid.field].current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setInvalidField(null);
    try {
      const created = await createUser({
        email: values.email.trim(),
        password: values.password,
        fullName: values.fullName.trim(),
      });
      onCreated(created);
    } catch (caught) {
      setError(errorMessageOf(caught, usersMessages.addFailed));
      setBusy(false);
    }
  };

  const invalid = (field: keyof NewUserInput) => (invalidField === field ? true : undefined);

  return (
    <Modal title={usersMessages.addTitle} onClose={onClose} busy={busy} testId="add-user-modal">
      <form onSubmit={handleSubmit} noValidate>
        <div className="modal-body">
          <p className="modal-description">{usersMessages.addDescription}</p>
          {error && <AlertBox>{error}</AlertBox>}
          <TextField
            ref={refs.email}
            label={usersMessages.loginIdLabel}
            hint={usersMessages.loginIdHint}
            name="email"
            autoComplete="off"
            value={values.email}
            onChange={change("email")}
            required
            aria-invalid={invalid("email")}
          />
          <TextField
            ref={refs.password}
            label={usersMessages.passwordLabel}
            hint={usersMessages.passwordHint}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={change("password")}
            required
            aria-invalid={invalid("password")}
          />
          <TextField
            ref={refs.fullName}
            label={usersMessages.nameLabel}
            name="fullName"
            autoComplete="off"
            value={values.fullName}
            onChange={change("fullName")}
            required
            aria-invalid={invalid("fullName")}
          />
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={usersMessages.addSubmit} busyLabel={usersMessages.addSubmitting} />
      </form>
    </Modal>
  );
}
