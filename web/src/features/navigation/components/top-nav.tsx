import { useId } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { MenuToggle } from "@/features/navigation/components/menu-icon";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import { useDisclosure } from "@/features/navigation/components/use-disclosure";
import { profileDisplayName, type MenuSection } from "@/features/navigation/menu";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

interface TopNavProps {
  user: UserView;
  settings: SiteSettings;
  sections: MenuSection[];
}

/**
 * Modern layout header: logo (or site name) with the profile link and logout on the first row, the
 * menus on the second. At phone widths both collapse behind a menu button into a panel.
 */
export function TopNav({ user, settings, sections }: TopNavProps) {
  const panelId = useId();
  const { open, toggle, close, toggleRef, panelRef } = useDisclosure<HTMLDivElement>({ closeOnOutside: true });
  const name = profileDisplayName(user);
  return (
    <header className={`top-nav${open ? " top-nav-open" : ""}`}>
      <div className="top-nav-inner">
        <Link to="/" className="top-nav-brand">
          <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
        </Link>
        <MenuToggle open={open} onToggle={toggle} controls={panelId} className="top-nav-toggle" buttonRef={toggleRef} />
        <div ref={panelRef} id={panelId} className="top-nav-panel">
          <NavMenu sections={sections} orientation="horizontal" onNavigate={close} />
          <div className="top-nav-actions">
            <Link to="/profile" className="top-nav-profile">
              <span className="avatar avatar-small" aria-hidden="true">
                {name.charAt(0).toUpperCase()}
              </span>
              <span>{name}</span>
            </Link>
            <LogoutButton className="button button-ghost button-small" />
          </div>
        </div>
      </div>
    </header>
  );
}
