import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/notifications: send notifications. */
export function AdminNotificationsRoute() {
  return <PageHeader title={pageTitles.adminNotifications} />;
}
