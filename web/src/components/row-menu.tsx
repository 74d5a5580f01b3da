import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { usePhone } from "@/hooks/use-phone";
import { commonMessages } from "@/lib/messages";

/** One thing a row offers: a button on the row at desk widths, an item of the row menu on a phone. */
export interface RowAction {
  key: string;
  label: string;
  onSelect: () => void;
  /** The button's tone on the row (`button-<tone>`); a danger tone also marks the menu item red. */
  tone?: "primary" | "secondary" | "ghost" | "danger" | "danger-outline";
  disabled?: boolean;
  /** The id of the cell that names the row (the inline button's `aria-describedby`). */
  describedBy?: string;
}

const MENU_HEIGHT_GUESS = 260;
const isDanger = (action: RowAction) => action.tone === "danger" || action.tone === "danger-outline";

interface RowMenuProps {
  items: RowAction[];
  /** The menu's accessible name (the slot menu, say). */
  menuLabel: string;
  /** The "⋯" button's accessible name (and title). */
  buttonName: string;
  disabled?: boolean;
}

/**
 * A row's "⋯" menu button (role menu with menuitems). The menu is placed in a portal next to the button
 * so a table's scroll box does not clip it; arrow keys move, Escape closes and gives focus back to
 * the button, a click elsewhere or scrolling closes it.
 */
export function RowMenu({ items, menuLabel, buttonName, disabled }: RowMenuProps) {
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
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
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
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []);
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
        className="button button-small button-secondary row-menu-dots"
        title={buttonName}
        aria-label={buttonName}
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
        <span aria-hidden="true">⋯</span>
      </button>
      {open &&
        createPortal(
          <div ref={menuRef} id={`${id}-menu`} role="menu" aria-label={menuLabel} className="row-menu" style={style} onKeyDown={onMenuKeyDown}>
            {items.map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                className={isDanger(item) ? "row-menu-item row-menu-item-danger" : "row-menu-item"}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}

interface RowActionsProps {
  /** Buttons on the row at desk widths, in order. */
  actions: RowAction[];
  /** Behind one "more" menu at desk widths. */
  more?: RowAction[];
  /** The menus' accessible name. */
  menuLabel: string;
  /** Every control of the row waits (a request for it is under way). */
  disabled?: boolean;
  className?: string;
  /**
   * On a phone too, `actions` stay buttons on the card, beside the one "⋯" menu ("actions") holding
   * `more`: the approval list's approve and reject are one tap.
   */
  phoneButtons?: boolean;
}

function ActionButton({ action, disabled }: { action: RowAction; disabled?: boolean }) {
  return (
    <button
      type="button"
      className={`button button-small button-${action.tone ?? "secondary"}`}
      aria-describedby={action.describedBy}
      disabled={disabled || action.disabled}
      onClick={action.onSelect}
    >
      {action.label}
    </button>
  );
}

/**
 * A row's actions: at desk widths its buttons side by side (and a "⋯" menu named "more" for the
 * rest); on a phone one "⋯" menu ("actions") holding them all, approval first, so a card keeps a
 * single control (unless `phoneButtons` keeps the buttons on the card).
 */
export function RowActions({ actions, more = [], menuLabel, disabled, className, phoneButtons = false }: RowActionsProps) {
  const phone = usePhone();
  const classes = className ? `row-actions ${className}` : "row-actions";
  if (phone && phoneButtons && actions.length > 0) {
    return (
      <div className={`${classes} row-actions-phone`}>
        {actions.map((action) => (
          <ActionButton key={action.key} action={action} disabled={disabled} />
        ))}
        {more.length > 0 && <RowMenu items={more} menuLabel={menuLabel} buttonName={commonMessages.rowMenu} disabled={disabled} />}
      </div>
    );
  }
  if (phone) {
    const items = [...actions, ...more];
    if (items.length === 0) return null;
    return (
      <RowMenu
        items={items}
        menuLabel={menuLabel}
        buttonName={commonMessages.rowMenu}
        disabled={disabled}
      />
    );
  }
  return (
    <div className={classes}>
      {actions.map((action) => (
        <ActionButton key={action.key} action={action} disabled={disabled} />
      ))}
      {more.length > 0 && <RowMenu items={more} menuLabel={menuLabel} buttonName={commonMessages.more} disabled={disabled} />}
    </div>
  );
}
