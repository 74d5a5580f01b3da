import { useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { notificationMessages as m } from "@/features/notifications/messages";
import { relativeTime } from "@/lib/relative-time";
import { useSiteSettings } from "@/lib/site-settings";
import type { Notification } from "@/features/notifications/api";

/** Notifications say "N days ago" within a week (spec part 2 §2). */
const NOTIFICATION_DAYS = 7;

/** The type's icon (success, warning, error, and one for the rest: spec part 2 §2). */
export function TypeIcon({ type }: { type: Notification["type"] }) {
  const glyph = type === "success" ? "✓" : type === "warning" ? "!" : type === "error" ? "✕" : type === "promotion" ? "★" : "i";
  return (
    <span className={`notification-icon notification-icon-${type}`} aria-label={m.typeLabels[type]} role="img">
      {glyph}
    </span>
  );
}

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (also after an action runs). */
  onRead?: (id: number) => void;
  onDelete?: (id: number) => void;
  /**
   * The bell's panel (issue 40): the message is cut to two lines and the item opens by a click, Enter
   * or Space on its title and message, which shows the whole message and marks an unread one read
   * (`onRead`); so the panel needs no read button of its own per item.
   */
  opensToRead?: boolean;
  /** The user's own list says yesterday between 24 and 48 hours (spec part 2 §2). */
  yesterday?: boolean;
  now?: number;
}

/**
 * One notification in a list: type icon, title, message, relative time, the team's tag on a notice
 * staff sent (an advertiser knows the site's team, not who of it is a developer), the unread mark, its
 * action buttons on a row of their own (each opens its page, then marks it read), and the read and
 * delete buttons when given.
 */
export function NotificationItem({ notification: n, onRead, onDelete, opensToRead = false, yesterday = false, now }: NotificationItemProps) {
  const navigate = useNavigate();
  const { settings } = useSiteSettings();
  const [opened, setOpened] = useState(false);
  const messageId = useId();
  const fromStaff = n.sender === "operator" || n.sender === "developer";
  const text = (
    <>
      <span className="notification-heading">
        <strong className="notification-title">{n.title}</strong>
        {fromStaff && <span className="badge badge-primary">{m.staffBadge(settings.siteName)}</span>}
        {!n.isRead && (
          <span className="notification-dot" title={m.unreadDot}>
            <span className="visually-hidden">{m.unreadDot}</span>
          </span>
        )}
      </span>
      <span className="notification-message" id={messageId}>
        {n.message}
      </span>
    </>
  );
  const classes = ["notification-item", n.isRead ? "" : "notification-unread", opensToRead && !opened ? "notification-compact" : ""];
  return (
    <li className={classes.filter(Boolean).join(" ")} data-testid="notification-item">
      <TypeIcon type={n.type} />
      <div className="notification-body">
        {opensToRead ? (
          <button
            type="button"
            className="notification-open"
            aria-expanded={opened}
            aria-controls={messageId}
            onClick={() => {
              setOpened((value) => !value);
              if (!n.isRead) onRead?.(n.id);
            }}
          >
            {text}
          </button>
        ) : (
          text
        )}
        <div className="notification-meta">
          <time dateTime={n.createdAt}>{relativeTime(n.createdAt, now, { days: NOTIFICATION_DAYS, yesterday })}</time>
          {onRead && !opensToRead && !n.isRead && (
            <button type="button" className="button button-ghost button-small" onClick={() => onRead(n.id)}>
              {m.markRead}
            </button>
          )}
          {onDelete && (
            <button type="button" className="button button-ghost button-small" onClick={() => onDelete(n.id)}>
              {m.delete}
            </button>
          )}
        </div>
        {n.actions.length > 0 && (
          <div className="notification-actions">
            {n.actions.map((action) => (
              <button
                key={action.href + action.label}
                type="button"
                className={`button button-small button-${action.style === "danger" ? "danger" : action.style === "primary" ? "primary" : "secondary"}`}
                onClick={() => {
                  navigate(action.href);
                  if (!n.isRead) onRead?.(n.id);
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
