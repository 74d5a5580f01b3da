import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { Badge } from "@/components/badge";
import { useConfirm } from "@/components/confirm-dialog";
import { DataTable, type Column } from "@/components/data-table";
import { EmptyState, NoSearchResults } from "@/components/empty-state";
import { RowActions } from "@/components/row-menu";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { SearchBox } from "@/components/search-box";
import { SelectField } from "@/components/select-field";
import { useToast } from "@/components/toast";
import { deleteAnnouncement, updateAnnouncement, useAnnouncements } from "@/features/announcements/api";
import { TITLE_CELL, categoryColumn, dateColumn, viewsColumn } from "@/features/announcements/components/announcement-columns";
import { AnnouncementDetailModal } from "@/features/announcements/components/announcement-detail-modal";
import { AnnouncementFormModal } from "@/features/announcements/components/announcement-form-modal";
import { announcementMessages as m } from "@/features/announcements/messages";
import { CATEGORIES, inputOf, pinnedButHidden, stateOn, type Announcement, type Category } from "@/features/announcements/rules";
import { errorMessageOf } from "@/lib/api-client";
import { kstToday } from "@/lib/slots/format";

/** The spec's admin list asks for 100 at a time. */
const PAGE_SIZE = 100;
type Status = "all" | "active" | "inactive";
type Open = { kind: "form"; announcement?: Announcement } | { kind: "view"; announcement: Announcement } | null;

/**
 * /admin/announcements (staff, spec part 2 §2 "Announcement management"): search, category and
 * status filters (in the address), every announcement with its state, switches for active and
 * pinned (each sends the whole record), a warning mark on pinned-but-inactive ones, write, edit and
 * delete (after "really delete?").
 */
export function AnnouncementAdmin({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const category = (CATEGORIES as readonly string[]).includes(params.get("category") ?? "") ? (params.get("category") as Category) : "";
  const status = (["active", "inactive"].includes(params.get("status") ?? "") ? params.get("status") : "all") as Status;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [searchInput, setSearchInput] = useState(search);
  const { data, error, isLoading } = useAnnouncements({ page, limit: PAGE_SIZE, search, category, admin: { status } });
  const [open, setOpen] = useState<Open>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const today = kstToday();
  const rows = data?.announcements ?? [];

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...change, page: change.page ?? "" })) {
      if (value && !(key === "status" && value === "all") && !(key === "page" && value === "1")) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const toggle = async (a: Announcement, change: "isActive" | "isPinned") => {
    setBusyId(a.id);
    try {
      await updateAnnouncement(a.id, inputOf(a, { [change]: !a[change] }));
    } catch (caught) {
      toast.error(errorMessageOf(caught, change === "isActive" ? m.statusFailed : m.pinFailed));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (a: Announcement) => {
    if (!(await confirm({ title: m.deleteConfirmTitle, message: m.deleteConfirm(a.title), confirmLabel: m.delete, danger: true }))) return;
    setBusyId(a.id);
    try {
      await deleteAnnouncement(a.id);
      toast.success(m.deleted);
    } catch (caught) {
      toast.error(errorMessageOf(caught, m.deleteFailed));
    } finally {
      setBusyId(null);
    }
  };

  const toggleCell = (a: Announcement, change: "isActive" | "isPinned") => (
    <input
      type="checkbox"
      role="switch"
      className="switch"
      checked={a[change]}
      aria-checked={a[change]}
      disabled={busyId === a.id}
      aria-label={change === "isActive" ? m.activeToggle(a.title) : m.pinnedToggle(a.title)}
      onChange={() => void toggle(a, change)}
    />
  );
  const columns: Array<Column<Announcement>> = [
    {
      header: m.columns.state,
      cell: (a) => {
        const state = stateOn(a, today);
        return <Badge tone={state === "shown" ? "success" : state === "inactive" ? "neutral" : "warning"}>{m.states[state]}</Badge>;
      },
    },
    categoryColumn,
    {
      header: m.columns.title,
      className: TITLE_CELL,
      cell: (a) => (
        <>
          <button type="button" className="link-button" onClick={() => setOpen({ kind: "view", announcement: a })}>
            {a.title}
          </button>
          {pinnedButHidden(a) && (
            <span className="announcement-warning" title={m.pinnedInactiveWarning} role="img" aria-label={m.pinnedInactiveWarning}>
              ⚠
            </span>
          )}
        </>
      ),
    },
    { header: m.fieldActive, cell: (a) => toggleCell(a, "isActive") },
    { header: m.fieldPinned, cell: (a) => toggleCell(a, "isPinned") },
    viewsColumn,
    dateColumn,
    {
      header: m.columns.actions,
      className: "cell-nowrap",
      phone: "menu",
      cell: (a) => (
        <RowActions
          menuLabel={m.rowMenu(a.title)}
          actions={[
            { key: "edit", label: m.edit, onSelect: () => setOpen({ kind: "form", announcement: a }) },
            { key: "delete", label: m.delete, tone: "danger", disabled: busyId === a.id, onSelect: () => void remove(a) },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="announcement-admin">
      <PageHeader
        title={title}
        description={m.adminDescription}
        actions={
          <button type="button" className="button button-primary" onClick={() => setOpen({ kind: "form" })}>
            {m.create}
          </button>
        }
      />
      <form
        className="toolbar"
        role="search"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          update({ search: searchInput.trim() });
        }}
      >
        <SearchBox
          id="announcement-search"
          label={m.searchLabel}
          className="toolbar-search"
          value={searchInput}
          placeholder={m.searchPlaceholder}
          onChange={setSearchInput}
        />
        <button type="submit" className="button button-secondary">{m.search}</button>
        <SelectField
          id="announcement-category"
          label={m.categoryFilter}
          value={category}
          onChange={(value) => update({ category: value })}
          options={[["", m.categoryAll], ...CATEGORIES.map((c) => [c, m.categories[c]] as const)]}
        />
        <SelectField
          id="announcement-status"
          label={m.statusFilter}
          value={status}
          onChange={(value) => update({ status: value })}
          options={[
            ["all", m.statusAll],
            ["active", m.statusActive],
            ["inactive", m.statusInactive],
          ]}
        />
        <p className="toolbar-total">{data ? m.total(data.pagination.total) : ""}</p>
      </form>
      {error && <AlertBox>{errorMessageOf(error, m.loadFailed)}</AlertBox>}
      <DataTable
        columns={columns}
        rows={rows}
        rowTestId={(a) => `announcement-${a.id}`}
        className="announcement-table"
        stack
        loading={isLoading}
        loadingText={m.loading}
        emptyText={
          search || category || status !== "all" ? (
            <NoSearchResults
              onClear={() => {
                setSearchInput("");
                update({ search: "", category: "", status: "" });
              }}
            />
          ) : (
            <EmptyState title={m.emptyTitle} hint={m.emptyHint} />
          )
        }
      />
      <Pagination page={page} totalPages={data?.pagination.totalPages ?? 0} onChange={(next) => update({ page: String(next) })} />
      {open?.kind === "form" && (
        <AnnouncementFormModal
          announcement={open.announcement}
          onClose={() => setOpen(null)}
          onSaved={(message) => {
            setOpen(null);
            toast.success(message);
          }}
        />
      )}
      {open?.kind === "view" && <AnnouncementDetailModal announcement={open.announcement} onClose={() => setOpen(null)} />}
    </section>
  );
}
