import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /notification-test: developer notification test page. */
export function NotificationTestRoute() {
  return <PageHeader title={pageTitles.notificationTest} />;
}
