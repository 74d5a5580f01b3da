import { useState } from "react";
import { SiteLogo } from "@/components/site-logo";
import { maintenanceMessages as messages } from "@/features/maintenance/messages";
import { useSession } from "@/lib/session";

interface MaintenancePageProps {
  siteName: string;
  logoUrl: string | null;
  /** Asks the server again (the settings, then the page's own calls). */
  onRetry: () => void;
}

/** What an advertiser sees instead of the app while the site is under maintenance. */
export function MaintenancePage({ siteName, logoUrl, onRetry }: MaintenancePageProps) {
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <main className="maintenance-page" aria-labelledby="maintenance-title" data-testid="maintenance-page">
      <div className="maintenance-card">
        <div className="maintenance-brand">
          <SiteLogo siteName={siteName} logoUrl={logoUrl} />
        </div>
        <div className="maintenance-icon" aria-hidden="true">
          <span />
        </div>
        <h1 id="maintenance-title" className="maintenance-title">
          {messages.title}
        </h1>
        <p className="maintenance-body">{messages.body}</p>
        <p className="maintenance-detail">{messages.detail}</p>
        <div className="maintenance-actions">
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {messages.retry}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout().finally(() => setLeaving(false));
            }}
          >
            {messages.logout}
          </button>
        </div>
      </div>
    </main>
  );
}
