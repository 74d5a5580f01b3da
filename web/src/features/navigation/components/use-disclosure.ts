import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { focusablesIn, keepTabWithin } from "@/lib/focus";

/**
 * Open/closed state of a menu panel (the phone drawer, the collapsed top navigation, the floating
 * menu): closes on navigation, on Escape and from inside (focus back on the toggle), and on a press outside the
 * panel and the toggle when `closeOnOutside` says so. A press inside an open modal (the cash charge
 * modal opened from the menu) never counts as outside. With `trapFocus` (a panel over the page:
 * the drawer, the floating menu) Tab stays inside the open panel, as in a modal.
 */
export function useDisclosure<Panel extends HTMLElement = HTMLElement>({
  closeOnOutside = false,
  trapFocus = false,
}: { closeOnOutside?: boolean; trapFocus?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const location = useLocation();

  // Closes when the path changes; not on mount, where it would undo a press made before the
  // first effects ran.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab" && trapFocus && panelRef.current) {
        // A modal opened from the menu keeps its own Tab.
        if (!(document.activeElement as Element | null)?.closest?.(".modal-backdrop")) {
          keepTabWithin(event, focusablesIn(panelRef.current));
        }
        return;
      }
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Element | null;
      // A press on the panel's own backdrop closes it through the backdrop (focus back on the toggle).
      if (!target || target.closest?.(".modal-backdrop, [data-panel-backdrop]")) return;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    if (closeOnOutside) document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open, closeOnOutside, trapFocus]);

  const toggle = useCallback(() => setOpen((current) => !current), []);
  // Closed from inside (its close button, the backdrop): focus goes back to the toggle rather than
  // staying on a hidden element. A press elsewhere keeps its own focus.
  const close = useCallback(() => {
    setOpen(false);
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active)) toggleRef.current?.focus();
  }, []);
  return { open, toggle, close, toggleRef, panelRef };
}
