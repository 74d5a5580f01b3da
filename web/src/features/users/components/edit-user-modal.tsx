import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import { updateUser, type UserChanges, type UserListItem } from "@/features/users/api";
import { usersMessages } from "@/features/users/messages";
import { assignableRoles, changedUserFields, editFormOf, type EditForm } from "@/features/users/rules";
import { errorMessageOf } from "@/lib/api-client";
import { accountFieldMessages } from "@/lib/messages";
import type { Role, UserView } from "@/lib/session-api";
import { validateName, validateOptionalPassword } from "@/lib/validation";

interface EditUserModalProps {
  user: UserListItem;
  currentUser: UserView;
  onClose: () => void;
  onSaved: (user: UserListItem, changes: UserChanges) => void;
}

/** Name, role, active flag and an optional new password; only changed fields are sent. */
export function EditUserModal({ user, currentUser, onClose, onSaved }: EditUserModalProps) {
  const original = useMemo(() => editFormOf(user), [user]);
  const [form, setForm] = useState<EditForm>(original);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const self = user.id === currentUser.id;
  const roles = assignableRoles(currentUser);
  // A role the actor may not assign stays visible (disabled) when it is the current one.
  const roleOptions: Role[] = roles.includes(form.role) ? roles : [...roles, form.role];

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const nameError = validateName(form.fullName);
    if (nameError) {
      setError(nameError);
      nameRef.current?.focus();
      return;
    }
    const passwordError = validateOptionalPassword(form.password);
    if (passwordError) {
      setError(passwordError);
      passwordRef.current?.focus();
      return;
    }
    const changes = changedUserFields(original, form);
    if (Object.keys(changes).length === 0) {
      setError(usersMessages.noChanges);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await updateUser(user.id, changes);
      onSaved(saved, changes);
    } catch (caught) {
      setError(errorMessageOf(caught, usersMessages.updateFailed));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={usersMessages.editTitle}
      onClose={onClose}
      busy={busy}
      initialFocusRef={nameRef}
      testId="edit-user-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <div className="modal-body">
          {error && <AlertBox>{error}</AlertBox>}
          <TextField label={accountFieldMessages.loginIdLabel} name="email" value={user.email} readOnly />
          <TextField
            ref={nameRef}
            label={accountFieldMessages.nameLabel}
            name="fullName"
            autoComplete="off"
            value={form.fullName}
            onChange={(event) => setForm({ ...form, fullName: event.target.value })}
            required
          />
          <SelectField
            id={`${id}-role`}
            label={usersMessages.roleLabel}
            value={form.role}
            options={roleOptions.map((role) => [role, usersMessages.roles[role] ?? role, !roles.includes(role)])}
            disabled={self}
            onChange={(value) => setForm({ ...form, role: value as Role })}
          />
          <div className="field field-inline">
            <input
              id={`${id}-active`}
              type="checkbox"
              role="switch"
              className="switch"
              checked={form.isActive}
              disabled={self}
              aria-checked={form.isActive}
              onChange={(event) => setForm({ ...form, isActive: event.target.checked })}
            />
            <label className="field-label" htmlFor={`${id}-active`}>
              {usersMessages.activeLabel}
            </label>
            <span className="field-hint" aria-hidden="true">
              {form.isActive ? usersMessages.activeOn : usersMessages.activeOff}
            </span>
          </div>
          {self && <p className="field-hint">{usersMessages.selfRestriction}</p>}
          <TextField
            ref={passwordRef}
            label={usersMessages.newPasswordLabel}
            hint={usersMessages.newPasswordHint}
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={usersMessages.editSubmit} busyLabel={usersMessages.editSubmitting} />
      </form>
    </Modal>
  );
}
