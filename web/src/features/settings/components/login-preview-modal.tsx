import { useState } from "react";
import { Modal } from "@/components/modal";
import { settingsMessages as messages } from "@/features/settings/messages";
import { THEME_NAMES, type ThemeName } from "@/lib/site-settings";

interface LoginPreviewModalProps {
  initialTheme: ThemeName;
  onClose: () => void;
}

/** The login page in a frame (/login-preview?theme=…), with a switcher between the three themes. */
export function LoginPreviewModal({ initialTheme, onClose }: LoginPreviewModalProps) {
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  const name = messages.theme.names[theme];
  return (
    <Modal title={messages.theme.loginPreviewTitle} onClose={onClose} size="large" testId="login-preview-modal">
      <div className="modal-body settings-login-preview">
        <fieldset className="settings-segmented">
          <legend className="visually-hidden">{messages.theme.loginPreviewThemes}</legend>
          {THEME_NAMES.map((option) => (
            <label key={option} className={option === theme ? "settings-segment settings-segment-selected" : "settings-segment"}>
              <input
                type="radio"
                name="login-preview-theme"
                value={option}
                checked={option === theme}
                onChange={() => setTheme(option)}
              />
              <span className="theme-dot" data-theme={option} aria-hidden="true" />
              {messages.theme.names[option]}
            </label>
          ))}
        </fieldset>
        <div className="settings-login-frame-wrap">
          <iframe
            key={theme}
            className="settings-login-frame"
            title={messages.theme.loginPreviewFrame(name)}
            src={`/login-preview?theme=${theme}`}
          />
        </div>
      </div>
    </Modal>
  );
}
