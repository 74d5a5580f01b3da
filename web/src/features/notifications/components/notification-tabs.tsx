import { notificationMessages as m } from "@/features/notifications/messages";

export type NotificationTab = "all" | "unread";

interface NotificationTabsProps {
  tab: NotificationTab;
  onSelect: (tab: NotificationTab) => void;
  unread: number;
  /** The total beside the "all" tab, when it is known. */
  allCount?: number;
}

/** The "all" and "unread" tabs (with the unread count) over the notification list, in the bell's panel and on the page. */
export function NotificationTabs({ tab, onSelect, unread, allCount }: NotificationTabsProps) {
  return (
    <div className="notification-tabs" role="tablist">
      {(["all", "unread"] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={`notification-tab${tab === value ? " notification-tab-selected" : ""}`}
          onClick={() => onSelect(value)}
        >
          {value === "all" ? (allCount === undefined ? m.tabAll : m.tabCount(m.tabAll, allCount)) : m.tabCount(m.tabUnread, unread)}
        </button>
      ))}
    </div>
  );
}
