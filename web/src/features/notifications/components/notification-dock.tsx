import { useNotificationFreshness } from "@/features/notifications/api";
import { NotificationToaster } from "@/features/notifications/components/notification-toaster";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

/**
 * What every signed-in page carries for notifications (while notificationEnabled is on): toasts of
 * pushed ones and fresh lists for advertisers (and a developer's own test ones); the advertiser's
 * bell is the layout's (AppLayout). Operators get none (spec part 2 §6).
 */
export function NotificationDock({ user, settings }: { user: UserView; settings: SiteSettings }) {
  const enabled = settings.notificationEnabled && user.role !== "operator";
  useNotificationFreshness(enabled);
  if (!enabled) return null;
  return <NotificationToaster userId={user.id} soundAllowed={settings.notificationSound} autoRead={settings.notificationAutoRead} />;
}
