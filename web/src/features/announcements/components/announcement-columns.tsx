import type { Column } from "@/components/data-table";
import { announcementMessages as m } from "@/features/announcements/messages";
import type { Announcement } from "@/features/announcements/rules";
import { formatDate } from "@/lib/format";

/** The columns both announcement tables show the same way. */
export const categoryColumn: Column<Announcement> = { header: m.columns.category, cell: (a) => m.categories[a.category] };
export const viewsColumn: Column<Announcement> = {
  header: m.columns.views,
  className: "cell-number",
  cell: (a) => a.viewCount.toLocaleString("ko-KR"),
};
export const dateColumn: Column<Announcement> = { header: m.columns.date, className: "cell-nowrap", cell: (a) => formatDate(a.createdAt) };
/** The title cell heads the row's card on a phone. */
export const TITLE_CELL = "announcement-title-cell cell-stack-title";
