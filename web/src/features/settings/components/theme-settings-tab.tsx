import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { useToast } from "@/components/toast";
import { saveSettings, storeSavedSettings, type ThemeSettings } from "@/features/settings/api";
import { LoginPreviewModal } from "@/features/settings/components/login-preview-modal";
import { SettingSwitch } from "@/features/settings/components/setting-control";
import { settingsMessages as messages } from "@/features/settings/messages";
import { pageReload } from "@/features/settings/page-reload";
import { lookChanges, type Look } from "@/features/settings/theme-choices";
import { errorMessageOf } from "@/lib/api-client";
import { LAYOUT_NAMES, THEME_NAMES, type LayoutName, type ThemeName } from "@/lib/site-settings";
import {
  ADMIN_PREVIEW_CHANGED_EVENT,
  applyLookToDocument,
  readAdminPreview,
  useEffectiveLook,
  writeAdminPreview,
} from "@/lib/theme-preview";

const text = messages.theme;

function subscribePreview(onChange: () => void): () => void {
  window.addEventListener(ADMIN_PREVIEW_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(ADMIN_PREVIEW_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The stored admin preview as text, so the snapshot is stable between changes. */
const previewSnapshot = () => JSON.stringify(readAdminPreview());

function useAdminPreview(): Look | null {
  const raw = useSyncExternalStore(subscribePreview, previewSnapshot, () => "null");
  return JSON.parse(raw) as Look | null;
}

/**
 * The theme tab: the global theme and layout as cards, previewed on this page the moment one is
 * picked (and put back when leaving unsaved), saved for everyone with a page reload; the login page
 * in each theme in a modal; and the developer's own preview mode, which overrides the look in this
 * browser without saving.
 */
export function ThemeSettingsTab({ saved }: { saved: ThemeSettings }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const savedLook: Look = { theme: saved.globalTheme, layout: saved.globalLayout };
  const [base, setBase] = useState(saved);
  const [draft, setDraft] = useState<Look>(savedLook);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const adminPreview = useAdminPreview();
  const shown = useEffectiveLook();

  if (saved !== base) {
    setBase(saved);
    setDraft(savedLook);
  }

  const dirty = draft.theme !== saved.globalTheme || draft.layout !== saved.globalLayout;

  // The picked look on this page until it is saved or the page is left (spec part 2 §4); applied
  // again after the site's own look is (SiteEffects runs first when that changes).
  useEffect(() => {
    if (!dirty) return undefined;
    return applyLookToDocument({ theme: draft.theme, layout: draft.layout });
  }, [dirty, draft.theme, draft.layout, shown.theme, shown.layout]);

  const pick = (next: Look) => {
    setServerError(null);
    setDraft(next);
    // The developer's preview follows what they pick while it is on.
    if (adminPreview) writeAdminPreview(next);
  };

  const save = async () => {
    if (saving || !dirty) return;
    setSaving(true);
    setServerError(null);
    try {
      const result = await saveSettings(lookChanges(draft, savedLook));
      await storeSavedSettings(mutate, result);
      toast.success(messages.saved.theme);
      window.setTimeout(() => pageReload.reload(), pageReload.delayMs);
    } catch (caught) {
      const reason = errorMessageOf(caught, messages.saveFailed.theme);
      setServerError(reason);
      toast.error(reason === messages.saveFailed.theme ? reason : messages.failedWith(messages.saveFailed.theme, reason));
      setSaving(false);
    }
  };

  const togglePreview = (on: boolean) => {
    writeAdminPreview(on ? draft : null);
    toast.info(on ? text.adminPreviewEnabled : text.adminPreviewDisabled);
  };

  return (
    <div className="settings-form settings-theme">
      <p className="settings-intro">{text.description}</p>

      <section className="panel settings-section" aria-labelledby="settings-theme-title">
        <h2 id="settings-theme-title" className="panel-title settings-section-title">
          {text.title}
        </h2>
        <CardChoices
          legend={text.themeLegend}
          kind="themes"
          name="globalTheme"
          choices={THEME_NAMES}
          picked={draft.theme}
          saved={saved.globalTheme}
          disabled={saving}
          onPick={(theme) => pick({ ...draft, theme })}
          texts={(theme) => [text.names[theme], text.descriptions[theme]]}
          picture={(theme) => <ThemeSwatch theme={theme} />}
        />
        <CardChoices
          legend={text.layoutLegend}
          kind="layouts"
          name="globalLayout"
          choices={LAYOUT_NAMES}
          picked={draft.layout}
          saved={saved.globalLayout}
          disabled={saving}
          onPick={(layout) => pick({ ...draft, layout })}
          texts={(layout) => [text.layouts[layout], text.layoutDescriptions[layout]]}
          picture={(layout) => <LayoutSchematic layout={layout} />}
        />
        {dirty && (
          <AlertBox kind="info" testId="theme-previewing">
            {text.previewing}
          </AlertBox>
        )}
        {serverError && <AlertBox kind="error">{serverError}</AlertBox>}
        <div className="settings-theme-actions">
          <button type="button" className="button button-secondary" onClick={() => setPreviewOpen(true)}>
            {text.loginPreview}
          </button>
          <span className="settings-theme-actions-spacer" />
          <button type="button" className="button button-secondary" onClick={() => setDraft(savedLook)} disabled={saving || !dirty}>
            {messages.revert}
          </button>
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving || !dirty}>
            {saving ? messages.saving : messages.save}
          </button>
        </div>
      </section>

      <section className="panel settings-section" aria-labelledby="settings-admin-preview-title">
        <div className="setting-item setting-item-switch">
          <div className="setting-text">
            <label id="settings-admin-preview-title" className="field-label settings-section-title" htmlFor="setting-adminPreview">
              {text.adminPreview}
            </label>
            <p id="setting-adminPreview-help" className="field-hint">
              {text.adminPreviewHelp}
            </p>
            <p className={adminPreview ? "settings-preview-state settings-preview-state-on" : "settings-preview-state"} aria-live="polite">
              {adminPreview
                ? text.adminPreviewOn(text.names[adminPreview.theme], text.layouts[adminPreview.layout])
                : text.adminPreviewOff}
            </p>
          </div>
          <SettingSwitch
            id="setting-adminPreview"
            checked={adminPreview !== null}
            aria-describedby="setting-adminPreview-help"
            onChange={togglePreview}
          />
        </div>
      </section>

      {previewOpen && <LoginPreviewModal initialTheme={draft.theme} onClose={() => setPreviewOpen(false)} />}
    </div>
  );
}

interface CardChoicesProps<N extends string> {
  legend: string;
  /** The grid's modifier: `settings-card-grid-${kind}`. */
  kind: "themes" | "layouts";
  /** The radio group's name. */
  name: string;
  choices: readonly N[];
  /** The draft's choice. */
  picked: N;
  /** The saved (global) choice. */
  saved: N;
  disabled: boolean;
  onPick: (choice: N) => void;
  /** A choice's name and description. */
  texts: (choice: N) => [name: string, description: string];
  /** A choice's miniature. */
  picture: (choice: N) => ReactNode;
}

/** A group of radio cards (themes or layouts): each a miniature, its name and description. */
function CardChoices<N extends string>(props: CardChoicesProps<N>) {
  return (
    <fieldset className="settings-choices" disabled={props.disabled}>
      <legend className="settings-legend">{props.legend}</legend>
      <div className={`settings-card-grid settings-card-grid-${props.kind}`}>
        {props.choices.map((choice) => (
          <ChoiceCard
            key={choice}
            name={props.name}
            choice={choice}
            selected={props.picked === choice}
            current={props.saved === choice}
            onPick={() => props.onPick(choice)}
            texts={props.texts(choice)}
            picture={props.picture(choice)}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface ChoiceCardProps {
  name: string;
  choice: string;
  selected: boolean;
  /** The saved (global) choice. */
  current: boolean;
  onPick: () => void;
  texts: [name: string, description: string];
  picture: ReactNode;
}

/** One choice as a radio card: its miniature, name (with the current mark) and description. */
function ChoiceCard({ name, choice, selected, current, onPick, texts, picture }: ChoiceCardProps) {
  const id = useId();
  return (
    <label className={selected ? "settings-card settings-card-selected" : "settings-card"} data-choice={choice}>
      <input
        className="settings-card-radio"
        type="radio"
        name={name}
        value={choice}
        checked={selected}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        onChange={onPick}
      />
      {picture}
      <span className="settings-card-body">
        <span className="settings-card-head">
          <span id={`${id}-name`} className="settings-card-name">
            {texts[0]}
          </span>
          {current && <span className="badge badge-primary">{messages.theme.current}</span>}
        </span>
        <span id={`${id}-description`} className="settings-card-description">
          {texts[1]}
        </span>
      </span>
    </label>
  );
}

/** A miniature of the theme's colours (its own tokens). */
function ThemeSwatch({ theme }: { theme: ThemeName }) {
  return (
    <span className="theme-swatch" data-theme={theme} aria-hidden="true">
      <span className="theme-swatch-sidebar">
        <span className="theme-swatch-dot" />
        <span className="theme-swatch-line" />
        <span className="theme-swatch-line theme-swatch-line-active" />
        <span className="theme-swatch-line" />
      </span>
      <span className="theme-swatch-main">
        <span className="theme-swatch-title" />
        <span className="theme-swatch-panel">
          <span className="theme-swatch-text" />
          <span className="theme-swatch-text theme-swatch-text-short" />
          <span className="theme-swatch-button" />
        </span>
      </span>
    </span>
  );
}

/** A sketch of where the layout puts the menu. */
function LayoutSchematic({ layout }: { layout: LayoutName }) {
  return (
    <span className={`layout-schematic layout-schematic-${layout}`} aria-hidden="true">
      <span className="layout-schematic-nav" />
      <span className="layout-schematic-content">
        <span />
        <span />
        <span />
      </span>
      <span className="layout-schematic-extra" />
    </span>
  );
}
