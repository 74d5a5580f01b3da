import type { ReactNode } from "react";
import { AccessDenied } from "@/components/access-denied";
import { Loading } from "@/components/loading";
import { cashMessages } from "@/features/cash/messages";
import { useSiteSettings } from "@/lib/site-settings";

interface CashFeatureGateProps {
  /** "cash" needs useCashSystem; "history" also needs featureCashHistory. */
  feature: "cash" | "history";
  children: ReactNode;
}

/**
 * Cash screens show only while the cash system is on (and the history screen while its feature is on);
 * otherwise the access panel says so. Waits for the settings so a switched-off site never flashes a form.
 */
export function CashFeatureGate({ feature, children }: CashFeatureGateProps) {
  const { settings, isLoading } = useSiteSettings();
  if (isLoading) return <Loading />;
  if (!settings.useCashSystem) return <AccessDenied message={cashMessages.cashDisabled} />;
  if (feature === "history" && !settings.featureCashHistory) return <AccessDenied message={cashMessages.historyDisabled} />;
  return <>{children}</>;
}
