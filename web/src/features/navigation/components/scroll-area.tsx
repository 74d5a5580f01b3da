import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A part of a panel that scrolls when the window is short (the sidebar's menus, the floating menu's
 * popup), with a cue at its bottom edge while more of it lies below: a shade and an arrow, so a
 * group under the fold (the personal group at 800 px high) is not hidden without a hint.
 */
export function ScrollArea({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setMore(element.scrollTop + element.clientHeight < element.scrollHeight - 4);
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, []);
  return (
    <div className={`scroll-area ${className}`}>
      <div ref={ref} className="scroll-area-body">
        {children}
      </div>
      {more && (
        <span className="scroll-area-cue" aria-hidden="true" data-testid="scroll-cue">
          <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </div>
  );
}
