/** The themes and layouts the theme tab offers, in the spec's order (part 2 §2, §9). */
import type { LayoutName, ThemeName } from "@/lib/site-settings";

export const THEME_NAMES: readonly ThemeName[] = ["simple", "modern", "luxury"];
export const LAYOUT_NAMES: readonly LayoutName[] = ["classic", "modern", "minimal", "dashboard"];

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
