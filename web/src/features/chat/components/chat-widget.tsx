import { useState } from "react";
import { Link } from "react-router-dom";
import { Modal } from "@/components/modal";
import { markRoomRead, useChatFreshness, useChatRooms, useChatUnread } from "@/features/chat/api";
import { ChatWindow } from "@/features/chat/components/chat-window";
import { chatMessages as m } from "@/features/chat/messages";
import { badgeText } from "@/lib/format";
import type { UserView } from "@/lib/session-api";

interface ChatWidgetProps {
  user: UserView;
  maxMessages: number;
  sound: boolean;
}

/**
 * The advertiser's 1:1 inquiry (spec part 2 §2 "Support chat"): a round button (the layout's floating stack, bottom right; a phone's top bar) with
 * the unread badge, opening the customer support modal on their own room (made by their first message).
 * Opening it reads the answers (the badge goes to 0); closing it reads what came meanwhile.
 * Operators and developers get a pointer to their inbox instead.
 */
export function ChatWidget({ user, maxMessages, sound }: ChatWidgetProps) {
  const advertiser = user.role === "user";
  const [open, setOpen] = useState(false);
  const unread = useChatUnread(advertiser);
  const { data } = useChatRooms(false, advertiser);
  const room = data?.rooms[0] ?? null;
  useChatFreshness(advertiser, user.id, sound);

  const close = () => {
    setOpen(false);
    if (room && room.unreadCount > 0) void markRoomRead(room.id).catch(() => undefined);
  };
  const badge = advertiser ? badgeText(unread) : null;

  return (
    <>
      <button
        type="button"
        className="chat-widget-button"
        title={m.openButton}
        aria-label={unread > 0 ? m.openButtonWithUnread(unread) : m.openButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="chat-widget-button"
      >
        <ChatIcon />
        {badge && (
          <span className="count-badge chat-widget-badge" data-testid="chat-unread-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Modal title={m.modalTitle} onClose={close} size="medium" testId="chat-modal">
          <div className="modal-body chat-modal-body">
            <p className="chat-modal-subtitle">{m.modalSubtitle}</p>
            {advertiser ? (
              <ChatWindow
                room={room}
                viewerId={user.id}
                maxMessages={maxMessages}
                showHeader={false}
                emptyState={
                  <div className="chat-greeting">
                    <strong>{m.greetingTitle}</strong>
                    <p>{m.greetingBody}</p>
                  </div>
                }
              />
            ) : (
              <div className="chat-staff-note">
                <p>{m.staffInWidget}</p>
                <Link to="/admin/chat" className="button button-primary" onClick={() => setOpen(false)}>
                  {m.goToInbox}
                </Link>
              </div>
            )}
          </div>
        </Modal>
      )}
    </>
  );
}

/** A speech bubble. */
function ChatIcon() {
  return (
    <svg className="chat-widget-icon" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
      <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" strokeWidth="2.6" />
    </svg>
  );
}
