import { AccountFields, useAccountForm } from "@/components/account-fields";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { createUser, type UserListItem } from "@/features/users/api";
import { usersMessages } from "@/features/users/messages";
import { validateNewAccount } from "@/lib/validation";

interface AddUserModalProps {
  onClose: () => void;
  onCreated: (user: UserListItem) => void;
}

/** New account with role user: id letters and digits, password at least 4, name required. */
export function AddUserModal({ onClose, onCreated }: AddUserModalProps) {
  const form = useAccountForm({
    empty: { email: "", password: "", fullName: "" },
    validate: validateNewAccount,
    send: async (account) => onCreated(await createUser(account)),
    failed: usersMessages.addFailed,
  });
  return (
    <Modal title={usersMessages.addTitle} onClose={onClose} busy={form.busy} testId="add-user-modal">
      <form onSubmit={form.onSubmit} noValidate>
        <div className="modal-body">
          <p className="modal-description">{usersMessages.addDescription}</p>
          {form.error && <AlertBox>{form.error}</AlertBox>}
          <AccountFields form={form} />
        </div>
        <FormModalFooter onCancel={onClose} busy={form.busy} submitLabel={usersMessages.addSubmit} busyLabel={usersMessages.addSubmitting} />
      </form>
    </Modal>
  );
}
