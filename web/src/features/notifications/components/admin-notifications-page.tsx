import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { PageHeader } from "@/components/page-header";
import { useToast } from "@/components/toast";
import { SendHistory } from "@/features/notifications/components/send-history";
import { SendNotificationModal } from "@/features/notifications/components/send-notification-modal";
import { sendMessages as m } from "@/features/notifications/messages";
import { readHistoryQuery, writeHistoryQuery, type SendHistoryQuery } from "@/features/notifications/send-form";
import { useSiteSettings } from "@/lib/site-settings";

/** Sends shown under the send button: the latest 10, unfiltered. */
const RECENT_LIMIT = 10;
const RECENT: SendHistoryQuery = { period: "all", type: "", page: 1 };

/**
 * /admin/notifications (staff): the send button and modal, and the latest sends with their
 * progress and read state. The whole history is /admin/notification-history.
 */
export function AdminNotificationsPage({ title }: { title: string }) {
  const { settings } = useSiteSettings();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const enabled = settings.notificationEnabled;

  return (
    <section className="admin-notifications">
      <PageHeader
        title={title}
        description={m.description}
        actions={
          <button type="button" className="button button-primary" disabled={!enabled} onClick={() => setOpen(true)}>
            {m.sendButton}
          </button>
        }
      />
      {!enabled && <AlertBox kind="warning">{m.disabled}</AlertBox>}
      <div className="section-heading-row">
        <h2 className="section-title">{m.recentTitle}</h2>
        <Link to="/admin/notification-history" className="button button-secondary button-small">{m.viewAllHistory}</Link>
      </div>
      <SendHistory query={RECENT} limit={RECENT_LIMIT} compact />
      {open && (
        <SendNotificationModal
          defaultDurationMs={settings.notificationDuration}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            toast.success(m.sent);
          }}
        />
      )}
    </section>
  );
}

/** /admin/notification-history (staff): every send with the period and type filters in the address. */
export function NotificationHistoryPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const query = readHistoryQuery(params);
  return (
    <section className="admin-notifications">
      <PageHeader title={title} description={m.historyDescription} />
      <SendHistory query={query} onChange={(q) => setParams(writeHistoryQuery(q))} />
    </section>
  );
}
