/**
 * The support chat's calls (`/api/chat…`, docs/api-chat.md) and the SWR hooks the widget, the inbox
 * and the window share. While the tab's socket is signed in, lists change only when it says so
 * (CHAT_MESSAGE_EVENT, CHAT_RECEIPT_EVENT, CHAT_STALE_EVENT); without it they poll at the spec's
 * intervals (messages 2 s, rooms 5 s, the unread count 30 s).
 */
import { useEffect } from "react";
import useSWR, { mutate } from "swr";
import { playBeep } from "@/lib/beep";
import { fetcher, postJson, putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import {
  CHAT_MESSAGE_EVENT,
  CHAT_RECEIPT_EVENT,
  CHAT_STALE_EVENT,
  useLiveAuthenticated,
  type LiveChatMessage,
} from "@/lib/live-events";

type Schemas = components["schemas"];
export type ChatRoomsPage = Schemas["ChatRoomsView"];
export type ChatMessagesPage = Schemas["ChatMessagesView"];
export type ChatSent = Schemas["ChatSentView"];
export type RoomStatus = Schemas["RoomStatus"];
type Count = Schemas["ChatCountView"];

const BASE = "/api/chat";
/** Polling without a socket (spec part 2 §9). */
export const POLL_MS = { messages: 2000, rooms: 5000, unread: 30_000 } as const;
/** A message poll reads only the latest 10 (spec part 2 §7, §9); the room's first page is read once. */
export const POLL_LATEST = 10;

export const chatKeys = {
  rooms: (unreadOnly = false, page = 1, limit = 50): string =>
    `${BASE}/rooms?page=${page}&limit=${limit}${unreadOnly ? "&unreadOnly=true" : ""}`,
  messages: (roomId: number, limit: number): string => `${BASE}/rooms/${roomId}/messages?limit=${limit}`,
  older: (roomId: number, before: number, limit: number): string =>
    `${BASE}/rooms/${roomId}/messages?before=${before}&limit=${limit}`,
  room: (id: number): string => `${BASE}/rooms/${id}`,
  unread: `${BASE}/unread-count`,
};

/** Refetches every chat list and count on screen. */
export function refreshChats(): Promise<unknown> {
  return mutate((key) => typeof key === "string" && key.startsWith(BASE));
}

export function useChatRooms(unreadOnly: boolean, enabled = true, page = 1) {
  const live = useLiveAuthenticated();
  return useSWR<ChatRoomsPage>(enabled ? chatKeys.rooms(unreadOnly, page) : null, fetcher, {
    refreshInterval: live ? 0 : POLL_MS.rooms,
    keepPreviousData: true,
  });
}

/** One room as the caller sees it (its unread count and status), fresh with the lists. */
export function useChatRoom(roomId: number | null) {
  const live = useLiveAuthenticated();
  return useSWR<Schemas["ChatRoomView"]>(roomId === null ? null : chatKeys.room(roomId), fetcher, {
    refreshInterval: live ? 0 : POLL_MS.rooms,
    keepPreviousData: true,
  });
}

/** The room's latest `limit` messages, read when it opens and again when the socket or a send says so. */
export function useRoomMessages(roomId: number | null, limit: number) {
  return useSWR<ChatMessagesPage>(roomId === null ? null : chatKeys.messages(roomId, limit), fetcher);
}

/** Without a signed-in socket: the room's latest 10 messages every 2 s, merged over its first page. */
export function usePolledMessages(roomId: number | null) {
  const live = useLiveAuthenticated();
  return useSWR<ChatMessagesPage>(roomId === null || live ? null : chatKeys.messages(roomId, POLL_LATEST), fetcher, {
    refreshInterval: POLL_MS.messages,
  });
}

export function useChatUnread(enabled: boolean): number {
  const live = useLiveAuthenticated();
  const { data } = useSWR<Count>(enabled ? chatKeys.unread : null, fetcher, {
    refreshInterval: live ? 0 : POLL_MS.unread,
  });
  return data?.count ?? 0;
}

/**
 * Keeps chat lists fresh from the socket (mount once per screen that shows chats) and beeps for a
 * message from the other side when `sound` is on.
 */
export function useChatFreshness(enabled: boolean, viewerId: number | null, sound: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = () => void refreshChats();
    const onMessage = (event: Event) => {
      const message = (event as CustomEvent<LiveChatMessage>).detail;
      if (sound && message.senderId !== viewerId) playBeep();
      refresh();
    };
    window.addEventListener(CHAT_MESSAGE_EVENT, onMessage);
    window.addEventListener(CHAT_RECEIPT_EVENT, refresh);
    window.addEventListener(CHAT_STALE_EVENT, refresh);
    return () => {
      window.removeEventListener(CHAT_MESSAGE_EVENT, onMessage);
      window.removeEventListener(CHAT_RECEIPT_EVENT, refresh);
      window.removeEventListener(CHAT_STALE_EVENT, refresh);
    };
  }, [enabled, viewerId, sound]);
}

/** Sends `content`: to `roomId`, or (an advertiser) to their own room, made by the first message. */
export function sendMessage(content: string, roomId: number | null): Promise<ChatSent> {
  const body = roomId === null ? { content } : { content, roomId };
  return postJson<typeof body, ChatSent>(`${BASE}/messages`, { arg: body });
}

export function fetchOlder(roomId: number, before: number, limit: number): Promise<ChatMessagesPage> {
  return fetcher<ChatMessagesPage>(chatKeys.older(roomId, before, limit));
}

/** The caller opened the room: the other side's messages are read (their checks turn blue). */
export async function markRoomRead(roomId: number): Promise<void> {
  await putJson<undefined, Schemas["ChatRoomView"]>(`${BASE}/rooms/${roomId}/read`);
  await mutate(
    (key) => typeof key === "string" && (key.startsWith(`${BASE}/rooms?`) || key === chatKeys.room(roomId) || key === chatKeys.unread),
  );
}

export async function setRoomStatus(roomId: number, status: RoomStatus): Promise<void> {
  await putJson<{ status: RoomStatus }, Schemas["ChatRoomView"]>(`${BASE}/rooms/${roomId}/status`, { arg: { status } });
  await refreshChats();
}
