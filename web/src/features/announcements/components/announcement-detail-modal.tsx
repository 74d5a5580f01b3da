import { useEffect, useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { Badge } from "@/components/badge";
import { Fact } from "@/components/fact";
import { CloseModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { openAnnouncement } from "@/features/announcements/api";
import { AnnouncementContent } from "@/features/announcements/components/announcement-content";
import { announcementMessages as m } from "@/features/announcements/messages";
import type { Announcement } from "@/features/announcements/rules";
import { errorMessageOf } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";

/**
 * One announcement (spec part 2 §2): title, author, date, period, content. Opening it counts the
 * reader's view once and marks it read for them; what the server answers replaces what the list had.
 */
export function AnnouncementDetailModal({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const [shown, setShown] = useState(announcement);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    openAnnouncement(announcement.id)
      .then((opened) => live && setShown(opened))
      .catch((caught) => live && setError(errorMessageOf(caught, m.loadFailed)));
    return () => {
      live = false;
    };
  }, [announcement.id]);

  const period =
    shown.startDate || shown.endDate ? `${shown.startDate ?? m.periodOpen} ~ ${shown.endDate ?? m.periodOpen}` : m.periodOpen;
  return (
    <Modal title={shown.title} onClose={onClose} size="large" testId="announcement-detail">
      <div className="modal-body announcement-detail">
        <div className="announcement-detail-tags">
          <Badge tone="info">{m.categories[shown.category]}</Badge>
          {(shown.priority === "high" || shown.priority === "urgent") && (
            <Badge tone={shown.priority === "urgent" ? "danger" : "warning"}>{m.priorities[shown.priority]}</Badge>
          )}
        </div>
        <dl className="announcement-detail-meta">
          <Fact label={m.detailAuthor}>{shown.authorName}</Fact>
          <Fact label={m.detailDate}>{formatDateTime(shown.createdAt)}</Fact>
          <Fact label={m.detailPeriod}>{period}</Fact>
          <div>
            <dd>{m.detailViews(shown.viewCount)}</dd>
          </div>
        </dl>
        {error && <AlertBox>{error}</AlertBox>}
        <AnnouncementContent announcement={shown} />
      </div>
      <CloseModalFooter onClose={onClose} />
    </Modal>
  );
}
