import { useCallback, useId, useState } from "react";
import { NavLink } from "react-router-dom";
import type { MenuSection } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";

interface NavMenuProps {
  sections: MenuSection[];
  orientation?: "vertical" | "horizontal";
  onNavigate?: () => void;
}

const COLLAPSED_KEY = "nav-collapsed-sections";

function readCollapsed(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(COLLAPSED_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Which vertical menu groups are folded, remembered in this browser (every sidebar and popup shares it). */
function useCollapsedSections() {
  const [collapsed, setCollapsed] = useState<string[]>(readCollapsed);
  const toggle = useCallback((id: string) => {
    setCollapsed((current) => {
      const next = current.includes(id) ? current.filter((c) => c !== id) : [...current, id];
      try {
        localStorage.setItem(COLLAPSED_KEY, JSON.stringify(next));
      } catch {
        // Storage full or off: the fold lasts until the page reloads.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}

/**
 * The menu sections as lists of links; the current page's link is highlighted (aria-current).
 * Vertical (a sidebar, the floating menu) each group's title is a button folding its list, so a
 * long admin menu fits a short screen; horizontal (the top header) the titles are for screen readers.
 */
export function NavMenu({ sections, orientation = "vertical", onNavigate }: NavMenuProps) {
  const baseId = useId();
  const { collapsed, toggle } = useCollapsedSections();
  const foldable = orientation === "vertical";
  return (
    <nav className={`nav-menu nav-menu-${orientation}`} aria-label={navigationMessages.mainNav}>
      {sections.map((section) => {
        const titleId = `${baseId}-${section.id}`;
        const listId = `${titleId}-list`;
        const open = !foldable || !collapsed.includes(section.id);
        return (
          <div key={section.id} className={`nav-section${open ? "" : " nav-section-collapsed"}`}>
            <h2 className="nav-section-title">
              {foldable ? (
                <button
                  type="button"
                  id={titleId}
                  className="nav-section-toggle"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => toggle(section.id)}
                >
                  {section.title}
                  <svg className="nav-section-chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              ) : (
                <span id={titleId}>{section.title}</span>
              )}
            </h2>
            {open && (
              <ul id={listId} className="nav-list" aria-labelledby={titleId}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <NavLink
                      to={item.path}
                      end
                      className={({ isActive }) => (isActive ? "nav-link nav-link-active" : "nav-link")}
                      onClick={onNavigate}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}
