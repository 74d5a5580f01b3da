/** The look the theme tab picks (among `THEME_NAMES` and `LAYOUT_NAMES`) and the changes a save sends. */
import type { LayoutName, ThemeName } from "@/lib/site-settings";

/** A theme and layout picked together. */
export interface Look {
  theme: ThemeName;
  layout: LayoutName;
}

/** The bulk changes a theme save sends: only what differs from the saved look. */
export function lookChanges(draft: Look, saved: Look) {
  const changes: Array<{ key: "globalTheme" | "globalLayout"; value: string; category: "theme" }> = [];
  if (draft.theme !== saved.theme) changes.push({ key: "globalTheme", value: draft.theme, category: "theme" });
  if (draft.layout !== saved.layout) changes.push({ key: "globalLayout", value: draft.layout, category: "theme" });
  return changes;
}
