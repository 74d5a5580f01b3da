import { useMemo, useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { useToast } from "@/components/toast";
import { saveSettings, storeSavedSettings } from "@/features/settings/api";
import { settingControlId, SettingControl } from "@/features/settings/components/setting-control";
import {
  alertGroupOf,
  changesOf,
  draftOf,
  editedKeys,
  fieldsOf,
  sectionsOf,
  validateDraft,
  type Draft,
  type FieldKey,
  type FormCategory,
  type SavedValues,
} from "@/features/settings/form";
import { settingsMessages as messages } from "@/features/settings/messages";
import { errorMessageOf } from "@/lib/api-client";

interface SettingsFormTabProps {
  category: FormCategory;
  /** The tab's saved values from GET /api/settings. */
  saved: SavedValues;
}

/**
 * The business or feature tab: every setting of the tab in sections, checked as the server checks
 * it, and one save that sends only the changed keys (PUT /api/settings/bulk, all or nothing).
 * A field's message shows once it was left or a save was tried; the server's refusal shows above
 * the save button and in the failure toast.
 */
export function SettingsFormTab({ category, saved }: SettingsFormTabProps) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [base, setBase] = useState(saved);
  const [draft, setDraft] = useState<Draft>(() => draftOf(category, saved));
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // New saved values (after a save): the form starts again from them.
  if (saved !== base) {
    setBase(saved);
    setDraft(draftOf(category, saved));
    setTouched(new Set());
    setShowAll(false);
  }

  const errors = useMemo(() => validateDraft(category, draft), [category, draft]);
  const edited = useMemo(() => editedKeys(category, draft, saved), [category, draft, saved]);
  const dirty = edited.length > 0;

  const visibleError = (key: FieldKey): string | undefined => {
    const error = errors[key];
    if (!error) return undefined;
    const seen = showAll || touched.has(key) || (key === "minCashCharge" && touched.has("maxCashCharge"));
    return seen ? error : undefined;
  };

  const change = (key: FieldKey, value: string | boolean) => {
    setServerError(null);
    setDraft((current) => ({ ...current, [key]: value }));
    // A switch or a choice is finished the moment it changes.
    if (typeof value === "boolean") setTouched((current) => new Set(current).add(key));
  };

  const touch = (key: FieldKey) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  const revert = () => {
    setDraft(draftOf(category, saved));
    setTouched(new Set());
    setShowAll(false);
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    const firstBad = fieldsOf(category).find((spec) => errors[spec.key]);
    if (firstBad) {
      setShowAll(true);
      const control = document.getElementById(settingControlId(firstBad.key));
      control?.focus({ preventScroll: true });
      control?.scrollIntoView?.({ block: "center" });
      return;
    }
    setSaving(true);
    setServerError(null);
    const changes = changesOf(category, draft, saved);
    const group = alertGroupOf(category, changes);
    try {
      const result = await saveSettings(changes);
      await storeSavedSettings(mutate, result);
      toast.success(messages.saved[group]);
    } catch (caught) {
      const failed = messages.saveFailed[group];
      const reason = errorMessageOf(caught, failed);
      setServerError(reason);
      toast.error(reason === failed ? reason : messages.failedWith(failed, reason));
    } finally {
      setSaving(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
      <p className="settings-intro">{messages.tabIntro[category]}</p>
      {sectionsOf[category].map((section) => (
        <section key={section.id} className="panel settings-section" aria-labelledby={`settings-section-${section.id}`}>
          <h2 id={`settings-section-${section.id}`} className="panel-title settings-section-title">
            {messages.sections[section.id]}
          </h2>
          <div className="settings-grid">
            {section.fields.map((spec) => (
              <SettingControl
                key={spec.key}
                spec={spec}
                value={draft[spec.key]}
                error={visibleError(spec.key)}
                disabled={saving}
                onChange={(value) => change(spec.key, value)}
                onBlur={() => touch(spec.key)}
              />
            ))}
          </div>
        </section>
      ))}
      <div className={`settings-savebar${dirty ? " settings-savebar-dirty" : ""}`}>
        <div className="settings-savebar-status" aria-live="polite">
          {serverError ? (
            <AlertBox kind="error">{serverError}</AlertBox>
          ) : showAll && errorCount > 0 ? (
            <span className="setting-error">{messages.fixErrors}</span>
          ) : (
            dirty && <span>{messages.unsaved}</span>
          )}
        </div>
        <div className="settings-savebar-actions">
          <button type="button" className="button button-secondary" onClick={revert} disabled={saving || !dirty}>
            {messages.revert}
          </button>
          <button type="submit" className="button button-primary" disabled={saving || !dirty}>
            {saving ? messages.saving : messages.save}
          </button>
        </div>
      </div>
    </form>
  );
}
