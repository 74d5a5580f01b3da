import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/notification-history: sent notifications. */
export function AdminNotificationHistoryRoute() {
  return <PageHeader title={pageTitles.adminNotificationHistory} />;
}
