/**
 * The advertiser's notification calls (`/api/notifications…`, spec part 2 §7) and the SWR hooks the
 * bell, centre and page share. Every read is the caller's own. Lists and counts are refetched when
 * the socket says something changed (LIVE_NOTIFICATION_EVENT, NOTIFICATIONS_STALE_EVENT, a
 * reconnect); while the socket is not signed in, the unread count is polled every 30 s instead.
 */
import { useEffect } from "react";
import useSWR, { mutate } from "swr";
import { deleteJson, fetcher, getJson, postJson, putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import {
  LIVE_NOTIFICATION_EVENT,
  NOTIFICATIONS_STALE_EVENT,
  useLiveAuthenticated,
  type LiveNotification,
} from "@/lib/live-events";

export type Notification = LiveNotification;
export type NotificationList = components["schemas"]["NotificationListView"];
export type RankAlertSettings = components["schemas"]["RankAlertSettings"];
export type TestRequest = components["schemas"]["TestRequest"];
type Count = components["schemas"]["NotificationCountView"];

const BASE = "/api/notifications";
export const UNREAD_KEY = `${BASE}/unread-count`;
export const RANK_ALERTS_KEY = `${BASE}/rank-alerts`;
/** Without a socket the badge is polled this often (spec part 2 §9: 30 s). */
export const POLL_MS = 30_000;

export interface ListQuery {
  page?: number;
  limit?: number;
  /** true: read only, false: unread only. */
  isRead?: boolean;
}

export function listKey({ page = 1, limit = 20, isRead }: ListQuery = {}): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (isRead !== undefined) params.set("isRead", String(isRead));
  return `${BASE}?${params}`;
}

/** Refetches every notification list and count on screen. */
export function refreshNotifications(): Promise<unknown> {
  return mutate((key) => typeof key === "string" && key.startsWith(BASE) && key !== RANK_ALERTS_KEY);
}

/** Keeps lists and counts fresh from the socket's events (mount once while signed in). */
export function useNotificationFreshness(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = () => void refreshNotifications();
    window.addEventListener(LIVE_NOTIFICATION_EVENT, refresh);
    window.addEventListener(NOTIFICATIONS_STALE_EVENT, refresh);
    return () => {
      window.removeEventListener(LIVE_NOTIFICATION_EVENT, refresh);
      window.removeEventListener(NOTIFICATIONS_STALE_EVENT, refresh);
    };
  }, [enabled]);
}

export function useUnreadCount(enabled: boolean): number {
  const live = useLiveAuthenticated();
  const { data } = useSWR<Count>(enabled ? UNREAD_KEY : null, fetcher, {
    refreshInterval: live ? 0 : POLL_MS,
  });
  return data?.count ?? 0;
}

export function useNotificationList(query: ListQuery, enabled = true) {
  return useSWR<NotificationList>(enabled ? listKey(query) : null, fetcher, { keepPreviousData: true });
}

export async function markRead(id: number): Promise<void> {
  await putJson<undefined, Notification>(`${BASE}/${id}/read`);
  await refreshNotifications();
}

export async function dismiss(id: number): Promise<void> {
  await putJson<undefined, Notification>(`${BASE}/${id}/dismiss`);
}

export async function markAllRead(): Promise<number> {
  const { count } = await putJson<undefined, Count>(`${BASE}/read-all`);
  await refreshNotifications();
  return count;
}

export async function deleteOne(id: number): Promise<void> {
  await deleteJson<Count>(`${BASE}/${id}`);
  await refreshNotifications();
}

export async function deleteRead(): Promise<number> {
  const { count } = await deleteJson<Count>(`${BASE}/delete-read`);
  await refreshNotifications();
  return count;
}

export function sendTest(request: TestRequest): Promise<Notification> {
  return postJson<TestRequest, Notification>(`${BASE}/test`, { arg: request });
}

export function getRankAlerts(): Promise<RankAlertSettings> {
  return getJson<RankAlertSettings>(RANK_ALERTS_KEY);
}

export function saveRankAlerts(settings: RankAlertSettings): Promise<RankAlertSettings> {
  return putJson<RankAlertSettings, RankAlertSettings>(RANK_ALERTS_KEY, { arg: settings });
}
