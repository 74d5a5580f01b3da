import { useId, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormButtons } from "@/components/form-modal-footer";
import { PanelHeader } from "@/components/panel-header";
import { TextField } from "@/components/text-field";
import { useToast } from "@/components/toast";
import { updateProfile } from "@/features/profile/api";
import { profileMessages } from "@/features/profile/messages";
import { errorMessageOf } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useSession } from "@/lib/session";
import type { UserView } from "@/lib/session-api";
import { validateName } from "@/lib/validation";

/** Name is editable after the edit button; login id and join date are read-only. Saves with PUT /auth/profile. */
export function BasicInfoForm({ user }: { user: UserView }) {
  const { updateUser } = useSession();
  const toast = useToast();
  const titleId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [fullName, setFullName] = useState(user.fullName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const startEditing = () => {
    setFullName(user.fullName);
    setError(null);
    setEditing(true);
    requestAnimationFrame(() => nameRef.current?.focus());
  };

  const cancel = () => {
    setFullName(user.fullName);
    setError(null);
    setEditing(false);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing || busy) return;
    const invalid = validateName(fullName);
    if (invalid) {
      setError(invalid);
      nameRef.current?.focus();
      return;
    }
    if (fullName.trim() === user.fullName) {
      setEditing(false);
      setError(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await updateProfile({ fullName: fullName.trim() });
      updateUser({ ...user, ...updated });
      setEditing(false);
      toast.success(profileMessages.profileUpdated);
    } catch (caught) {
      setError(errorMessageOf(caught, profileMessages.profileUpdateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <PanelHeader titleId={titleId} title={profileMessages.basicInfoTitle} description={profileMessages.basicInfoDescription}>
        {!editing && (
          <button type="button" className="button button-secondary" onClick={startEditing}>
            {profileMessages.editButton}
          </button>
        )}
      </PanelHeader>
      {error && <AlertBox>{error}</AlertBox>}
      <form className="form form-grid" onSubmit={handleSubmit} noValidate>
        <TextField label={profileMessages.loginIdLabel} value={user.email} readOnly name="email" />
        <TextField
          ref={nameRef}
          label={profileMessages.nameLabel}
          name="fullName"
          value={editing ? fullName : user.fullName}
          readOnly={!editing}
          required={editing}
          onChange={(event) => setFullName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && editing) cancel();
          }}
          autoComplete="name"
        />
        <TextField label={profileMessages.joinDateLabel} value={formatDate(user.createdAt)} readOnly name="createdAt" />
        {editing && (
          <FormButtons
            className="form-actions"
            secondary={{ label: profileMessages.cancelButton, onClick: cancel }}
            busy={busy}
            submitLabel={profileMessages.saveButton}
            busyLabel={profileMessages.savingButton}
            submitTestId="profile-save"
          />
        )}
      </form>
    </section>
  );
}
