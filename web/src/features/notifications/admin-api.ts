/**
 * The operators' send and history calls (docs/api-notifications.md, staff only). Every history key
 * starts with `/api/notifications/sends`, so a new send refreshes every page at once.
 */
import useSWR, { mutate } from "swr";
import { anyInProgress, HISTORY_PAGE_SIZE, type SendHistoryQuery, type SendRequest, type SendView } from "@/features/notifications/send-form";
import { postJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";

type Schemas = components["schemas"];
export type SendHistory = Schemas["SendHistoryView"];

const SENDS = "/api/notifications/sends";
/** While a send is being written, the history asks again this often. */
const PROGRESS_POLL_MS = 1000;

export const sendKeys = {
  history: (q: SendHistoryQuery, limit: number = HISTORY_PAGE_SIZE): string => {
    const params = new URLSearchParams({ page: String(q.page), limit: String(limit) });
    if (q.period !== "all") params.set("period", q.period);
    if (q.type) params.set("type", q.type);
    return `${SENDS}?${params}`;
  },
};

/** A page of sends, polled while one of them is still being written. */
export function useSendHistory(q: SendHistoryQuery, limit?: number) {
  return useSWR<SendHistory>(sendKeys.history(q, limit), {
    keepPreviousData: true,
    refreshInterval: (data) => (data && anyInProgress(data.sends) ? PROGRESS_POLL_MS : 0),
  });
}

/** Sends, then refreshes every history page (the new send shows as queued, then sent). */
export async function sendNotification(body: SendRequest): Promise<SendView> {
  const send = await postJson<SendRequest, SendView>("/api/notifications/send", { arg: body });
  await mutate((key) => typeof key === "string" && key.startsWith(SENDS));
  return send;
}
