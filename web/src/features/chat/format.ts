/**
 * The chat's pure rules (spec part 2 §2, §3, §9): chat times (minutes under an hour, hours under a
 * day, then the date), day separators, the 30-character room preview, sender names, the room title
 * fallback, the scroll thresholds, and which delivery mark a message shows.
 */
import { chatMessages as m } from "@/features/chat/messages";
import type { components } from "@/lib/api-types";
import { cutText, formatDayHeading, formatTime } from "@/lib/format";
import { relativeTime } from "@/lib/relative-time";
import { apiLimits } from "@/lib/api-limits";

type Schemas = components["schemas"];
export type ChatMessage = Schemas["ChatMessageView"];
export type ChatRoom = Schemas["ChatRoomView"];

/** The longest message (the server's rule). */
export const MAX_CONTENT = apiLimits.MessageBody.content.maxLength;
/** Room list preview length (spec part 2 §9). */
export const PREVIEW_CHARS = 30;
/** Within this many px of the bottom the list follows new messages; past it the jump button shows. */
export const SCROLL_THRESHOLD_PX = 100;
/** The input grows from 40 to 120 px (spec part 2 §5). */
export const INPUT_MIN_PX = 40;
export const INPUT_MAX_PX = 120;

/** A message as the window shows it: stored ones, and the user's own still pending or failed. */
export interface ShownMessage {
  key: string;
  id: number | null;
  content: string;
  createdAt: string;
  mine: boolean;
  senderName: string;
  kind: ChatMessage["type"];
  delivery: ChatMessage["status"] | "pending" | "failed";
  isDeleted: boolean;
}

/** A room's last-message time: just now, N minutes under an hour, N hours under a day, then the date. */
export function chatTime(iso: string, now: number = Date.now()): string {
  return relativeTime(iso, now);
}

/** The clock time under a bubble (14:05). */
export function clockTime(iso: string): string {
  return formatTime(iso);
}

/** The KST calendar day of an instant, for day separators ("2026-11-24 (화)"). */
export function dayLabel(iso: string): string {
  return formatDayHeading(iso);
}

/** Messages grouped under their KST day, in order. */
export function byDay<T extends { createdAt: string }>(messages: T[]): { day: string; messages: T[] }[] {
  const groups: { day: string; messages: T[] }[] = [];
  for (const message of messages) {
    const day = dayLabel(message.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** The room list's preview of the last message. */
export function preview(text: string | null | undefined): string {
  if (!text) return m.noLastMessage;
  const flat = text.replace(/\s+/g, " ").trim();
  return cutText(flat, PREVIEW_CHARS);
}

/** A room's title: its name, or "채팅방" and the id's last 4 characters. */
export function roomTitle(room: Pick<ChatRoom, "id" | "name"> | null | undefined): string {
  if (!room) return "";
  return room.name?.trim() ? room.name : m.roomFallback(room.id);
}

/** Who wrote a message (spec part 2 §3): the auto reply and the system by name, else the person. */
export function senderName(message: Pick<ChatMessage, "type" | "senderName" | "sender">): string {
  if (message.type === "auto_reply") return m.autoReplySender;
  if (message.type === "system") return m.systemSender;
  return message.senderName || message.sender.name || message.sender.email || m.unknownSender;
}

/** The window's list: stored messages (mine when I wrote them) then my pending and failed ones. */
export function shownMessages(
  stored: ChatMessage[],
  viewerId: number,
  pending: { key: string; content: string; createdAt: string; failed: boolean }[],
): ShownMessage[] {
  const shown: ShownMessage[] = stored.map((message) => ({
    key: `m${message.id}`,
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    mine: message.senderId === viewerId,
    senderName: senderName(message),
    kind: message.type,
    delivery: message.status,
    isDeleted: false,
  }));
  for (const p of pending) {
    shown.push({
      key: p.key,
      id: null,
      content: p.content,
      createdAt: p.createdAt,
      mine: true,
      senderName: "",
      kind: "normal",
      delivery: p.failed ? "failed" : "pending",
      isDeleted: false,
    });
  }
  return shown;
}

/** Stored messages with `incoming` merged in by id, oldest first, at most `max` (the newest). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[], max: number): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > max ? merged.slice(merged.length - max) : merged;
}

/** Whether a scrolled list is close enough to its end to follow new messages. */
export function nearBottom(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_THRESHOLD_PX;
}
