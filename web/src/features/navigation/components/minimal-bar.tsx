import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { Avatar } from "@/components/avatar";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import { personalMenu, profileDisplayName, type MenuSection } from "@/features/navigation/menu";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

interface MinimalBarProps {
  user: UserView;
  settings: SiteSettings;
  /** The menus: on a desk their main links stand in the line (all of them stay in the floating menu). */
  sections: MenuSection[];
  /** The balance in one line (the cash feature's), shown beside the user on a desk. */
  balance?: ReactNode;
  /** Phone widths: the bell, chat and menu buttons, which float on a desk. */
  dock?: ReactNode;
}

/**
 * The minimal layout's slim top line: the brand, and on a desk the menu's main links in one compact
 * row (as the top header splits them: staff's own group and the profile stay under the floating
 * button with logout) and who is signed in with their balance; on a phone the buttons that float on
 * a desk, the menus behind the menu button.
 */
export function MinimalBar({ user, settings, sections, balance, dock }: MinimalBarProps) {
  const { main } = personalMenu(sections);
  return (
    <header className="minimal-bar">
      <Link to="/" className="minimal-bar-brand">
        <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
      </Link>
      {dock ? (
        <div className="bar-dock">{dock}</div>
      ) : (
        <>
          <NavMenu sections={main} orientation="horizontal" />
          <div className="minimal-bar-user">
            {balance}
            <Link to="/profile" className="minimal-bar-profile">
              <Avatar user={user} className="avatar-small" />
              <span>{profileDisplayName(user)}</span>
            </Link>
          </div>
        </>
      )}
    </header>
  );
}
