import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { Badge } from "@/components/badge";
import { Checkbox } from "@/components/checkbox";
import { useConfirm } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { useToast } from "@/components/toast";
import { setRoomStatus, useChatFreshness, useChatRoom, useChatRooms, useChatUnread } from "@/features/chat/api";
import { ChatWindow } from "@/features/chat/components/chat-window";
import { chatTime, preview, roomTitle, type ChatRoom } from "@/features/chat/format";
import { chatMessages as m } from "@/features/chat/messages";
import { errorMessageOf } from "@/lib/api-client";
import { badgeText } from "@/lib/format";
import type { UserView } from "@/lib/session-api";

interface ChatInboxProps {
  title: string;
  user: UserView;
  maxMessages: number;
  sound: boolean;
  /** chatEnabled: when off the inbox still answers, and says advertisers cannot write. */
  chatEnabled: boolean;
}

/**
 * /admin/chat (staff, spec part 2 §2 "Operator inbox"): every advertiser's room with the total and
 * unread counts, each room's last message (30 characters) and time, an unread-only filter; the
 * chosen room's window beside it, where staff answer, close and reopen. On a phone the list and the
 * room take turns. The chosen room is kept in the address (`?room=`).
 */
export function ChatInbox({ title, user, maxMessages, sound, chatEnabled }: ChatInboxProps) {
  const [params, setParams] = useSearchParams();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, error, isLoading } = useChatRooms(unreadOnly);
  const unread = useChatUnread(true);
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  useChatFreshness(true, user.id, sound);

  const roomId = Number(params.get("room")) || null;
  const rooms = data?.rooms ?? [];
  // Read on its own, so the chosen room stays when the unread-only list no longer holds it.
  const { data: chosen } = useChatRoom(roomId);
  const room = chosen?.id === roomId ? chosen : null;

  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete("room");
    else next.set("room", String(id));
    setParams(next);
  };

  const changeStatus = async (target: ChatRoom, status: "active" | "closed") => {
    if (status === "closed" && !(await confirm({ title: m.closeRoom, message: m.closeRoomConfirm, confirmLabel: m.closeRoom, danger: true }))) {
      return;
    }
    setBusy(true);
    try {
      await setRoomStatus(target.id, status);
      toast.success(status === "closed" ? m.closed : m.reopened);
    } catch (caught) {
      toast.error(errorMessageOf(caught, m.statusFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`chat-inbox${roomId ? " chat-inbox-detail" : ""}`}>
      <PageHeader title={title} description={m.inboxDescription} />
      {!chatEnabled && <AlertBox kind="warning">{m.chatDisabled}</AlertBox>}
      <div className="chat-inbox-grid">
        <aside className="chat-room-panel" aria-label={m.roomListLabel}>
          <div className="chat-room-toolbar">
            <p className="chat-room-counts" aria-live="polite">{m.inboxCounts(data?.pagination.total ?? 0, unread)}</p>
            <Checkbox label={m.unreadOnly} checked={unreadOnly} onChange={setUnreadOnly} />
          </div>
          {error && <AlertBox>{errorMessageOf(error, m.roomsFailed)}</AlertBox>}
          {isLoading && !data ? (
            <p className="chat-placeholder">{m.loading}</p>
          ) : rooms.length === 0 ? (
            <p className="chat-placeholder">{unreadOnly ? m.noUnreadRooms : m.noRooms}</p>
          ) : (
            <ul className="chat-room-list">
              {rooms.map((r) => {
                const badge = badgeText(r.unreadCount);
                return (
                  <li key={r.id}>
                    <button
                      type="button"
                      className={`chat-room${r.id === roomId ? " chat-room-active" : ""}`}
                      aria-current={r.id === roomId ? "true" : undefined}
                      onClick={() => choose(r.id)}
                      data-testid={`chat-room-${r.id}`}
                    >
                      <span className="chat-room-head">
                        <span className="chat-room-name">{roomTitle(r)}</span>
                        {r.lastMessageAt && <time dateTime={r.lastMessageAt}>{chatTime(r.lastMessageAt)}</time>}
                      </span>
                      <span className="chat-room-preview">{preview(r.lastMessage)}</span>
                      <span className="chat-room-tags">
                        {r.status !== "active" && <Badge tone="neutral">{m.statuses[r.status]}</Badge>}
                        {badge && (
                          <span className="count-badge chat-room-unread" aria-label={m.unreadBadge(r.unreadCount)} data-testid="chat-room-unread">
                            {badge}
                          </span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </aside>
        <div className="chat-room-detail">
          {roomId && (
            <button type="button" className="button button-ghost button-small chat-back" onClick={() => choose(null)}>
              ← {m.backToList}
            </button>
          )}
          <ChatWindow
            room={room}
            viewerId={user.id}
            maxMessages={maxMessages}
            needsRoom
            readOnlyReason={room && room.status !== "active" ? m.closedNotice : null}
            headerActions={
              room &&
              (room.status === "active" ? (
                <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => void changeStatus(room, "closed")}>
                  {m.closeRoom}
                </button>
              ) : (
                <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void changeStatus(room, "active")}>
                  {m.reopenRoom}
                </button>
              ))
            }
          />
        </div>
      </div>
    </section>
  );
}
