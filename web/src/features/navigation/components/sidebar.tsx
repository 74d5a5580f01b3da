import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import type { MenuSection } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

interface SidebarProps {
  user: UserView;
  settings: SiteSettings;
  sections: MenuSection[];
  side?: "left" | "right";
  /** Shown under the user's box (the cash balance and charge button, composed by the app). */
  userExtra?: ReactNode;
}

/** Classic (left) and dashboard (right) layouts: brand, signed-in user, menus and logout. */
export function Sidebar({ user, settings, sections, side = "left", userExtra }: SidebarProps) {
  const initial = (user.fullName || user.email || "?").trim().charAt(0).toUpperCase();
  return (
    <aside className={`sidebar sidebar-${side}`}>
      <Link to="/" className="sidebar-brand">
        <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
      </Link>
      <div className="sidebar-user">
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="sidebar-user-text">
          <span className="sidebar-user-name">{user.fullName}</span>
          <span className="sidebar-user-email">{user.email}</span>
          <span className="sidebar-user-role">{navigationMessages.roleLabels[user.role] ?? user.role}</span>
        </div>
      </div>
      {userExtra}
      <NavMenu sections={sections} />
      <div className="sidebar-footer">
        <LogoutButton className="button button-ghost button-block" />
      </div>
    </aside>
  );
}
