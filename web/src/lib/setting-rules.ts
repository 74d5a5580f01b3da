// Generated from web/openapi.json by tools/api-types/generate.mjs: do not edit by hand.
// Each setting's rule: the SettingChange variant for its key (its category, its value's type and
// the rule keywords its schema gives), in the server's order of settings; the settings form makes
// its controls from it. Regenerate with `npm run api-types`; `npm run api-types:check` fails when
// this file and the document differ.

export const settingRules = {
  siteName: { category: "business", type: "string", maxLength: 50, pattern: "[^\\s\\u0000-\\u001F\\u007F-\\u009F]" },
  siteTitle: { category: "business", type: "string", maxLength: 100 },
  logoUrl: { category: "business", type: "string", maxLength: 500, pattern: "^(https?://[^\\s\\u0000-\\u001F\\u007F-\\u009F]+)?$" },
  useCashSystem: { category: "business", type: "boolean" },
  cashChargeMode: { category: "business", type: "string", enum: ["modal", "page"] },
  defaultSlotPrice: { category: "business", type: "integer", minimum: 0, maximum: 10000000000 },
  minCashCharge: { category: "business", type: "integer", minimum: 0, maximum: 10000000000 },
  maxCashCharge: { category: "business", type: "integer", minimum: 0, maximum: 10000000000 },
  slotAutoApproval: { category: "business", type: "boolean" },
  cashAutoApproval: { category: "business", type: "boolean" },
  maxSlotsPerUser: { category: "business", type: "integer", minimum: 1, maximum: 100000 },
  maintenanceMode: { category: "business", type: "boolean" },
  registrationEnabled: { category: "business", type: "boolean" },
  slotOperationMode: { category: "business", type: "string", enum: ["normal", "pre-allocation"] },
  defaultSlotAllocation: { category: "business", type: "integer", minimum: 1, maximum: 100 },
  chatEnabled: { category: "feature", type: "boolean" },
  chatMaxMessages: { category: "feature", type: "integer", minimum: 1, maximum: 1000 },
  chatSoundEnabled: { category: "feature", type: "boolean" },
  chatEnabledSimple: { category: "feature", type: "boolean" },
  chatEnabledModern: { category: "feature", type: "boolean" },
  chatEnabledLuxury: { category: "feature", type: "boolean" },
  chatAutoReply: { category: "feature", type: "string", maxLength: 500 },
  chatBusinessStart: { category: "feature", type: "integer", minimum: 0, maximum: 23 },
  chatBusinessEnd: { category: "feature", type: "integer", minimum: 1, maximum: 24 },
  notificationEnabled: { category: "feature", type: "boolean" },
  notificationSound: { category: "feature", type: "boolean" },
  notificationAutoRead: { category: "feature", type: "boolean" },
  notificationDuration: { category: "feature", type: "integer", minimum: 1000, maximum: 60000 },
  featureCashHistory: { category: "feature", type: "boolean" },
  featureRanking: { category: "feature", type: "boolean" },
  featureSlotManagement: { category: "feature", type: "boolean" },
  globalTheme: { category: "theme", type: "string", enum: ["simple", "modern", "luxury"] },
  globalLayout: { category: "theme", type: "string", enum: ["classic", "modern", "minimal", "dashboard"] },
} as const;
