import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/data-table";
import { RowActions, type RowAction } from "@/components/row-menu";
import type { UserListItem } from "@/features/users/api";
import { RoleBadge, StatusBadge } from "@/features/users/components/role-badge";
import { usersMessages } from "@/features/users/messages";
import { allowedUserActions } from "@/features/users/rules";
import { formatDate } from "@/lib/format";
import type { UserView } from "@/lib/session-api";

interface UsersTableProps {
  users: UserListItem[];
  currentUser: UserView;
  loading: boolean;
  /** The empty list's state (no users, or a search that found none). */
  emptyText: ReactNode;
  onEdit: (user: UserListItem) => void;
  onSwitch: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
  /** Opens the advertiser's slots on the admin slot screen. */
  onSlots: (user: UserListItem) => void;
  /** Pre-allocation mode: issue empty slots to this advertiser. */
  onIssue?: (user: UserListItem) => void;
  /** The advertiser's effect report (period and format in a dialog). */
  onReport?: (user: UserListItem) => void;
}

type RowActionsProps = Omit<UsersTableProps, "users" | "loading" | "emptyText"> & { user: UserListItem };

/**
 * Only the actions the signed-in user may take on this row: edit, slots and issue on the row, the
 * rarer effect report, switch-user and delete (behind its confirmation) in the row's "more" menu,
 * so a row stays one line.
 */
function UserActions({ user, currentUser, onEdit, onSwitch, onDelete, onSlots, onIssue, onReport }: RowActionsProps) {
  const actions = allowedUserActions(currentUser, user);
  const advertiser = user.role === "user";
  // In order: whether the row shows it, where (on the row or in the menu), its tone, text and what it does.
  type Entry = [shown: boolean, inMenu: boolean, tone: RowAction["tone"], label: string, act: ((user: UserListItem) => void) | undefined];
  const entries: Entry[] = [
    [actions.edit, false, "secondary", usersMessages.editAction, onEdit],
    [advertiser, false, "secondary", usersMessages.slotsAction, onSlots],
    [advertiser && user.isActive, false, "primary", usersMessages.issueAction, onIssue],
    [advertiser, true, "secondary", usersMessages.reportAction, onReport],
    [actions.switchUser, true, "secondary", usersMessages.switchAction, onSwitch],
    [actions.delete, true, "danger-outline", usersMessages.deleteAction, onDelete],
  ];
  const pick = (menu: boolean) =>
    entries.flatMap(([show, inMenu, tone, label, act]) =>
      show && act && inMenu === menu ? [{ key: label, label, tone, onSelect: () => act(user) }] : [],
    );
  return <RowActions actions={pick(false)} more={pick(true)} menuLabel={usersMessages.rowMenu(user.email)} />;
}

/**
 * The user list; each row offers only the actions the signed-in user may take on it. On a phone each
 * user is a card headed by the login id, its actions in one menu.
 */
export function UsersTable({ users, loading, emptyText, ...actions }: UsersTableProps) {
  const c = usersMessages.columns;
  const columns: Array<Column<UserListItem>> = [
    { header: c.loginId, className: "cell-strong", phone: "title", cell: (user) => user.email },
    {
      header: c.name,
      cell: (user) => (
        <span className="users-name" title={user.fullName}>
          {user.fullName}
        </span>
      ),
    },
    { header: c.role, cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: c.slots,
      className: "cell-number",
      cell: (user) => usersMessages.slotsUsage(user.usedSlots ?? 0, user.allocatedSlots ?? 0),
    },
    { header: c.status, cell: (user) => <StatusBadge active={user.isActive} /> },
    { header: c.joinedAt, className: "admin-nowrap", phone: "hidden", cell: (user) => formatDate(user.createdAt) },
    { header: c.actions, phone: "menu", cell: (user) => <UserActions user={user} {...actions} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowTestId={(user) => `user-row-${user.email}`}
      caption={usersMessages.tableCaption}
      className="users-table"
      stack
      loading={loading}
      loadingText={usersMessages.loading}
      emptyText={emptyText}
    />
  );
}
