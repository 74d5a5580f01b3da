import { useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { Loading } from "@/components/loading";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { useToast } from "@/components/toast";
import { deleteOne, deleteRead, markAllRead, markRead, useNotificationList, useUnreadCount } from "@/features/notifications/api";
import { NotificationItem } from "@/features/notifications/components/notification-item";
import { NotificationTabs, type NotificationTab } from "@/features/notifications/components/notification-tabs";
import { notificationMessages as m } from "@/features/notifications/messages";
import { errorMessageOf } from "@/lib/api-client";

const PAGE_SIZE = 20;

/** /notifications: every notification of the advertiser, the all and unread tabs with counts, read, delete one and delete all read. */
export function NotificationsPage({ title }: { title: string }) {
  const [tab, setTab] = useState<NotificationTab>("all");
  const [page, setPage] = useState(1);
  const confirm = useConfirm();
  const toast = useToast();
  const unread = useUnreadCount(true);
  const { data, error, isLoading } = useNotificationList({ page, limit: PAGE_SIZE, isRead: tab === "unread" ? false : undefined });
  // On the unread tab the all-tab's count stays (spec part 2 §2 "tabs all / unread with counts"): one row read for its total.
  const everything = useNotificationList({ page: 1, limit: 1 }, tab === "unread");
  const allCount = tab === "all" ? data?.pagination.total : everything.data?.pagination.total;
  const readCount = data && allCount !== undefined ? allCount - data.unreadCount : undefined;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      toast.error(errorMessageOf(e, m.loadFailed));
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <button type="button" className="button button-secondary" disabled={unread === 0} onClick={() => void run(markAllRead)}>
              {m.markAllRead}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={readCount === 0}
              onClick={async () => {
                const ok = await confirm({
                  title: m.deleteReadConfirmTitle,
                  message: m.deleteReadConfirm(readCount ?? 0),
                  confirmLabel: m.deleteRead,
                  danger: true,
                });
                if (ok) await run(async () => toast.success(m.deleted(await deleteRead())));
              }}
            >
              {m.deleteRead}
            </button>
          </>
        }
      />
      <NotificationTabs
        tab={tab}
        onSelect={(value) => {
          setTab(value);
          setPage(1);
        }}
        unread={unread}
        allCount={allCount}
      />
      <section className="panel notification-page-list">
        {error ? (
          <AlertBox>{m.loadFailed}</AlertBox>
        ) : isLoading || !data ? (
          <Loading />
        ) : data.notifications.length === 0 ? (
          <p className="notification-empty">{tab === "unread" ? m.emptyUnread : m.empty}</p>
        ) : (
          <ul className="notification-list">
            {data.notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                yesterday
                onRead={(id) => void run(() => markRead(id))}
                onDelete={async (id) => {
                  const ok = await confirm({ title: m.deleteOneConfirmTitle, message: m.deleteOneConfirm, confirmLabel: m.delete, danger: true });
                  if (ok) await run(() => deleteOne(id));
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {data && data.pagination.totalPages > 1 && <Pagination page={page} totalPages={data.pagination.totalPages} onChange={setPage} />}
    </>
  );
}
