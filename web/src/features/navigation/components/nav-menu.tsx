import { useId } from "react";
import { NavLink } from "react-router-dom";
import type { MenuSection } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";

interface NavMenuProps {
  sections: MenuSection[];
  orientation?: "vertical" | "horizontal";
  onNavigate?: () => void;
}

/** The menu sections as lists of links; the current page's link is highlighted (aria-current). */
export function NavMenu({ sections, orientation = "vertical", onNavigate }: NavMenuProps) {
  const baseId = useId();
  return (
    <nav className={`nav-menu nav-menu-${orientation}`} aria-label={navigationMessages.mainNav}>
      {sections.map((section) => {
        const titleId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className="nav-section">
            <h2 id={titleId} className="nav-section-title">
              {section.title}
            </h2>
            <ul className="nav-list" aria-labelledby={titleId}>
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
          </div>
        );
      })}
    </nav>
  );
}
