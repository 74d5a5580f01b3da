import type { Ref } from "react";
import { navigationMessages } from "@/features/navigation/messages";
/** The three-bar menu icon, or a cross while the menu is open; decorative (the button has the name). */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="menu-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

interface MenuToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of what it opens (left out while that is not on the page). */
  controls: string | undefined;
  className: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The button that opens and closes a menu (drawer, top bar, floating popup): its name says which it will do. */
export function MenuToggle({ open, onToggle, controls, className, buttonRef }: MenuToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-label={open ? navigationMessages.closeMenu : navigationMessages.openMenu}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <MenuIcon open={open} />
    </button>
  );
}
