import { useEffect, useState } from "react";
import { usePinned } from "@/features/announcements/api";
import { AnnouncementDetailModal } from "@/features/announcements/components/announcement-detail-modal";
import { announcementMessages as m } from "@/features/announcements/messages";
import { closedIds, rememberClosed, ROTATE_MS, type Announcement } from "@/features/announcements/rules";

/**
 * The pinned announcements above every page (spec part 2 §2): one at a time, turning every 5 s,
 * each closable for this session; a click opens it. Nothing shows when there is none or the fetch
 * failed.
 */
export function PinnedBar() {
  const { data, error } = usePinned();
  const [closed, setClosed] = useState<number[]>(() => closedIds());
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<Announcement | null>(null);
  const shown = (data?.announcements ?? []).filter((a) => !closed.includes(a.id));
  const count = shown.length;

  useEffect(() => {
    if (count < 2 || open) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, open]);

  if (error || count === 0) return null;
  const current = shown[index % count];
  return (
    <div className="pinned-bar" role="region" aria-label={m.barLabel} data-testid="pinned-bar">
      <svg className="pinned-bar-mark" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"
        fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
      </svg>
      {/* Named by what it shows, then what it does (heard, not seen): a voice user says what they see. */}
      <button type="button" className="pinned-bar-title" onClick={() => setOpen(current)} aria-haspopup="dialog">
        <span className="pinned-bar-category">[{m.categories[current.category]}]</span> {current.title}
        {" "}
        <span className="visually-hidden">{m.barOpenHint}</span>
      </button>
      {count > 1 && <span className="pinned-bar-count">{m.barCount((index % count) + 1, count)}</span>}
      <button
        type="button"
        className="pinned-bar-close"
        aria-label={m.barClose}
        onClick={() => {
          setClosed(rememberClosed(current.id));
          setIndex(0);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      {open && <AnnouncementDetailModal announcement={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
