import type { ReactNode } from "react";
import { AccessDenied } from "@/components/access-denied";
import { Loading } from "@/components/loading";
import { useSiteSettings, type SiteSettings } from "@/lib/site-settings";

/** The feature flags a route can depend on (spec part 2 §3 feature settings). */
export type FeatureFlag = "featureCashHistory" | "featureRanking" | "featureSlotManagement";

interface RequireFeatureProps {
  flag: FeatureFlag;
  /** The sentence of the access-denied panel: which feature is off. */
  message: string;
  children: ReactNode;
}

/**
 * A route whose feature can be switched off: `children` while `flag` is on, the access-denied panel
 * saying the feature is off otherwise. Waits for the settings first, so a switched-off screen never
 * makes its calls (the server would refuse them with a 403, which ends the session).
 */
export function RequireFeature({ flag, message, children }: RequireFeatureProps) {
  const { settings, isLoading } = useSiteSettings();
  if (isLoading) return <Loading />;
  if (!isFeatureOn(settings, flag)) return <AccessDenied message={message} />;
  return <>{children}</>;
}

export function isFeatureOn(settings: Pick<SiteSettings, FeatureFlag>, flag: FeatureFlag): boolean {
  return settings[flag] !== false;
}
