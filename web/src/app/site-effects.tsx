import { useEffect } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { documentTitleOf, useSiteSettings } from "@/lib/site-settings";

/** Applies the public settings to the document: `data-theme` on <html> and the page title. */
export function SiteEffects() {
  const { settings } = useSiteSettings();
  useDocumentTitle(documentTitleOf(settings));
  useEffect(() => {
    document.documentElement.dataset.theme = settings.globalTheme;
  }, [settings.globalTheme]);
  return null;
}
