/**
 * The operators' send form and history rules (spec part 2 §5 "Notification send", §2 "Notification
 * management"): the same checks the server makes, in the same words, so a mistake is named before
 * anything is sent; and how a send's audience, progress and read state read in the history.
 */
import { notificationMessages as n, sendMessages as m } from "@/features/notifications/messages";
import { apiEnums } from "@/lib/api-enums";
import { apiLimits } from "@/lib/api-limits";
import { apiParameters } from "@/lib/api-parameters";
import type { components } from "@/lib/api-types";

type Schemas = components["schemas"];
export type SendRequest = Schemas["SendRequest"];
export type SendView = Schemas["SendView"];
export type NotificationType = NonNullable<SendRequest["type"]>;

export const NOTIFICATION_TYPES: readonly NotificationType[] = apiEnums.NotificationKind;
/** One advertiser, several picked ones, or every advertiser. */
export const AUDIENCES = ["one", "list", "all"] as const;
export type AudienceChoice = (typeof AUDIENCES)[number];
/** The picker stops where the server does: 100 advertisers (spec part 2 §9). */
export const MAX_RECIPIENTS = apiLimits.SendRequest.recipientId.maxItems;
export const MAX_TITLE = apiLimits.SendRequest.title.maxLength;
export const MAX_MESSAGE = apiLimits.SendRequest.message.maxLength;
/** Toast time in seconds (sent in milliseconds, the server's range: 1 to 60), default 5. */
export const MIN_SECONDS = apiLimits.SendRequest.duration.minimum / 1000;
export const MAX_SECONDS = apiLimits.SendRequest.duration.maximum / 1000;
export const DEFAULT_SECONDS = 5;

/** An advertiser chosen in the picker. */
export interface Recipient {
  id: number;
  fullName: string;
  email: string;
}

export interface SendForm {
  audience: AudienceChoice;
  recipients: Recipient[];
  type: NotificationType;
  title: string;
  message: string;
  high: boolean;
  autoClose: boolean;
  /** As typed, in seconds. */
  seconds: string;
}

export type SendField = "recipients" | "title" | "message" | "seconds";

export function initialSendForm(defaultDurationMs: number = DEFAULT_SECONDS * 1000): SendForm {
  const seconds = Math.round(defaultDurationMs / 1000);
  return {
    audience: "all",
    recipients: [],
    type: "info",
    title: "",
    message: "",
    high: false,
    autoClose: true,
    seconds: String(seconds >= MIN_SECONDS && seconds <= MAX_SECONDS ? seconds : DEFAULT_SECONDS),
  };
}

export type SendCheck = { ok: true; body: SendRequest } | { ok: false; field: SendField; message: string };

/** The form as the request it becomes, or the first problem in it (the field and its message). */
export function checkSendForm(form: SendForm): SendCheck {
  const title = form.title.trim();
  const message = form.message.trim();
  if (!title) return { ok: false, field: "title", message: m.titleAndMessageRequired };
  if (!message) return { ok: false, field: "message", message: m.titleAndMessageRequired };
  if ([...title].length > MAX_TITLE) return { ok: false, field: "title", message: m.tooLong(m.titleLabel, MAX_TITLE) };
  if ([...message].length > MAX_MESSAGE) return { ok: false, field: "message", message: m.tooLong(m.messageLabel, MAX_MESSAGE) };
  if (form.audience !== "all" && form.recipients.length === 0) {
    return { ok: false, field: "recipients", message: m.recipientsRequired };
  }
  if (form.audience === "one" && form.recipients.length > 1) {
    return { ok: false, field: "recipients", message: m.oneRecipientOnly };
  }
  if (form.recipients.length > MAX_RECIPIENTS) {
    return { ok: false, field: "recipients", message: m.tooManyRecipients(MAX_RECIPIENTS) };
  }
  const seconds = Number(form.seconds);
  if (form.autoClose && !(/^\d+$/.test(form.seconds.trim()) && seconds >= MIN_SECONDS && seconds <= MAX_SECONDS)) {
    return { ok: false, field: "seconds", message: m.durationInvalid(MIN_SECONDS, MAX_SECONDS) };
  }
  const ids = form.recipients.map((r) => r.id);
  return {
    ok: true,
    body: {
      type: form.type,
      title,
      message,
      recipientId: form.audience === "all" ? "all" : form.audience === "one" ? ids[0] : ids,
      priority: form.high ? "high" : "normal",
      autoClose: form.autoClose,
      // The server wants a duration either way; without auto close it is only kept.
      ...(form.autoClose ? { duration: seconds * 1000 } : {}),
    },
  };
}

/** Adds or removes an advertiser; the one-advertiser choice keeps only the newest pick. */
export function toggleRecipient(form: SendForm, recipient: Recipient): Recipient[] {
  if (form.recipients.some((r) => r.id === recipient.id)) return form.recipients.filter((r) => r.id !== recipient.id);
  if (form.audience === "one") return [recipient];
  if (form.recipients.length >= MAX_RECIPIENTS) return form.recipients;
  return [...form.recipients, recipient];
}

/** Who a send went to, as the history's recipient cell says it. */
export function audienceText(send: Pick<SendView, "audience" | "recipientIds" | "recipientName" | "recipientCount" | "status">): string {
  switch (send.audience) {
    case "all":
      return send.status === "sent" ? m.audienceAllCount(send.recipientCount) : m.audienceAll;
    case "user":
      return send.recipientName ?? m.audienceOneUnknown;
    case "list":
      return m.audienceList(send.recipientIds.length);
  }
}

/**
 * The read cell (spec part 2 §2, §4 "sent, read, dismissed"): read, closed unread or unread for one
 * recipient; for more, a count such as 2/5 and how many closed it unread.
 */
export function readStatusText(send: Pick<SendView, "readStatus" | "status" | "dismissedCount">): string {
  if (send.status !== "sent") return "-";
  if (send.readStatus === "read") return m.read;
  if (send.readStatus === "dismissed") return m.dismissed;
  if (send.readStatus === "unread") return m.unread;
  return send.dismissedCount > 0 ? m.readWithDismissed(send.readStatus, send.dismissedCount) : send.readStatus;
}

/** Whether the history should keep polling: some send is still being written. */
export function anyInProgress(sends: Pick<SendView, "status">[]): boolean {
  return sends.some((s) => s.status !== "sent");
}

export const typeLabel = (type: NotificationType): string => n.typeLabels[type];

export const HISTORY_PERIODS = apiParameters["/api/notifications/sends"].period;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const HISTORY_PAGE_SIZE = 20;

export interface SendHistoryQuery {
  period: HistoryPeriod;
  type: NotificationType | "";
  page: number;
}

export function readHistoryQuery(params: URLSearchParams): SendHistoryQuery {
  const period = params.get("period") as HistoryPeriod | null;
  const type = params.get("type") as NotificationType | null;
  const page = Number(params.get("page"));
  return {
    period: period && HISTORY_PERIODS.includes(period) ? period : "all",
    type: type && (NOTIFICATION_TYPES as readonly string[]).includes(type) ? type : "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeHistoryQuery(q: SendHistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.period !== "all") params.set("period", q.period);
  if (q.type) params.set("type", q.type);
  if (q.page !== 1) params.set("page", String(q.page));
  return params;
}
