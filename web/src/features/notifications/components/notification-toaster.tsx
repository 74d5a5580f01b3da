import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { dismiss, markRead } from "@/features/notifications/api";
import { playBeep } from "@/lib/beep";
import { TypeIcon } from "@/features/notifications/components/notification-item";
import { useDisplayConfig } from "@/features/notifications/display-config";
import { notificationMessages as m } from "@/features/notifications/messages";
import { rememberShown } from "@/features/notifications/shown-ids";
import { FADE_MS, pushToast, toastTiming } from "@/features/notifications/toast-queue";
import { LIVE_NOTIFICATION_EVENT, type LiveNotification } from "@/lib/live-events";

interface ToasterProps {
  userId: number;
  /** The system settings' notificationSound (the user's own switch comes on top). */
  soundAllowed: boolean;
  /** notificationAutoRead: a notification shown is marked read. */
  autoRead: boolean;
}

/**
 * Pushed notifications as toasts (spec part 2 §2, §3, §9): where the user's display config says,
 * newest on top, at most maxVisible, each entering 100 ms after the one above it, a shrinking bar
 * while it counts down to closing itself, a ring for high priority, the two-tone beep, and a fade of
 * 300 ms on the way out. Each id is shown once per user, whatever the tab.
 */
export function NotificationToaster({ userId, soundAllowed, autoRead }: ToasterProps) {
  const [config] = useDisplayConfig();
  const [toasts, setToasts] = useState<LiveNotification[]>([]);
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const configRef = useRef(config);
  configRef.current = config;

  const remove = useCallback((id: number) => {
    setLeaving((current) => new Set(current).add(id));
    setTimeout(() => {
      setToasts((current) => current.filter((t) => t.id !== id));
      setLeaving((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, FADE_MS);
  }, []);

  useEffect(() => {
    const onNotification = (event: Event) => {
      const n = (event as CustomEvent<LiveNotification>).detail;
      const current = configRef.current;
      if (!current.enabled || !rememberShown(userId, n.id)) return;
      setToasts((shown) => pushToast(shown, n, current));
      if (current.sound && soundAllowed) playBeep();
      if (autoRead) void markRead(n.id).catch(() => undefined);
    };
    window.addEventListener(LIVE_NOTIFICATION_EVENT, onNotification);
    return () => window.removeEventListener(LIVE_NOTIFICATION_EVENT, onNotification);
  }, [userId, soundAllowed, autoRead]);

  const shown = toasts.length > 0;
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (shown) setTop(clearTop());
  }, [shown, toasts[0]?.id]);

  if (!shown) return null;
  const style = top === null ? undefined : ({ "--toasts-top": `${top}px` } as React.CSSProperties);
  return (
    <section className={`notification-toasts notification-toasts-${config.position}`} style={style} aria-label={m.toastRegion} aria-live="polite">
      {toasts.map((n, index) => (
        <NotificationToast
          key={n.id}
          notification={n}
          index={index}
          leaving={leaving.has(n.id)}
          animation={config.animation}
          onAutoClose={() => remove(n.id)}
          onClose={() => {
            remove(n.id);
            void dismiss(n.id).catch(() => undefined);
          }}
        />
      ))}
    </section>
  );
}

/** What a toast at the top must not cover: the header or bar, the pinned announcements, the page's heading and its actions. */
const KEEP_CLEAR = ".top-nav, .mobile-bar, .minimal-bar, .pinned-bar, .page-header";

/**
 * Where toasts at the top start: 12 px below the lowest of KEEP_CLEAR still on screen in the upper
 * half of the window (a page scrolled past its heading gets them under the header).
 */
export function clearTop(): number {
  let top = 16;
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight / 2) top = Math.max(top, box.bottom + 12);
  }
  return Math.round(top);
}

interface ToastProps {
  notification: LiveNotification;
  index: number;
  leaving: boolean;
  animation: string;
  onAutoClose: () => void;
  onClose: () => void;
}

function NotificationToast({ notification: n, index, leaving, animation, onAutoClose, onClose }: ToastProps) {
  const [config] = useDisplayConfig();
  const timing = toastTiming(n, config, index);
  useEffect(() => {
    if (!timing.autoClose) return undefined;
    const timer = setTimeout(onAutoClose, timing.delay + timing.duration);
    return () => clearTimeout(timer);
    // The timer runs from the toast's arrival; later config changes do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const style = {
    "--toast-delay": `${timing.delay}ms`,
    "--toast-duration": `${timing.duration}ms`,
    "--toast-fade": `${FADE_MS}ms`,
  } as React.CSSProperties;
  return (
    <div
      className={`notification-toast notification-toast-${n.type} toast-enter-${animation}${timing.high ? " notification-toast-high" : ""}${leaving ? " notification-toast-leaving" : ""}`}
      style={style}
      role={n.type === "error" || timing.high ? "alert" : "status"}
      data-testid="notification-toast"
    >
      <TypeIcon type={n.type} />
      <div className="notification-body">
        <strong className="notification-title">{n.title}</strong>
        <p className="notification-message">{n.message}</p>
      </div>
      <button type="button" className="notification-toast-close" aria-label={m.closeToast} onClick={onClose}>
        ×
      </button>
      {timing.autoClose && <span className="notification-toast-progress" aria-hidden="true" />}
    </div>
  );
}
