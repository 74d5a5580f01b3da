import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { MenuToggle } from "@/features/navigation/components/menu-icon";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import { useDisclosure } from "@/features/navigation/components/use-disclosure";
import { UserMenu } from "@/features/navigation/components/user-menu";
import { personalMenu, profileDisplayName, type MenuSection } from "@/features/navigation/menu";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

interface TopNavProps {
  user: UserView;
  settings: SiteSettings;
  sections: MenuSection[];
  /** Phone widths: the menus collapse behind a menu button. */
  phone: boolean;
  /** Beside the user's name on a desk, beside the menu button on a phone (the notification bell). */
  bell?: ReactNode;
  /** What floats on a desk and sits in the bar on a phone (the chat button). */
  dock?: ReactNode;
}

/**
 * Modern layout header, one row of about 64 px: logo (or site name), the menus, then the bell and
 * the user's name opening the personal menu (staff's own group, everyone's profile, logout).
 * At phone widths the menus and the personal links collapse behind a menu button into a panel.
 */
export function TopNav({ user, settings, sections, phone, bell, dock }: TopNavProps) {
  const panelId = useId();
  const { open, toggle, close, toggleRef, panelRef } = useDisclosure<HTMLDivElement>({ closeOnOutside: true });
  const name = profileDisplayName(user);
  const { main, personal } = personalMenu(sections);
  return (
    <header className={`top-nav${open ? " top-nav-open" : ""}`}>
      <div className="top-nav-inner">
        <Link to="/" className="top-nav-brand">
          <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
        </Link>
        {phone ? (
          <>
            {(bell || dock) && (
              <div className="bar-dock top-nav-dock">
                {bell}
                {dock}
              </div>
            )}
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
          </>
        ) : (
          <>
            <NavMenu sections={main} orientation="horizontal" />
            <div className="top-nav-actions">
              {bell}
              <UserMenu user={user} items={personal} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
