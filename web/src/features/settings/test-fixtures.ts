/**
 * GET /api/settings as the api sends it with nothing changed: the spec's defaults (part 2 §9),
 * taken from `defaultSiteSettings` (the one copy of them on the web), for the settings tests.
 */
import type { BusinessSettings, FeatureSettings, SettingsView } from "@/features/settings/api";
import { defaultSiteSettings as d } from "@/lib/site-settings";

export function businessFixture(): BusinessSettings {
  return {
    siteName: d.siteName,
    siteTitle: d.siteTitle,
    logoUrl: d.logoUrl ?? "",
    useCashSystem: d.useCashSystem,
    cashChargeMode: d.cashChargeMode,
    defaultSlotPrice: d.defaultSlotPrice,
    minCashCharge: d.minCashCharge,
    maxCashCharge: d.maxCashCharge,
    slotAutoApproval: d.slotAutoApproval,
    cashAutoApproval: d.cashAutoApproval,
    maxSlotsPerUser: d.maxSlotsPerUser,
    maintenanceMode: d.maintenanceMode,
    registrationEnabled: d.registrationEnabled,
    slotOperationMode: d.slotOperationMode,
    defaultSlotAllocation: d.defaultSlotAllocation,
  };
}

export function featureFixture(): FeatureSettings {
  return {
    chatEnabled: d.chatEnabled,
    chatMaxMessages: d.chatMaxMessages,
    chatSoundEnabled: d.chatSoundEnabled,
    chatEnabledSimple: d.chatEnabledSimple,
    chatEnabledModern: d.chatEnabledModern,
    chatEnabledLuxury: d.chatEnabledLuxury,
    chatAutoReply: d.chatAutoReply,
    chatBusinessStart: d.chatBusinessStart,
    chatBusinessEnd: d.chatBusinessEnd,
    notificationEnabled: d.notificationEnabled,
    notificationSound: d.notificationSound,
    notificationAutoRead: d.notificationAutoRead,
    notificationDuration: d.notificationDuration,
    featureCashHistory: d.featureCashHistory,
    featureRanking: d.featureRanking,
    featureSlotManagement: d.featureSlotManagement,
  };
}

export function settingsViewFixture(): SettingsView {
  return {
    business: businessFixture(),
    feature: featureFixture(),
    theme: { globalTheme: d.globalTheme, globalLayout: d.globalLayout },
  };
}
