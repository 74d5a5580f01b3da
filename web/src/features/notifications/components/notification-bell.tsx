import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { markAllRead, markRead, useNotificationList, useUnreadCount, type Notification } from "@/features/notifications/api";
import { DisplayConfigPanel } from "@/features/notifications/components/display-config-panel";
import { NotificationItem } from "@/features/notifications/components/notification-item";
import { NotificationTabs, type NotificationTab } from "@/features/notifications/components/notification-tabs";
import { useDismissable } from "@/features/notifications/components/use-dismissable";
import { notificationMessages as m } from "@/features/notifications/messages";
import { badgeText } from "@/lib/format";

/** A toast the user closed without reading it stays in /notifications but leaves the centre. */
export function shownInCenter(n: Notification): boolean {
  return n.isRead || !n.dismissedAt;
}

/**
 * The one bell (spec part 2 §2's centre): the unread badge, and a panel with the all and unread
 * tabs, mark all read, the items (opening one marks it read) with their action buttons, the display
 * settings and a link to all of them. It stands where the layout puts it (beside the user's name; in the minimal layout's
 * floating stack; in a phone's top bar), and the panel opens from there (notifications/bell.css).
 */
export function NotificationBell() {
  const { open, toggle, close, rootRef } = useDismissable<HTMLDivElement>();
  const [tab, setTab] = useState<NotificationTab>("all");
  const [configuring, setConfiguring] = useState(false);
  const unread = useUnreadCount(true);
  const badge = unread > 0 ? badgeText(unread) : null;
  const { data, error } = useNotificationList({ limit: 50, isRead: tab === "unread" ? false : undefined }, open);
  const panelId = useId();
  const items = (data?.notifications ?? []).filter(shownInCenter);
  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        type="button"
        className="notification-bell-button"
        aria-label={m.bellLabel(badge)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        data-testid="notification-bell"
      >
        <BellIcon />
        {badge && (
          <span className="count-badge notification-badge" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notification-panel" role="dialog" aria-label={m.centerTitle}>
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
                    <NotificationItem key={n.id} notification={n} opensToRead onRead={(id) => void markRead(id).catch(() => undefined)} />
                  ))}
                </ul>
              )}
              <Link to="/notifications" className="notification-panel-footer" onClick={close}>
                {m.viewAll}
              </Link>
            </>
          )}
        </section>
      )}
    </div>
  );
}

export function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
