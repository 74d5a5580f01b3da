import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { Badge } from "@/components/badge";
import { DataTable, type Column } from "@/components/data-table";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { useAnnouncements } from "@/features/announcements/api";
import { TITLE_CELL, categoryColumn, dateColumn, viewsColumn } from "@/features/announcements/components/announcement-columns";
import { AnnouncementDetailModal } from "@/features/announcements/components/announcement-detail-modal";
import { announcementMessages as m } from "@/features/announcements/messages";
import type { Announcement } from "@/features/announcements/rules";
import { errorMessageOf } from "@/lib/api-client";

const PAGE_SIZE = 20;

/**
 * /announcements (everyone, spec part 2 §2): the announcements shown today, pinned first, with
 * state (new or read), category, title, author, views and date; a row opens the detail (counting
 * the view and marking it read). The page is kept in the address.
 */
export function AnnouncementsPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, error, isLoading } = useAnnouncements({ page, limit: PAGE_SIZE, search: "", category: "" });
  const [open, setOpen] = useState<Announcement | null>(null);
  const rows = data?.announcements ?? [];
  const c = m.columns;
  const columns: Array<Column<Announcement>> = [
    {
      header: c.state,
      cell: (a) => (a.isRead ? <span className="announcement-read-mark">{m.readMark}</span> : <Badge tone="primary">{m.newMark}</Badge>),
    },
    categoryColumn,
    {
      header: c.title,
      className: TITLE_CELL,
      cell: (a) => (
        <button type="button" className="link-button" onClick={() => setOpen(a)}>
          {a.isPinned && <span className="announcement-pin">[{m.pinnedMark}]</span>} {a.title}
        </button>
      ),
    },
    { header: c.author, cell: (a) => a.authorName },
    viewsColumn,
    dateColumn,
  ];

  return (
    <section className="announcements-page">
      <PageHeader title={title} description={m.description} />
      {error && <AlertBox>{errorMessageOf(error, m.loadFailed)}</AlertBox>}
      <DataTable
        columns={columns}
        rows={rows}
        rowProps={(a) => ({ className: a.isRead ? "announcement-read" : "announcement-unread", "data-testid": `announcement-${a.id}` })}
        className="announcement-table"
        stack
        loading={isLoading}
        loadingText={m.loading}
        emptyText={m.empty}
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
      {open && <AnnouncementDetailModal announcement={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
