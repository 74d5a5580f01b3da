import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { AlertBox } from "@/components/alert-box";
import type { ChatSent } from "@/features/chat/api";
import { ChatInput } from "@/features/chat/components/chat-input";
import { MessageBubble } from "@/features/chat/components/message-bubble";
import { byDay, nearBottom, roomTitle, type ChatRoom } from "@/features/chat/format";
import { chatMessages as m } from "@/features/chat/messages";
import { useConversation } from "@/features/chat/use-conversation";

interface ChatWindowProps {
  /** The room shown; null before an advertiser's first message (or, with `needsRoom`, none chosen). */
  room: ChatRoom | null;
  viewerId: number;
  /** Messages loaded at once (the `chatMaxMessages` setting). */
  maxMessages: number;
  /** The window is in front of the person (their reading marks the other side's messages read). */
  active?: boolean;
  /** The inbox: without a room there is nothing to write to ("select a chat room"). */
  needsRoom?: boolean;
  /** Shown instead of "no messages yet" while the room is empty (the widget's greeting). */
  emptyState?: ReactNode;
  /** The room header (name, participants, actions); left out in the widget, whose modal has one. */
  showHeader?: boolean;
  headerActions?: ReactNode;
  onClose?: () => void;
  /** Replies are off (a closed room, for staff): the reason shown over the input. */
  readOnlyReason?: string | null;
  onSent?: (sent: ChatSent) => void;
}

/**
 * The chat window (spec part 2 §2 "Chat window component"): header with the room's name (or
 * "chat room" and the id's last 4 characters) and participant count, messages under day separators,
 * following new ones while within 100 px of the bottom and otherwise offering a jump down, the
 * empty and "select a room" texts, a Korean error box, and the input.
 */
export function ChatWindow({
  room,
  viewerId,
  maxMessages,
  active = true,
  needsRoom = false,
  emptyState,
  showHeader = true,
  headerActions,
  onClose,
  readOnlyReason,
  onSent,
}: ChatWindowProps) {
  const conversation = useConversation(room?.id ?? null, viewerId, maxMessages, active, onSent);
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const count = conversation.messages.length;
  const lastMine = conversation.messages[count - 1]?.mine ?? false;

  // New messages: follow them while near the bottom, or when I just wrote one.
  useLayoutEffect(() => {
    const box = listRef.current;
    if (!box) return;
    if (following.current || lastMine) {
      box.scrollTop = box.scrollHeight;
      setShowJump(false);
    } else {
      setShowJump(true);
    }
  }, [count, lastMine]);

  // Another room starts at its end.
  useEffect(() => {
    following.current = true;
  }, [room?.id]);

  const onScroll = () => {
    const box = listRef.current;
    if (!box) return;
    following.current = nearBottom(box);
    setShowJump(!following.current);
  };

  const jumpDown = () => {
    const box = listRef.current;
    if (!box) return;
    box.scrollTo({ top: box.scrollHeight, behavior: "smooth" });
    following.current = true;
    setShowJump(false);
  };

  if (needsRoom && !room) {
    return (
      <section className="chat-window chat-window-empty" aria-label={m.messageListLabel}>
        <p className="chat-placeholder">{m.selectRoom}</p>
      </section>
    );
  }

  return (
    <section className="chat-window" aria-label={room ? roomTitle(room) : m.messageListLabel} data-testid="chat-window">
      {showHeader && room && (
        <header className="chat-window-header">
          <div>
            <h2 className="chat-window-title">{roomTitle(room)}</h2>
            <p className="chat-window-sub">{m.participants(room.participantCount)}</p>
          </div>
          <div className="chat-window-actions">
            {headerActions}
            {onClose && (
              <button type="button" className="button button-ghost button-small" onClick={onClose}>
                {m.closeWindow}
              </button>
            )}
          </div>
        </header>
      )}
      <div className="chat-messages" ref={listRef} onScroll={onScroll} role="log" aria-live="polite" aria-label={m.messageListLabel}>
        {conversation.hasMore && (
          <div className="chat-older">
            <button type="button" className="button button-ghost button-small" onClick={conversation.loadOlder} disabled={conversation.loadingOlder}>
              {conversation.loadingOlder ? m.loadingOlder : m.loadOlder}
            </button>
          </div>
        )}
        {conversation.loading ? (
          <p className="chat-placeholder">{m.loading}</p>
        ) : count === 0 ? (
          <div className="chat-placeholder">{emptyState ?? m.noMessages}</div>
        ) : (
          byDay(conversation.messages).map((group) => (
            <div key={group.day} className="chat-day">
              <div className="chat-day-separator" role="separator">
                <span>{group.day}</span>
              </div>
              <ul className="chat-list">
                {group.messages.map((message) => (
                  <MessageBubble key={message.key} message={message} onRetry={conversation.retry} />
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
      {showJump && (
        <button type="button" className="chat-jump" onClick={jumpDown} aria-label={m.scrollToBottom}>
          <span aria-hidden="true">↓</span> {m.newMessagesBelow}
        </button>
      )}
      {conversation.error && (
        <div className="chat-error">
          <AlertBox>{conversation.error}</AlertBox>
        </div>
      )}
      {readOnlyReason && <p className="chat-readonly">{readOnlyReason}</p>}
      <ChatInput onSend={conversation.send} busy={conversation.sending} disabled={Boolean(readOnlyReason)} />
    </section>
  );
}
