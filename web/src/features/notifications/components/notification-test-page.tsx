import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Checkbox } from "@/components/checkbox";
import { PageHeader } from "@/components/page-header";
import { useToast } from "@/components/toast";
import { markRead, sendTest, useNotificationList, useUnreadCount, type TestRequest } from "@/features/notifications/api";
import { NotificationItem } from "@/features/notifications/components/notification-item";
import { notificationMessages as m } from "@/features/notifications/messages";
import { errorMessageOf } from "@/lib/api-client";
import { apiEnums } from "@/lib/api-enums";
import { apiLimits } from "@/lib/api-limits";

/** The burst: 5 notifications 2 s apart (spec part 2 §9). */
export const BURST_COUNT = 5;
export const BURST_GAP_MS = 2000;
const BURST_TYPES: TestRequest["type"][] = ["info", "success", "warning", "error", "promotion"];

const TYPES = apiEnums.NotificationKind;

/**
 * /notification-test (developers): the developer's own counts, a burst of 5 test notifications 2 s
 * apart, a custom one, and the current list. Each arrives over the socket as an advertiser's would,
 * so toasts, sound and the display settings can be tried here.
 */
export function NotificationTestPage({ title }: { title: string }) {
  const toast = useToast();
  const id = useId();
  const unread = useUnreadCount(true);
  const { data } = useNotificationList({ limit: 20 });
  const [burst, setBurst] = useState<number | null>(null);
  const [form, setForm] = useState({ type: "info" as (typeof TYPES)[number], title: "", message: "", high: false, autoClose: true, seconds: 5 });
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const startBurst = () => {
    setBurst(0);
    for (let i = 0; i < BURST_COUNT; i += 1) {
      timers.current.push(
        setTimeout(() => {
          void sendTest({ type: BURST_TYPES[i], title: m.testBurstTitle(i + 1), message: m.testBurstMessage(i + 1), priority: i === 3 ? "high" : "normal" })
            .catch((e) => toast.error(errorMessageOf(e, m.sendFailed)))
            .finally(() => setBurst((n) => (n === null || n + 1 >= BURST_COUNT ? null : n + 1)));
        }, i * BURST_GAP_MS),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await sendTest({
        type: form.type,
        title: form.title,
        message: form.message,
        priority: form.high ? "high" : "normal",
        autoClose: form.autoClose,
        duration: form.seconds * 1000,
      });
      toast.success(m.testSent);
    } catch (e) {
      setError(errorMessageOf(e, m.sendFailed));
    }
  };

  return (
    <>
      <PageHeader title={title} description={m.testCounts(data?.pagination.total ?? 0, unread)} />
      <div className="notification-test-grid">
        <section className="panel">
          <button type="button" className="button button-primary" disabled={burst !== null} onClick={startBurst}>
            {burst === null ? m.testBurst : m.testBurstRunning(burst)}
          </button>
          <h2>{m.testFormTitle}</h2>
          <form className="notification-test-form" onSubmit={submit} noValidate>
            {error && <AlertBox>{error}</AlertBox>}
            <label htmlFor={`${id}-type`}>{m.testFieldType}</label>
            <select id={`${id}-type`} className="input" value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as (typeof TYPES)[number] })}>
              {TYPES.map((t) => (
                <option key={t} value={t}>
                  {m.typeLabels[t]}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-title`}>{m.testFieldTitle}</label>
            <input id={`${id}-title`} className="input" value={form.title} maxLength={apiLimits.SendRequest.title.maxLength} onChange={(e) => setForm({ ...form, title: e.target.value })} />
            <label htmlFor={`${id}-message`}>{m.testFieldMessage}</label>
            <textarea id={`${id}-message`} className="input" value={form.message} maxLength={apiLimits.SendRequest.message.maxLength} rows={3} onChange={(e) => setForm({ ...form, message: e.target.value })} />
            <Checkbox label={m.testFieldPriority} checked={form.high} onChange={(high) => setForm({ ...form, high })} />
            <Checkbox label={m.testFieldAutoClose} checked={form.autoClose} onChange={(autoClose) => setForm({ ...form, autoClose })} />
            <label htmlFor={`${id}-seconds`}>{m.testFieldDuration}</label>
            <input
              id={`${id}-seconds`}
              className="input"
              type="number"
              min={1}
              max={60}
              disabled={!form.autoClose}
              value={form.seconds}
              onChange={(e) => setForm({ ...form, seconds: Number(e.target.value) })}
            />
            <div>
              <button type="submit" className="button button-secondary">
                {m.testSend}
              </button>
            </div>
          </form>
        </section>
        <section className="panel">
          <h2>{m.testListTitle}</h2>
          {data && data.notifications.length === 0 ? (
            <p className="notification-empty">{m.empty}</p>
          ) : (
            <ul className="notification-list">
              {data?.notifications.map((n) => (
                <NotificationItem key={n.id} notification={n} onRead={(nid) => void markRead(nid).catch(() => undefined)} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
