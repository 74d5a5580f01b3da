import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { LoginView } from "@/features/auth/components/login-view";
import { authMessages } from "@/features/auth/messages";
import { isThemeName, type ThemeName } from "@/lib/site-settings";
import { applyLookToDocument, useEffectiveLook } from "@/lib/theme-preview";

/**
 * /login-preview?theme=simple|modern|luxury: the login page, inert, in the requested theme. The
 * theme goes on <html> too (the settings screen frames this page and reads the frame's theme), and
 * is put back on top whenever the site's own look is applied again. The page is `inert` (spec part 2
 * §2: "the form is inert"): nothing in it takes focus, so framed in the settings modal it cannot pull
 * the keyboard out of the modal (the login field's autofocus would).
 */
export function LoginPreviewRoute() {
  const [params] = useSearchParams();
  const requested = params.get("theme");
  const theme: ThemeName = isThemeName(requested) ? requested : "simple";
  const look = useEffectiveLook();

  useEffect(() => applyLookToDocument({ theme, layout: look.layout }), [theme, look.theme, look.layout]);

  return (
    <div className={`theme-root theme-${theme} preview-root`} data-theme={theme}>
      <div className="preview-banner" role="status">
        <strong>{authMessages.previewBanner}</strong>
        <span>{authMessages.previewDescription}</span>
      </div>
      <div className="preview-inert" inert>
        <LoginView preview />
      </div>
    </div>
  );
}
