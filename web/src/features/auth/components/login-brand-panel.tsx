import type { ReactNode } from "react";
import { SiteLogo } from "@/components/site-logo";
import { authMessages } from "@/features/auth/messages";
import { useSiteSettings } from "@/lib/site-settings";

interface LoginBrandPanelProps {
  siteName: string;
  siteTitle: string;
  logoUrl: string | null;
}

const FEATURE_ICONS = ["◎", "₩", "▦"];

/** The left ~30% of the login page: logo (or site name), title and three selling points. */
export function LoginBrandPanel({ siteName, siteTitle, logoUrl }: LoginBrandPanelProps) {
  return (
    <aside className="login-brand">
      <div className="login-brand-top">
        <SiteLogo siteName={siteName} logoUrl={logoUrl} className="login-logo" />
        <p className="login-brand-title">{siteTitle}</p>
      </div>
      <ul className="login-features" aria-label={authMessages.brandFeaturesLabel}>
        {authMessages.features.map((feature, index) => (
          <li key={feature.title} className="login-feature">
            <span className="login-feature-icon" aria-hidden="true">
              {FEATURE_ICONS[index]}
            </span>
            <div>
              <strong className="login-feature-title">{feature.title}</strong>
              <p className="login-feature-description">{feature.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="login-copyright">{authMessages.copyright(new Date().getFullYear(), siteName)}</p>
    </aside>
  );
}

/** The login page's frame (sign-in, sign-up, the first password change): the brand panel and a card under its heading. */
export function LoginLayout({ heading, subtitle, children }: { heading: string; subtitle: string; children: ReactNode }) {
  const { settings } = useSiteSettings();
  return (
    <div className="login-page">
      <LoginBrandPanel siteName={settings.siteName} siteTitle={settings.siteTitle} logoUrl={settings.logoUrl} />
      <main className="login-main">
        <div className="login-card">
          <header className="login-card-header">
            <h1 className="login-heading">{heading}</h1>
            <p className="login-subtitle">{subtitle}</p>
          </header>
          {children}
        </div>
      </main>
    </div>
  );
}
