import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { INPUT_MAX_PX, INPUT_MIN_PX, MAX_CONTENT } from "@/features/chat/format";
import { chatMessages as m } from "@/features/chat/messages";
import { useCoarsePointer } from "@/hooks/use-phone";

interface ChatInputProps {
  /** Sends the trimmed text; the input clears and keeps focus at once. */
  onSend: (content: string) => void;
  /** No sending (a closed room, no room selected). */
  disabled?: boolean;
  /** A send is in flight: typing goes on, sending waits. */
  busy?: boolean;
}

/**
 * The message box (spec part 2 §2, §5): grows from 40 to 120 px, Enter sends and Shift+Enter breaks
 * the line, never while an input method is still composing (Korean typed through an IME stays as
 * typed), blank text cannot be sent, a counter shows while it holds something. The Enter and
 * Shift+Enter hint is for a keyboard: on a touch screen (a coarse primary pointer) it is left out.
 */
export function ChatInput({ onSend, disabled = false, busy = false }: ChatInputProps) {
  const id = useId();
  const [text, setText] = useState("");
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = [...text].length;
  const tooLong = length > MAX_CONTENT;
  const canSend = !disabled && !busy && text.trim() !== "" && !tooLong;
  const coarse = useCoarsePointer();
  const help = tooLong ? m.tooLong(MAX_CONTENT) : coarse ? null : m.inputHelp;

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = `${INPUT_MIN_PX}px`;
    box.style.height = `${Math.min(INPUT_MAX_PX, Math.max(INPUT_MIN_PX, box.scrollHeight))}px`;
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: the Enter that ends an input method's composition, not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="chat-input"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-text`}>{m.inputLabel}</label>
      <textarea
        id={`${id}-text`}
        ref={ref}
        className="input chat-input-text"
        rows={1}
        value={text}
        disabled={disabled}
        placeholder={m.placeholder}
        aria-describedby={help ? `${id}-help` : undefined}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button-primary chat-send" disabled={!canSend}>
        {busy ? m.sending : m.send}
      </button>
      <div className="chat-input-meta">
        {help && <span id={`${id}-help`}>{help}</span>}
        {length > 0 && (
          <span className={tooLong ? "chat-counter chat-counter-over" : "chat-counter"}>{m.counter(length, MAX_CONTENT)}</span>
        )}
      </div>
    </form>
  );
}
