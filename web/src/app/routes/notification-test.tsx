import { NotificationTestPage } from "@/features/notifications/components/notification-test-page";
import { pageTitles } from "@/lib/messages";

/** /notification-test: developers try notifications on themselves (the route's gate). */
export function NotificationTestRoute() {
  return <NotificationTestPage title={pageTitles.notificationTest} />;
}
