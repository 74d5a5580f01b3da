import { AnnouncementAdmin } from "@/features/announcements/components/announcement-admin";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";

/** /admin/announcements: announcement management (staff; the route's gate). */
export function AdminAnnouncementsRoute() {
  return <AnnouncementAdmin title={pageTitles.adminAnnouncements} />;
}
