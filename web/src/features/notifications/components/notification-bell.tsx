import { useId } from "react";
import { Link } from "react-router-dom";
import { markRead, useNotificationList, useUnreadCount } from "@/features/notifications/api";
import { NotificationItem } from "@/features/notifications/components/notification-item";
import { useDismissable } from "@/features/notifications/components/use-dismissable";
import { notificationMessages as m } from "@/features/notifications/messages";
import { badgeText } from "@/lib/format";

/** The header bell: unread badge and a dropdown of the 5 newest with a link to all of them. */
export function NotificationBell() {
  const unread = useUnreadCount(true);
  const badge = unread > 0 ? badgeText(unread) : null;
  const { open, toggle, close, rootRef } = useDismissable<HTMLDivElement>();
  const panelId = useId();
  const { data, error } = useNotificationList({ limit: 5 }, open);
  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        type="button"
        className="notification-bell-button"
        aria-label={m.bellLabel(badge)}
        aria-expanded={open}
        aria-controls={panelId}
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
        <div id={panelId} className="notification-dropdown" role="dialog" aria-label={m.dropdownTitle}>
          <div className="notification-dropdown-header">
            <strong>{m.dropdownTitle}</strong>
          </div>
          {error ? (
            <p className="notification-empty">{m.loadFailed}</p>
          ) : !data ? (
            <p className="notification-empty">{m.loading}</p>
          ) : data.notifications.length === 0 ? (
            <p className="notification-empty">{m.empty}</p>
          ) : (
            <ul className="notification-list">
              {data.notifications.map((n) => (
                <NotificationItem key={n.id} notification={n} compact onRead={(id) => void markRead(id).catch(() => undefined)} />
              ))}
            </ul>
          )}
          <Link to="/notifications" className="notification-dropdown-footer" onClick={close}>
            {m.viewAll}
          </Link>
        </div>
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
