import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/announcements: announcement management. */
export function AdminAnnouncementsRoute() {
  return <PageHeader title={pageTitles.adminAnnouncements} />;
}
