import { useEffect } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { documentTitleOf, useSiteSettings } from "@/lib/site-settings";
import { useEffectiveLook } from "@/lib/theme-preview";

/**
 * Applies the public settings to the document: the page title, and `data-theme` and `data-layout`
 * on <html> from the effective look (the global theme and layout, or a developer's admin preview),
 * which every stylesheet keys off.
 */
export function SiteEffects() {
  const { settings } = useSiteSettings();
  const { theme, layout } = useEffectiveLook();
  useDocumentTitle(documentTitleOf(settings));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.layout = layout;
  }, [theme, layout]);
  return null;
}
