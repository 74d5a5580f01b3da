import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import { profileDisplayName, type MenuSection } from "@/features/navigation/menu";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

interface TopNavProps {
  user: UserView;
  settings: SiteSettings;
  sections: MenuSection[];
}

/** Modern layout header: logo (or site name), menus, profile link and logout. */
export function TopNav({ user, settings, sections }: TopNavProps) {
  return (
    <header className="top-nav">
      <div className="top-nav-inner">
        <Link to="/" className="top-nav-brand">
          <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
        </Link>
        <NavMenu sections={sections} orientation="horizontal" />
        <div className="top-nav-actions">
          <Link to="/profile" className="top-nav-profile">
            <span className="avatar avatar-small" aria-hidden="true">
              {profileDisplayName(user).charAt(0).toUpperCase()}
            </span>
            <span>{profileDisplayName(user)}</span>
          </Link>
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
