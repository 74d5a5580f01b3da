import { Link } from "react-router-dom";
import { maintenanceMessages as messages } from "@/features/maintenance/messages";

/** Above every page for operators and developers while maintenance is on; developers get the way to turn it off. */
export function MaintenanceBanner({ showSettingsLink }: { showSettingsLink: boolean }) {
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <span className="maintenance-banner-icon" aria-hidden="true">
        !
      </span>
      <span className="maintenance-banner-text">{messages.banner}</span>
      {showSettingsLink && (
        <Link className="maintenance-banner-link" to="/admin/settings?tab=business">
          {messages.bannerLink}
        </Link>
      )}
    </div>
  );
}
