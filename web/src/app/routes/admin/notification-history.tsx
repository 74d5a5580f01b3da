import { NotificationHistoryPage } from "@/features/notifications/components/admin-notifications-page";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";

/** /admin/notification-history: sent notifications with their read state (staff; the route's gate). */
export function AdminNotificationHistoryRoute() {
  return <NotificationHistoryPage title={pageTitles.adminNotificationHistory} />;
}
