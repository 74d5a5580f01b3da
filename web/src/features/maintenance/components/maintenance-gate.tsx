import { useEffect, useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { maintenanceViewFor } from "@/features/maintenance/gate";
import { MaintenanceBanner } from "@/features/maintenance/components/maintenance-banner";
import { MaintenancePage } from "@/features/maintenance/components/maintenance-page";
import { SERVICE_UNAVAILABLE_EVENT } from "@/lib/api-client";
import { isDeveloper } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { settingsKeys, useSiteSettings } from "@/lib/site-settings";
import "@/styles/settings.css";

/**
 * Around the signed-in app: an advertiser gets the maintenance page while maintenanceMode is on or
 * after any api call answered 503; operators and developers get the app under a banner. A 503 also
 * reloads the public settings, and the next change of the switch decides again.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  const [unavailable, setUnavailable] = useState(false);
  const [mode, setMode] = useState(settings.maintenanceMode);

  useEffect(() => {
    const onUnavailable = () => {
      setUnavailable(true);
      void mutate(settingsKeys.public);
    };
    window.addEventListener(SERVICE_UNAVAILABLE_EVENT, onUnavailable);
    return () => window.removeEventListener(SERVICE_UNAVAILABLE_EVENT, onUnavailable);
  }, [mutate]);

  // Turning maintenance off (or on) replaces what a 503 concluded.
  if (mode !== settings.maintenanceMode) {
    setMode(settings.maintenanceMode);
    setUnavailable(false);
  }

  const view = maintenanceViewFor({ role: user?.role, maintenanceMode: settings.maintenanceMode, unavailable });
  if (view === "page") {
    return (
      <MaintenancePage
        siteName={settings.siteName}
        logoUrl={settings.logoUrl}
        onRetry={() => {
          setUnavailable(false);
          void mutate(settingsKeys.public);
        }}
      />
    );
  }
  return (
    <>
      {view === "banner" && <MaintenanceBanner showSettingsLink={isDeveloper(user?.role)} />}
      {children}
    </>
  );
}
