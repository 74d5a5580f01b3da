import { useEffect, useId, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { AlertBox } from "@/components/alert-box";
import { FloatingMenu } from "@/features/navigation/components/floating-menu";
import { MobileBar } from "@/features/navigation/components/mobile-bar";
import { PreviewPill } from "@/features/navigation/components/preview-pill";
import { Sidebar } from "@/features/navigation/components/sidebar";
import { SwitchBackButton } from "@/features/navigation/components/switch-back-button";
import { TopNav } from "@/features/navigation/components/top-nav";
import { useDisclosure } from "@/features/navigation/components/use-disclosure";
import { buildMenu } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";
import { sessionMessages } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { isLayoutName, useSiteSettings, type LayoutName } from "@/lib/site-settings";
import { useEffectiveLook } from "@/lib/theme-preview";

function subscribeToLayoutAttribute(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-layout"] });
  return () => observer.disconnect();
}

const readLayoutAttribute = () => document.documentElement.getAttribute("data-layout");

/**
 * The layout on <html data-layout>, which SiteEffects keeps equal to the effective look and the
 * settings screen's on-page preview (applyLookToDocument) changes for a moment; `fallback` until set.
 */
function useDocumentLayout(fallback: LayoutName): LayoutName {
  const value = useSyncExternalStore(subscribeToLayoutAttribute, readLayoutAttribute, () => null);
  return isLayoutName(value) ? value : fallback;
}

/**
 * The frame of every signed-in page, chosen by the effective layout (the global `globalLayout`, or a
 * developer's admin preview): classic = left sidebar, modern = top header and footer, minimal =
 * floating menu button, dashboard = right sidebar and a wider page. At phone widths the sidebars
 * become drawers behind a menu button and the top header collapses.
 */
interface AppLayoutProps {
  children: ReactNode;
  /** Extra content under the user card (the cash balance). */
  sidebarExtra?: ReactNode;
  /** Controls at the top right of every page (the notification bell). */
  toolbar?: ReactNode;
  /** Floating pieces over every page (toasts, the notification centre). */
  overlay?: ReactNode;
  /** A bar above every page's content (the pinned announcements). */
  banner?: ReactNode;
}

export function AppLayout({ children, sidebarExtra, toolbar, overlay, banner }: AppLayoutProps) {
  const { user, reconnecting } = useSession();
  const { settings } = useSiteSettings();
  const look = useEffectiveLook();
  const layout = useDocumentLayout(look.layout);
  const sections = useMemo(() => (user ? buildMenu(user.role, settings) : []), [user, settings]);
  const drawerId = useId();
  const drawer = useDisclosure<HTMLElement>({ trapFocus: true });
  const { open: drawerOpen, panelRef: drawerRef } = drawer;

  useEffect(() => {
    if (drawerOpen) drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [drawerOpen, drawerRef]);

  if (!user) return null;

  // One tree for every layout, each piece keyed: switching layouts (the settings screen's preview)
  // moves the page instead of remounting it, so what is on it (a form being filled) stays.
  const side = layout === "classic" ? "left" : layout === "dashboard" ? "right" : null;
  const sidebar = side && (
    <Sidebar
      key="sidebar"
      ref={drawerRef}
      id={drawerId}
      open={drawerOpen}
      onClose={drawer.close}
      user={user}
      settings={settings}
      sections={sections}
      side={side}
      userExtra={sidebarExtra}
    />
  );

  return (
    <div className={`layout layout-${layout}`}>
      <a key="skip" className="skip-link" href="#main-content">
        {navigationMessages.skipToContent}
      </a>
      {layout === "modern" && <TopNav key="top-nav" user={user} settings={settings} sections={sections} />}
      {side && (
        <MobileBar
          key="mobile-bar"
          settings={settings}
          controls={drawerId}
          open={drawerOpen}
          onToggle={drawer.toggle}
          side={side}
          buttonRef={drawer.toggleRef}
        />
      )}
      {side === "left" && sidebar}
      {side && drawerOpen && <div key="backdrop" className="drawer-backdrop" aria-hidden="true" onClick={drawer.close} />}
      <main key="main" id="main-content" className="app-main" tabIndex={-1}>
        {toolbar && <div className="app-toolbar">{toolbar}</div>}
        <SwitchBackButton />
        {look.previewing && <PreviewPill theme={look.theme} layout={look.layout} />}
        {banner}
        <div className="app-content">
          {reconnecting && (
            <div className="session-reconnecting">
              <AlertBox kind="warning" testId="session-reconnecting">
                {sessionMessages.reconnecting}
              </AlertBox>
            </div>
          )}
          {children}
        </div>
      </main>
      {side === "right" && sidebar}
      {layout === "modern" && (
        <footer key="footer" className="app-footer">
          {navigationMessages.footer(new Date().getFullYear(), settings.siteName)}
        </footer>
      )}
      {layout === "minimal" && <FloatingMenu key="floating-menu" user={user} sections={sections} userExtra={sidebarExtra} />}
      {overlay}
    </div>
  );
}
