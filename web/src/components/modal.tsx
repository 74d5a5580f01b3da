import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { FOCUSABLE, focusablesIn, keepTabWithin } from "@/lib/focus";
import { commonMessages } from "@/lib/messages";


interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  /** id of the element describing the dialog (the confirmation question). */
  describedBy?: string;
  /** Element to focus on open; defaults to the first field or button inside the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Focus the title on open instead (a modal to read first, whose first field would open selected,
   * like a date range): a screen reader starts at the title and Tab goes on to the first control.
   */
  focusTitle?: boolean;
  /** While true, Escape, the backdrop and the close button do nothing (a request is running). */
  busy?: boolean;
  showCloseButton?: boolean;
  size?: "small" | "medium" | "large";
  testId?: string;
}

/**
 * An accessible modal: role dialog with aria-modal and the title as its name, focus moved inside on
 * open and kept there with Tab, Escape closes, focus returns to the opener on close.
 */
export function Modal({
  title,
  onClose,
  children,
  role = "dialog",
  describedBy,
  initialFocusRef,
  focusTitle = false,
  busy = false,
  showCloseButton = true,
  size = "medium",
  testId,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  onCloseRef.current = onClose;
  busyRef.current = busy;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const body = dialog?.querySelector<HTMLElement>(".modal-body");
    const target =
      (focusTitle ? titleRef.current : null) ??
      initialFocusRef?.current ??
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
    // Focus only once, on open.
  }, []);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busyRef.current) onCloseRef.current();
      return;
    }
    if (dialogRef.current) keepTabWithin(event, focusablesIn(dialogRef.current));
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal-${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        data-testid={testId}
      >
        <div className="modal-header">
          <h2 id={titleId} ref={titleRef} className="modal-title" tabIndex={focusTitle ? -1 : undefined}>
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              className="modal-close"
              aria-label={commonMessages.close}
              onClick={onClose}
              disabled={busy}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
