import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import type { MenuItemAction } from "@/features/admin-slots/actions";
import { adminActionMessages as messages } from "@/features/admin-slots/messages";

const LABELS: Record<MenuItemAction, string> = {
  edit: messages.edit,
  pause: messages.pause,
  resume: messages.resume,
  refund: messages.refund,
  extend: messages.extend,
  delete: messages.delete,
  recrawl: messages.recrawl,
  logs: messages.logs,
};

const DANGER: ReadonlySet<MenuItemAction> = new Set(["refund", "delete"]);
const MENU_HEIGHT_GUESS = 260;

interface AdminRowMenuProps {
  items: MenuItemAction[];
  onSelect: (action: MenuItemAction) => void;
  disabled?: boolean;
}

/**
 * The row's "more" menu button (role menu with menuitems). The menu is placed in a portal next to
 * the button so the table's scroll box does not clip it; arrow keys move, Escape closes and gives
 * focus back to the button, a click elsewhere or scrolling closes it.
 */
export function AdminRowMenu({ items, onSelect, disabled }: AdminRowMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    const right = Math.max(8, window.innerWidth - rect.right);
    const below = rect.bottom + MENU_HEIGHT_GUESS < window.innerHeight;
    setStyle(below ? { top: rect.bottom + 4, right } : { bottom: window.innerHeight - rect.top + 4, right });
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    const onScroll = (event: Event) => {
      if (menuRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    const onResize = () => setOpen(false);
    document.addEventListener("mousedown", onPointer);
    window.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      window.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", onResize);
    };
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      entries[(next + entries.length) % entries.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(entries.length - 1);
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case "Tab":
        return close(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button-small button-secondary admin-more-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {messages.more}
        <span className="admin-more-caret" aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-label={messages.menuLabel}
            className="admin-menu"
            style={style}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((action) => (
              <button
                key={action}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={DANGER.has(action) ? "admin-menu-item admin-menu-item-danger" : "admin-menu-item"}
                onClick={() => {
                  close(true);
                  onSelect(action);
                }}
              >
                {LABELS[action]}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
