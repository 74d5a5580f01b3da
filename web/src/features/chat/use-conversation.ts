import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchOlder, markRoomRead, refreshChats, sendMessage, usePolledMessages, useRoomMessages, type ChatSent } from "@/features/chat/api";
import { mergeMessages, shownMessages, type ChatMessage, type ShownMessage } from "@/features/chat/format";
import { chatMessages as m } from "@/features/chat/messages";
import { errorMessageOf } from "@/lib/api-client";

interface Pending {
  key: string;
  content: string;
  createdAt: string;
  failed: boolean;
}

export interface Conversation {
  messages: ShownMessage[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingOlder: boolean;
  sending: boolean;
  send: (content: string) => void;
  retry: (key: string) => void;
  loadOlder: () => void;
}

let nextPending = 1;

/**
 * One room's conversation as a window shows it: the latest `limit` stored messages (fresh from
 * the socket, or from polling the latest 10), older pages on request, and my messages still pending or failed. The
 * other side's messages are marked read while the window is open (`active`). An advertiser without
 * a room sends to `roomId` null; `onSent` hears the room the first message made.
 */
export function useConversation(
  roomId: number | null,
  viewerId: number,
  limit: number,
  active: boolean,
  onSent?: (sent: ChatSent) => void,
): Conversation {
  const { data, error, isLoading } = useRoomMessages(roomId, limit);
  const { data: polled } = usePolledMessages(roomId);
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [sendingCount, setSendingCount] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const markedUpTo = useRef(0);

  // A new room starts over.
  useEffect(() => {
    setOlder([]);
    setOlderHasMore(null);
    setPending([]);
    setFailure(null);
    markedUpTo.current = 0;
  }, [roomId]);

  const stored = useMemo(
    () => mergeMessages(mergeMessages(older, data?.messages ?? [], Number.MAX_SAFE_INTEGER), polled?.messages ?? [], Number.MAX_SAFE_INTEGER),
    [older, data, polled],
  );

  // The other side's newest message is read while the room is open here.
  const newestTheirs = [...stored].reverse().find((message) => message.senderId !== viewerId && message.status !== "read");
  useEffect(() => {
    if (!active || roomId === null || !newestTheirs || newestTheirs.id <= markedUpTo.current) return;
    markedUpTo.current = newestTheirs.id;
    void markRoomRead(roomId).catch(() => {
      markedUpTo.current = 0; // try again with the next message
    });
  }, [active, roomId, newestTheirs]);

  const deliver = useCallback(
    (key: string, content: string) => {
      setSendingCount((n) => n + 1);
      sendMessage(content, roomId)
        .then(async (sent) => {
          onSent?.(sent);
          await refreshChats();
          setPending((list) => list.filter((p) => p.key !== key));
          setFailure(null);
        })
        .catch((caught) => {
          setPending((list) => list.map((p) => (p.key === key ? { ...p, failed: true } : p)));
          setFailure(errorMessageOf(caught, m.sendFailed));
        })
        .finally(() => setSendingCount((n) => n - 1));
    },
    [roomId, onSent],
  );

  const send = useCallback(
    (content: string) => {
      const key = `p${nextPending++}`;
      setPending((list) => [...list, { key, content, createdAt: new Date().toISOString(), failed: false }]);
      deliver(key, content);
    },
    [deliver],
  );

  const retry = useCallback(
    (key: string) => {
      const item = pending.find((p) => p.key === key);
      if (!item) return;
      setPending((list) => list.map((p) => (p.key === key ? { ...p, failed: false } : p)));
      deliver(key, item.content);
    },
    [pending, deliver],
  );

  const loadOlder = useCallback(() => {
    const oldest = stored[0];
    if (roomId === null || !oldest || loadingOlder) return;
    setLoadingOlder(true);
    fetchOlder(roomId, oldest.id, limit)
      .then((page) => {
        setOlder((list) => mergeMessages(list, page.messages, Number.MAX_SAFE_INTEGER));
        setOlderHasMore(page.hasMore);
      })
      .catch((caught) => setFailure(errorMessageOf(caught, m.loadFailed)))
      .finally(() => setLoadingOlder(false));
  }, [roomId, stored, limit, loadingOlder]);

  return {
    messages: shownMessages(stored, viewerId, pending),
    loading: roomId !== null && isLoading && !data,
    error: failure ?? (error ? errorMessageOf(error, m.loadFailed) : null),
    hasMore: olderHasMore ?? data?.hasMore ?? false,
    loadingOlder,
    sending: sendingCount > 0,
    send,
    retry,
    loadOlder,
  };
}
