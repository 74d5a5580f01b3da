import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

interface TabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  /** A tab was clicked (even the selected one) or reached with the keyboard. */
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: T) => ReactNode;
  /** Why a tab cannot be opened yet (it is disabled with this title); undefined when it can. */
  unavailable?: (tab: T) => string | undefined;
  /** Home and End jump to the first and last tab, besides the arrow keys. */
  homeEnd?: boolean;
  /** The list's own class (its spacing), after `tablist`. */
  listClassName: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * A tab list and the selected tab's panel (WAI-ARIA tabs pattern): only the selected tab is in the
 * tab order, and the arrow keys (wrapping) move between the tabs that can be opened, selecting each.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { tabs, selected, onSelect, unavailable, homeEnd = false } = props;
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const open = tabs.filter((tab) => !unavailable?.(tab));
    const index = open.indexOf(selected);
    let next: T | undefined;
    if (event.key === "ArrowRight") next = open[(index + 1) % open.length];
    else if (event.key === "ArrowLeft") next = open[(index - 1 + open.length) % open.length];
    else if (homeEnd && event.key === "Home") next = open[0];
    else if (homeEnd && event.key === "End") next = open[open.length - 1];
    if (!next) return;
    event.preventDefault();
    if (next !== selected) onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={props.label} className={`tablist ${props.listClassName}`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab === selected;
          const why = unavailable?.(tab);
          return (
            <button
              key={tab}
              id={`${id}-tab-${tab}`}
              data-tab={tab}
              type="button"
              role="tab"
              className={isSelected ? "tab tab-selected" : "tab"}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={why !== undefined}
              title={why}
              onClick={() => onSelect(tab)}
            >
              {props.tabLabel(tab)}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`} className={props.panelClassName}>
        {props.children}
      </div>
    </>
  );
}
