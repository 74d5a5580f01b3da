import { useId, useState } from "react";
import { markAllRead, markRead, useNotificationList, useUnreadCount } from "@/features/notifications/api";
import { DisplayConfigPanel } from "@/features/notifications/components/display-config-panel";
import { BellIcon } from "@/features/notifications/components/notification-bell";
import { badgeText } from "@/lib/format";
import { NotificationItem } from "@/features/notifications/components/notification-item";
import { useDismissable } from "@/features/notifications/components/use-dismissable";
import { NotificationTabs, type NotificationTab } from "@/features/notifications/components/notification-tabs";
import { notificationMessages as m } from "@/features/notifications/messages";
import type { Notification } from "@/features/notifications/api";


/** A toast the user closed without reading it stays in /notifications but leaves the centre. */
export function shownInCenter(n: Notification): boolean {
  return n.isRead || !n.dismissedAt;
}

/**
 * The floating notification centre (spec part 2 §2): a round bell button bottom-right and a panel
 * with the all and unread tabs, mark all read, each item's read and action buttons, and the
 * display settings.
 */
export function NotificationCenter() {
  const { open, toggle, rootRef } = useDismissable<HTMLDivElement>();
  const [tab, setTab] = useState<NotificationTab>("all");
  const [configuring, setConfiguring] = useState(false);
  const unread = useUnreadCount(true);
  const badge = unread > 0 ? badgeText(unread) : null;
  const { data, error } = useNotificationList({ limit: 50, isRead: tab === "unread" ? false : undefined }, open);
  const panelId = useId();
  const items = (data?.notifications ?? []).filter(shownInCenter);
  return (
    <div className="notification-center" ref={rootRef}>
      {open && (
        <section id={panelId} className="notification-center-panel" aria-label={m.centerTitle}>
          <header className="notification-center-header">
            <strong>{m.centerTitle}</strong>
            <span className="notification-center-tools">
              <button type="button" className="button button-ghost button-small" onClick={() => void markAllRead().catch(() => undefined)} disabled={unread === 0}>
                {m.markAllRead}
              </button>
              <button type="button" className="button button-ghost button-small" aria-pressed={configuring} onClick={() => setConfiguring((v) => !v)}>
                {m.settings}
              </button>
            </span>
          </header>
          {configuring ? (
            <DisplayConfigPanel onDone={() => setConfiguring(false)} />
          ) : (
            <>
              <NotificationTabs tab={tab} onSelect={setTab} unread={unread} />
              {error ? (
                <p className="notification-empty">{m.loadFailed}</p>
              ) : !data ? (
                <p className="notification-empty">{m.loading}</p>
              ) : items.length === 0 ? (
                <p className="notification-empty">{tab === "unread" ? m.emptyUnread : m.empty}</p>
              ) : (
                <ul className="notification-list">
                  {items.map((n) => (
                    <NotificationItem key={n.id} notification={n} onRead={(id) => void markRead(id).catch(() => undefined)} />
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      )}
      <button
        type="button"
        className="notification-center-button"
        aria-label={m.centerButton(open ? m.centerClose : m.centerOpen, badge)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="notification-center-button"
      >
        <BellIcon />
        {badge && <span className="count-badge notification-badge">{badge}</span>}
      </button>
    </div>
  );
}
