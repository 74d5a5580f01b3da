import { clockTime, type ShownMessage } from "@/features/chat/format";
import { chatMessages as m } from "@/features/chat/messages";

/** The delivery mark under my message (spec part 2 §2): sending, ✓, ✓✓, blue ✓✓, or !. */
function DeliveryMark({ delivery }: { delivery: ShownMessage["delivery"] }) {
  const glyph = { pending: "…", sent: "✓", delivered: "✓✓", read: "✓✓", failed: "!" }[delivery];
  return (
    <span className={`chat-delivery chat-delivery-${delivery}`} title={m.delivery[delivery]} data-delivery={delivery}>
      <span aria-hidden="true">{delivery === "pending" ? m.delivery.pending : glyph}</span>
      <span className="visually-hidden">{m.delivery[delivery]}</span>
    </span>
  );
}

interface MessageBubbleProps {
  message: ShownMessage;
  onRetry?: (key: string) => void;
}

/**
 * One message: mine on the right with its delivery mark, the other side's on the left with the
 * sender's name, system lines and the auto reply set apart. Content is text (line breaks kept),
 * never HTML.
 */
export function MessageBubble({ message, onRetry }: MessageBubbleProps) {
  if (message.kind === "system") {
    return (
      <li className="chat-system" data-testid="chat-message">
        {message.content}
      </li>
    );
  }
  const side = message.mine ? "chat-bubble-mine" : "chat-bubble-theirs";
  const auto = message.kind === "auto_reply" ? " chat-bubble-auto" : "";
  return (
    <li className={`chat-bubble-row ${side}${auto}`} data-testid="chat-message">
      {!message.mine && <span className="chat-sender">{message.senderName}</span>}
      <div className="chat-bubble">
        {message.isDeleted ? <em className="chat-deleted">{m.deleted}</em> : <p className="chat-text">{message.content}</p>}
      </div>
      <div className="chat-meta">
        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
        {message.mine && <DeliveryMark delivery={message.delivery} />}
        {message.delivery === "failed" && onRetry && (
          <button type="button" className="button button-ghost button-small" onClick={() => onRetry(message.key)}>
            {m.retry}
          </button>
        )}
      </div>
    </li>
  );
}
