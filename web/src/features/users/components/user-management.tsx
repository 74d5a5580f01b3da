import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { EmptyState, NoSearchResults } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { useConfirm } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { useToast } from "@/components/toast";
import {
  deleteUser,
  revalidateUsers,
  useUsers,
  type StatusFilter,
  type UserChanges,
  type UserListItem,
} from "@/features/users/api";
import { AddUserModal } from "@/features/users/components/add-user-modal";
import { EditUserModal } from "@/features/users/components/edit-user-modal";
import { UsersTable } from "@/features/users/components/users-table";
import { UsersToolbar } from "@/features/users/components/users-toolbar";
import { usersMessages } from "@/features/users/messages";
import { useBackToLastPage } from "@/hooks/use-back-to-last-page";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { errorMessageOf } from "@/lib/api-client";
import { useSession } from "@/lib/session";

/** Spec part 1 §9: search waits 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

/** The user management screen: filters, table, pagination and the add/edit/delete/switch flows. */
interface UserManagementProps {
  title: string;
  /**
   * Pre-allocation mode: the issue modal for an advertiser (the route supplies it; `close` when
   * done). Without it the row has no issue action.
   */
  renderIssue?: (user: UserListItem, close: () => void) => ReactNode;
  /** An advertiser's effect report dialog (the route supplies it). Without it the row has none. */
  renderReport?: (user: UserListItem, close: () => void) => ReactNode;
}

export function UserManagement({ title, renderIssue, renderReport }: UserManagementProps) {
  const { user: currentUser, switchUser, updateUser: updateSessionUser } = useSession();
  const { mutate } = useSWRConfig();
  const confirm = useConfirm();
  const toast = useToast();

  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>("");
  const [limit, setLimit] = useState(10);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [issuingTo, setIssuingTo] = useState<UserListItem | null>(null);
  const [reportFor, setReportFor] = useState<UserListItem | null>(null);
  const navigate = useNavigate();

  useEffect(() => setPage(1), [search, status, limit]);

  const { data, error, isLoading, isValidating } = useUsers({ page, limit, search, status });
  const users = data?.users ?? [];
  const totalPages = data?.pagination.totalPages ?? 0;

  // Deleting the last row of the last page moves back one page.
  useBackToLastPage(page, data?.pagination.totalPages, users.length, setPage);

  if (!currentUser) return null;

  const handleCreated = () => {
    setAdding(false);
    toast.success(usersMessages.added);
    void revalidateUsers(mutate);
  };

  const handleSaved = (saved: UserListItem, changes: UserChanges) => {
    setEditing(null);
    toast.success(changes.password ? usersMessages.updatedWithPassword : usersMessages.updated);
    if (saved.id === currentUser.id) updateSessionUser({ ...currentUser, ...saved });
    void revalidateUsers(mutate);
  };

  const handleDelete = async (target: UserListItem) => {
    const ok = await confirm({
      title: usersMessages.deleteTitle,
      message: usersMessages.deleteConfirm(target.fullName),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteUser(target.id);
      toast.success(usersMessages.deleted);
      void revalidateUsers(mutate);
    } catch (caught) {
      toast.error(errorMessageOf(caught, usersMessages.deleteFailed));
    }
  };

  const handleSwitch = async (target: UserListItem) => {
    const ok = await confirm({
      title: usersMessages.switchTitle,
      message: usersMessages.switchConfirm(target.fullName, target.email),
    });
    if (!ok) return;
    try {
      await switchUser(target.id);
    } catch (caught) {
      toast.error(errorMessageOf(caught, usersMessages.switchFailed));
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
            {usersMessages.addButton}
          </button>
        }
      />
      <section className="panel">
        <UsersToolbar
          search={searchInput}
          onSearchChange={setSearchInput}
          status={status}
          onStatusChange={setStatus}
          pageSize={limit}
          onPageSizeChange={setLimit}
          total={data ? data.pagination.total : null}
        />
        {error && !data && (
          <LoadError error={error} fallback={usersMessages.loadFailed} onRetry={() => revalidateUsers(mutate)} />
        )}
        {!(error && !data) && (
          <UsersTable
            users={users}
            currentUser={currentUser}
            loading={isLoading || (isValidating && !data)}
            emptyText={
              searchInput || status ? (
                <NoSearchResults
                  onClear={() => {
                    setSearchInput("");
                    setStatus("");
                  }}
                />
              ) : (
                <EmptyState title={usersMessages.emptyTitle} hint={usersMessages.emptyHint} />
              )
            }
            onEdit={setEditing}
            onSwitch={(target) => void handleSwitch(target)}
            onDelete={(target) => void handleDelete(target)}
            onSlots={(target) => navigate(`/admin/slots?userId=${target.id}`)}
            onIssue={renderIssue ? setIssuingTo : undefined}
            onReport={renderReport ? setReportFor : undefined}
          />
        )}
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      </section>
      {issuingTo && renderIssue?.(issuingTo, () => setIssuingTo(null))}
      {reportFor && renderReport?.(reportFor, () => setReportFor(null))}
      {adding && <AddUserModal onClose={() => setAdding(false)} onCreated={handleCreated} />}
      {editing && (
        <EditUserModal
          user={editing}
          currentUser={currentUser}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      )}
    </>
  );
}
