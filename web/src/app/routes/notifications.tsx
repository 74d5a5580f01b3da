import { NotificationsPage } from "@/features/notifications/components/notifications-page";
import { pageTitles } from "@/lib/messages";

/** /notifications: the user's notifications. */
export function NotificationsRoute() {
  return <NotificationsPage title={pageTitles.notifications} />;
}
