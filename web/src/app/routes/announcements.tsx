import { AnnouncementsPage } from "@/features/announcements/components/announcements-page";
import { pageTitles } from "@/lib/messages";

/** /announcements: the announcements shown today (everyone). */
export function AnnouncementsRoute() {
  return <AnnouncementsPage title={pageTitles.announcements} />;
}
