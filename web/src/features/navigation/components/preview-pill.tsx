import { navigationMessages as messages } from "@/features/navigation/messages";
import type { LayoutName, ThemeName } from "@/lib/site-settings";
import { writeAdminPreview } from "@/lib/theme-preview";

/** While a developer previews a theme and layout: says so, with the button that ends the preview. */
export function PreviewPill({ theme, layout }: { theme: ThemeName; layout: LayoutName }) {
  return (
    <div className="preview-pill" role="status">
      <span className="preview-pill-label">{messages.previewLabel}</span>
      <span className="preview-pill-text">
        {messages.previewLook(messages.themeNames[theme] ?? theme, messages.layoutNames[layout] ?? layout)}
      </span>
      <button type="button" className="preview-pill-button" onClick={() => writeAdminPreview(null)}>
        {messages.previewEnd}
      </button>
    </div>
  );
}
