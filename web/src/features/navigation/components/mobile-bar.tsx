import type { ReactNode, Ref } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { MenuToggle } from "@/features/navigation/components/menu-icon";
import type { SiteSettings } from "@/lib/site-settings";

interface MobileBarProps {
  settings: SiteSettings;
  /** id of the sidebar drawer the button opens. */
  controls: string;
  open: boolean;
  onToggle: () => void;
  /** The menu button sits on the side the drawer comes from. */
  side: "left" | "right";
  buttonRef?: Ref<HTMLButtonElement>;
  /** The bell and the chat button, which float on a desk (AppLayout's bar dock). */
  dock?: ReactNode;
}

/** Phone widths in the classic and dashboard layouts: the brand, the bell and chat buttons, and the button opening the sidebar drawer. */
export function MobileBar({ settings, controls, open, onToggle, side, buttonRef, dock }: MobileBarProps) {
  return (
    <header className={`mobile-bar mobile-bar-${side}`}>
      <MenuToggle open={open} onToggle={onToggle} controls={controls} className="mobile-bar-button" buttonRef={buttonRef} />
      <Link to="/" className="mobile-bar-brand">
        <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
      </Link>
      {dock && <div className="bar-dock">{dock}</div>}
    </header>
  );
}
