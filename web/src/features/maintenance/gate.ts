/**
 * Who sees what while the site is under maintenance (spec part 2 §3 maintenanceMode): advertisers
 * get the maintenance page instead of the app, operators and developers keep working under a banner.
 * An api answer 503 means maintenance for an advertiser even before the settings say so.
 */
import { isStaff } from "@/lib/roles";

export type MaintenanceView = "page" | "banner" | "none";

export interface MaintenanceState {
  role: string | null | undefined;
  /** maintenanceMode of the public settings. */
  maintenanceMode: boolean;
  /** An api call answered 503 since the switch last changed. */
  unavailable: boolean;
}

export function maintenanceViewFor({ role, maintenanceMode, unavailable }: MaintenanceState): MaintenanceView {
  if (isStaff(role)) return maintenanceMode ? "banner" : "none";
  return maintenanceMode || unavailable ? "page" : "none";
}
