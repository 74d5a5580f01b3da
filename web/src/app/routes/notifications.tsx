import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /notifications: the user's notifications. */
export function NotificationsRoute() {
  return <PageHeader title={pageTitles.notifications} />;
}
