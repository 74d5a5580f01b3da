import { useSearchParams } from "react-router-dom";
import { LoginView } from "@/features/auth/components/login-view";
import { authMessages } from "@/features/auth/messages";
import { isThemeName, type ThemeName } from "@/lib/site-settings";

/** /login-preview?theme=simple|modern|luxury: the login page, inert, in the requested theme. */
export function LoginPreviewRoute() {
  const [params] = useSearchParams();
  const requested = params.get("theme");
  const theme: ThemeName = isThemeName(requested) ? requested : "simple";
  return (
    <div className={`theme-root theme-${theme} preview-root`} data-theme={theme}>
      <div className="preview-banner" role="status">
        <strong>{authMessages.previewBanner}</strong>
        <span>{authMessages.previewDescription}</span>
      </div>
      <LoginView preview />
    </div>
  );
}
