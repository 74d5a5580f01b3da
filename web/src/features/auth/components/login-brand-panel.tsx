import { SiteLogo } from "@/components/site-logo";
import { authMessages } from "@/features/auth/messages";

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
