import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * Open/closed state of a menu panel (the phone drawer, the collapsed top navigation, the floating
 * menu): closes on navigation and on Escape (focus back on the toggle), and on a press outside the
 * panel and the toggle when `closeOnOutside` says so. A press inside an open modal (the cash charge
 * modal opened from the menu) never counts as outside.
 */
export function useDisclosure<Panel extends HTMLElement = HTMLElement>({
  closeOnOutside = false,
}: { closeOnOutside?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || target.closest?.(".modal-backdrop")) return;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    if (closeOnOutside) document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open, closeOnOutside]);

  const toggle = useCallback(() => setOpen((current) => !current), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, toggleRef, panelRef };
}
