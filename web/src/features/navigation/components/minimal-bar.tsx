import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { Avatar } from "@/components/avatar";
import { profileDisplayName } from "@/features/navigation/menu";
import type { UserView } from "@/lib/session-api";
import type { SiteSettings } from "@/lib/site-settings";

interface MinimalBarProps {
  user: UserView;
  settings: SiteSettings;
  /** The balance in one line (the cash feature's), shown beside the user on a desk. */
  balance?: ReactNode;
  /** Phone widths: the bell, chat and menu buttons, which float on a desk. */
  dock?: ReactNode;
}

/**
 * The minimal layout's slim top line (no menus: those stay behind the floating button): the brand,
 * and on a desk who is signed in with their balance; on a phone the buttons that float on a desk.
 */
export function MinimalBar({ user, settings, balance, dock }: MinimalBarProps) {
  return (
    <header className="minimal-bar">
      <Link to="/" className="minimal-bar-brand">
        <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
      </Link>
      {dock ? (
        <div className="bar-dock">{dock}</div>
      ) : (
        <div className="minimal-bar-user">
          {balance}
          <Link to="/profile" className="minimal-bar-profile">
            <Avatar user={user} className="avatar-small" />
            <span>{profileDisplayName(user)}</span>
          </Link>
        </div>
      )}
    </header>
  );
}
