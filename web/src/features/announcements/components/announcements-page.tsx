import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { Badge } from "@/components/badge";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { errorMessageOf } from "@/lib/api-client";
import { formatShortDate } from "@/lib/format";
import { useAnnouncements } from "../api";
import { announcementMessages as m } from "../messages";
import type { Announcement } from "../rules";
import { AnnouncementDetailModal } from "./announcement-detail-modal";

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

  return (
    <section className="announcements-page">
      <PageHeader title={title} description={m.description} />
      {error && <AlertBox>{errorMessageOf(error, m.loadFailed)}</AlertBox>}
      <div className="table-wrapper">
        <table className="table table-stack announcement-table" aria-busy={isLoading || undefined}>
          <thead>
            <tr>
              <th scope="col">{m.columns.state}</th>
              <th scope="col">{m.columns.category}</th>
              <th scope="col">{m.columns.title}</th>
              <th scope="col">{m.columns.author}</th>
              <th scope="col">{m.columns.views}</th>
              <th scope="col">{m.columns.date}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="table-empty">{isLoading ? m.loading : m.empty}</td>
              </tr>
            ) : (
              rows.map((a) => (
                <tr key={a.id} className={a.isRead ? "announcement-read" : "announcement-unread"} data-testid={`announcement-${a.id}`}>
                  <td data-label={m.columns.state}>
                    {a.isRead ? <span className="announcement-read-mark">{m.readMark}</span> : <Badge tone="primary">{m.newMark}</Badge>}
                  </td>
                  <td data-label={m.columns.category}>{m.categories[a.category]}</td>
                  <td data-label={m.columns.title} className="announcement-title-cell cell-stack-title">
                    <button type="button" className="link-button" onClick={() => setOpen(a)}>
                      {a.isPinned && <span className="announcement-pin">[{m.pinnedMark}]</span>} {a.title}
                    </button>
                  </td>
                  <td data-label={m.columns.author}>{a.authorName}</td>
                  <td data-label={m.columns.views} className="cell-number">{a.viewCount.toLocaleString("ko-KR")}</td>
                  <td data-label={m.columns.date} className="cell-nowrap">{formatShortDate(a.createdAt)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
      {open && <AnnouncementDetailModal announcement={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
