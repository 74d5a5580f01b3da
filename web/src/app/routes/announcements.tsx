import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /announcements: announcements for users. */
export function AnnouncementsRoute() {
  return <PageHeader title={pageTitles.announcements} />;
}
