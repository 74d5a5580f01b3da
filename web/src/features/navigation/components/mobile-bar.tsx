import type { Ref } from "react";
import { Link } from "react-router-dom";
import { SiteLogo } from "@/components/site-logo";
import { MenuIcon } from "@/features/navigation/components/menu-icon";
import { navigationMessages } from "@/features/navigation/messages";
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
}

/** Phone widths in the classic and dashboard layouts: the brand and the button opening the sidebar drawer. */
export function MobileBar({ settings, controls, open, onToggle, side, buttonRef }: MobileBarProps) {
  return (
    <header className={`mobile-bar mobile-bar-${side}`}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-bar-button"
        aria-label={open ? navigationMessages.closeMenu : navigationMessages.openMenu}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        <MenuIcon open={open} />
      </button>
      <Link to="/" className="mobile-bar-brand">
        <SiteLogo siteName={settings.siteName} logoUrl={settings.logoUrl} />
      </Link>
    </header>
  );
}
