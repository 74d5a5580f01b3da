import { AdminNotificationsPage } from "@/features/notifications/components/admin-notifications-page";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";

/** /admin/notifications: send notifications (staff; the route's gate). */
export function AdminNotificationsRoute() {
  return <AdminNotificationsPage title={pageTitles.adminNotifications} />;
}
