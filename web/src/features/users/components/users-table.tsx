import type { UserListItem } from "@/features/users/api";
import { RoleBadge, StatusBadge } from "@/features/users/components/role-badge";
import { usersMessages } from "@/features/users/messages";
import { allowedUserActions } from "@/features/users/rules";
import { formatShortDate } from "@/lib/format";
import type { UserView } from "@/lib/session-api";

interface UsersTableProps {
  users: UserListItem[];
  currentUser: UserView;
  loading: boolean;
  onEdit: (user: UserListItem) => void;
  onSwitch: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
  /** Opens the advertiser's slots on the admin slot screen. */
  onSlots: (user: UserListItem) => void;
  /** Pre-allocation mode: issue empty slots to this advertiser. */
  onIssue?: (user: UserListItem) => void;
}

const COLUMNS = [
  usersMessages.columns.loginId,
  usersMessages.columns.name,
  usersMessages.columns.role,
  usersMessages.columns.slots,
  usersMessages.columns.status,
  usersMessages.columns.joinedAt,
  usersMessages.columns.actions,
];

/** The user list; each row offers only the actions the signed-in user may take on it. */
export function UsersTable({ users, currentUser, loading, onEdit, onSwitch, onDelete, onSlots, onIssue }: UsersTableProps) {
  return (
    <div className="table-wrapper">
      <table className="table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{usersMessages.tableCaption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="table-empty">
                {loading ? usersMessages.loading : usersMessages.empty}
              </td>
            </tr>
          ) : (
            users.map((user) => {
              const actions = allowedUserActions(currentUser, user);
              return (
                <tr key={user.id} data-testid={`user-row-${user.email}`}>
                  <td className="cell-strong">{user.email}</td>
                  <td>{user.fullName}</td>
                  <td>
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="cell-number">{usersMessages.slotsUsage(user.usedSlots ?? 0, user.allocatedSlots ?? 0)}</td>
                  <td>
                    <StatusBadge active={user.isActive} />
                  </td>
                  <td>{formatShortDate(user.createdAt)}</td>
                  <td>
                    <div className="row-actions">
                      {actions.edit && (
                        <button type="button" className="button button-small button-secondary" onClick={() => onEdit(user)}>
                          {usersMessages.editAction}
                        </button>
                      )}
                      {actions.switchUser && (
                        <button type="button" className="button button-small button-info" onClick={() => onSwitch(user)}>
                          {usersMessages.switchAction}
                        </button>
                      )}
                      {user.role === "user" && (
                        <button type="button" className="button button-small button-secondary" onClick={() => onSlots(user)}>
                          {usersMessages.slotsAction}
                        </button>
                      )}
                      {onIssue && user.role === "user" && user.isActive && (
                        <button type="button" className="button button-small button-primary" onClick={() => onIssue(user)}>
                          {usersMessages.issueAction}
                        </button>
                      )}
                      {actions.delete && (
                        <button type="button" className="button button-small button-danger-outline" onClick={() => onDelete(user)}>
                          {usersMessages.deleteAction}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
