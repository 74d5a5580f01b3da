import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import type { MenuSection } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";

/** Minimal layout: a round button at the bottom right opening a popup of the same links plus logout. */
export function FloatingMenu({ sections }: { sections: MenuSection[] }) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    popupRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!popupRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open]);

  return (
    <div className="floating-menu">
      {open && (
        <div ref={popupRef} id={popupId} className="floating-menu-popup" role="dialog" aria-label={navigationMessages.menuPopup}>
          <NavMenu sections={sections} onNavigate={() => setOpen(false)} />
          <LogoutButton className="button button-ghost button-block" />
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="floating-menu-button"
        aria-label={open ? navigationMessages.closeMenu : navigationMessages.openMenu}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">{open ? "×" : "☰"}</span>
      </button>
    </div>
  );
}
