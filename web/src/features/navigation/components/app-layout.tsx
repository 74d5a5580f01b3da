import { useMemo, type ReactNode } from "react";
import { FloatingMenu } from "@/features/navigation/components/floating-menu";
import { Sidebar } from "@/features/navigation/components/sidebar";
import { SwitchBackButton } from "@/features/navigation/components/switch-back-button";
import { TopNav } from "@/features/navigation/components/top-nav";
import { buildMenu } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";

/**
 * The frame of every signed-in page, chosen by `globalLayout`: classic = left sidebar,
 * modern = top header and footer, minimal = floating menu button, dashboard = right sidebar.
 */
export function AppLayout({ children, sidebarExtra }: { children: ReactNode; sidebarExtra?: ReactNode }) {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const sections = useMemo(() => (user ? buildMenu(user.role, settings) : []), [user, settings]);
  if (!user) return null;

  const content = (
    <main id="main-content" className="app-main" tabIndex={-1}>
      <SwitchBackButton />
      <div className="app-content">{children}</div>
    </main>
  );
  const skip = (
    <a className="skip-link" href="#main-content">
      {navigationMessages.skipToContent}
    </a>
  );

  switch (settings.globalLayout) {
    case "modern":
      return (
        <div className="layout layout-modern">
          {skip}
          <TopNav user={user} settings={settings} sections={sections} />
          {content}
          <footer className="app-footer">{navigationMessages.footer(new Date().getFullYear(), settings.siteName)}</footer>
        </div>
      );
    case "minimal":
      return (
        <div className="layout layout-minimal">
          {skip}
          {content}
          <FloatingMenu sections={sections} />
        </div>
      );
    case "dashboard":
      return (
        <div className="layout layout-dashboard">
          {skip}
          {content}
          <Sidebar user={user} settings={settings} sections={sections} side="right" userExtra={sidebarExtra} />
        </div>
      );
    default:
      return (
        <div className="layout layout-classic">
          {skip}
          <Sidebar user={user} settings={settings} sections={sections} userExtra={sidebarExtra} />
          {content}
        </div>
      );
  }
}
