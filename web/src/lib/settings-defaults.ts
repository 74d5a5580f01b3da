// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// The default of every public setting (GET /api/settings/public), as the server's rules table
// (common::settings) gives it. Regenerate with `npm run api-types`; `npm run api-types:check`
// fails when this file and the document differ.

export const settingsDefaults = {
  cashAutoApproval: false,
  cashChargeMode: "modal",
  chatAutoReply: "",
  chatBusinessEnd: 18,
  chatBusinessStart: 9,
  chatEnabled: false,
  chatEnabledLuxury: true,
  chatEnabledModern: true,
  chatEnabledSimple: true,
  chatMaxMessages: 100,
  chatSoundEnabled: true,
  defaultSlotAllocation: 10,
  defaultSlotPrice: 50000,
  featureCashHistory: true,
  featureRanking: true,
  featureSlotManagement: true,
  globalLayout: "classic",
  globalTheme: "simple",
  logoUrl: "",
  maintenanceMode: false,
  marketplaceDomain: "coupang.com",
  maxCashCharge: 1000000,
  maxSlotsPerUser: 100,
  minCashCharge: 10000,
  notificationAutoRead: false,
  notificationDuration: 5000,
  notificationEnabled: true,
  notificationSound: true,
  registrationEnabled: true,
  siteName: "Simple Slot",
  siteTitle: "광고 슬롯 관리 시스템",
  slotAutoApproval: false,
  slotOperationMode: "normal",
  useCashSystem: true,
  version: "577e98ed9ba58183",
} as const;

/** The choices of each public setting that has them, in the server's order. */
export const settingChoices = {
  cashChargeMode: ["modal", "page"],
  globalLayout: ["classic", "modern", "minimal", "dashboard"],
  globalTheme: ["simple", "modern", "luxury"],
  slotOperationMode: ["normal", "pre-allocation"],
} as const;
