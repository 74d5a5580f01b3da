import { useEffect, useId, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { AlertBox } from "@/components/alert-box";
import { FloatingMenu } from "@/features/navigation/components/floating-menu";
import { MinimalBar } from "@/features/navigation/components/minimal-bar";
import { MobileBar } from "@/features/navigation/components/mobile-bar";
import { PreviewPill } from "@/features/navigation/components/preview-pill";
import { Sidebar } from "@/features/navigation/components/sidebar";
import { SwitchBackButton } from "@/features/navigation/components/switch-back-button";
import { TopNav } from "@/features/navigation/components/top-nav";
import { useDisclosure } from "@/features/navigation/components/use-disclosure";
import { usePhoneFrame } from "@/hooks/use-phone";
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
 * a slim top line (with the main links on a desk) and a floating menu button, dashboard = right
 * sidebar and a wider page. At phone widths the sidebars become drawers behind a menu button and the top header collapses.
 *
 * One of each thing, and nothing covers anything: the bell stands in the page's header (beside the
 * user's name in the sidebar or the top header); only the minimal layout, which has none, floats
 * it. What floats (the chat button; in minimal the bell and the menu button too) stands in one
 * column at the bottom right of the content, which keeps a gutter for it, never over a sidebar. At
 * phone widths nothing floats: those buttons sit in the top bar.
 */
interface AppLayoutProps {
  children: ReactNode;
  /** Extra content under the user card (the cash balance). */
  sidebarExtra?: ReactNode;
  /** The balance in one line, beside the user in the minimal layout's top line. */
  balance?: ReactNode;
  /** The notification bell (left out for whom it is not). */
  bell?: ReactNode;
  /** A round button floating over every page on a desk (the 1:1 chat). */
  floating?: ReactNode;
  /** Pieces over every page (the toasts). */
  overlay?: ReactNode;
  /** A bar above every page's content (the pinned announcements). */
  banner?: ReactNode;
}

export function AppLayout({ children, sidebarExtra, balance, bell, floating, overlay, banner }: AppLayoutProps) {
  const { user, reconnecting } = useSession();
  const { settings } = useSiteSettings();
  const look = useEffectiveLook();
  const layout = useDocumentLayout(look.layout);
  const phone = usePhoneFrame();
  const sections = useMemo(() => (user ? buildMenu(user.role, settings) : []), [user, settings]);
  const drawerId = useId();
  const drawer = useDisclosure<HTMLElement>({ trapFocus: true });
  const { open: drawerOpen, panelRef: drawerRef } = drawer;

  useEffect(() => {
    if (drawerOpen) drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [drawerOpen, drawerRef]);

  if (!user) return null;

  const minimal = layout === "minimal";
  const floatingMenu = minimal && <FloatingMenu key="floating-menu" user={user} sections={sections} userExtra={sidebarExtra} />;
  // On a phone the buttons sit in the top bar; on a desk in the floating stack (minimal: the bell
  // too, for want of a header).
  const barDock = phone ? (
    <>
      {bell}
      {floating}
      {floatingMenu}
    </>
  ) : null;
  const stack = phone ? null : minimal ? (
    <>
      {bell}
      {floating}
      {floatingMenu}
    </>
  ) : (
    floating
  );
  const hasStack = Boolean(stack);

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
      userAction={phone ? undefined : bell}
    />
  );

  return (
    <div className={`layout layout-${layout}${hasStack ? " layout-floating" : ""}`}>
      <a key="skip" className="skip-link" href="#main-content">
        {navigationMessages.skipToContent}
      </a>
      {layout === "modern" && (
        <TopNav key="top-nav" user={user} settings={settings} sections={sections} phone={phone} bell={bell} dock={phone ? floating : null} />
      )}
      {minimal && <MinimalBar key="minimal-bar" user={user} settings={settings} sections={sections} balance={balance} dock={barDock} />}
      {side && (
        <MobileBar
          key="mobile-bar"
          settings={settings}
          controls={drawerId}
          open={drawerOpen}
          onToggle={drawer.toggle}
          side={side}
          buttonRef={drawer.toggleRef}
          dock={barDock}
        />
      )}
      {side === "left" && sidebar}
      {side && drawerOpen && <div key="backdrop" className="drawer-backdrop" aria-hidden="true" onClick={drawer.close} />}
      <main key="main" id="main-content" className="app-main" tabIndex={-1}>
        <SwitchBackButton />
        {look.previewing && <PreviewPill theme={look.theme} layout={look.layout} />}
        <div className="app-content">
          {banner}
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
      {stack && (
        <div key="floating-stack" className="floating-stack">
          {stack}
        </div>
      )}
      {overlay}
    </div>
  );
}
