import { announcementMessages as m } from "@/features/announcements/messages";
import type { Announcement } from "@/features/announcements/rules";

/**
 * An announcement's body. HTML content arrives already cleaned by the server to its allow-list
 * (`common::announcements::html`) and is shown only from that copy; text is shown as text.
 */
export function AnnouncementContent({ announcement }: { announcement: Pick<Announcement, "content" | "contentType" | "images"> }) {
  return (
    <div className="announcement-body">
      {announcement.contentType === "html" ? (
        // Safe: the server stored only the cleaned copy.
        <div className="announcement-html" dangerouslySetInnerHTML={{ __html: announcement.content }} />
      ) : (
        <p className="announcement-text">{announcement.content}</p>
      )}
      {announcement.images.length > 0 && (
        <div className="announcement-images" aria-label={m.images}>
          {announcement.images.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" referrerPolicy="no-referrer" />
          ))}
        </div>
      )}
    </div>
  );
}
