import type { ReactNode, Ref } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { MenuIcon } from "@/features/navigation/components/menu-icon";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import { ScrollArea } from "@/features/navigation/components/scroll-area";
import { UserCard } from "@/features/navigation/components/user-card";
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
  /** Beside the user's name (the notification bell, on a desk: the sidebar is the page's header). */
  userAction?: ReactNode;
  /** At phone widths the sidebar is a drawer: its id (for the menu button), whether it is open, and how to close it. */
  id?: string;
  open?: boolean;
  onClose?: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * Classic (left) and dashboard (right) layouts: brand, signed-in user, menus and logout. Beside the
 * page on wide screens; at phone widths a drawer the menu button of the phone bar opens.
 */
export function Sidebar({ user, settings, sections, side = "left", userExtra, userAction, id, open = false, onClose, ref }: SidebarProps) {
  return (
    <aside ref={ref} id={id} className={`sidebar sidebar-${side}${open ? " sidebar-open" : ""}`}>
      <div className="sidebar-head">
        <Link to="/" className="sidebar-brand">
          <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
        </Link>
        {onClose && (
          <button type="button" className="sidebar-close" aria-label={navigationMessages.closeMenu} onClick={onClose}>
            <MenuIcon open />
          </button>
        )}
      </div>
      <ScrollArea className="sidebar-scroll">
        <UserCard user={user} className="sidebar-user" action={userAction} />
        {userExtra}
        <NavMenu sections={sections} onNavigate={onClose} />
      </ScrollArea>
      <div className="sidebar-footer">
        <LogoutButton className="button button-ghost button-block" />
      </div>
    </aside>
  );
}
