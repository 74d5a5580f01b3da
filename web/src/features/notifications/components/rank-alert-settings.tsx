import { useEffect, useId, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Checkbox } from "@/components/checkbox";
import { useToast } from "@/components/toast";
import { getRankAlerts, saveRankAlerts } from "@/features/notifications/api";
import { notificationMessages as m } from "@/features/notifications/messages";
import { errorMessageOf } from "@/lib/api-client";
import { apiLimits } from "@/lib/api-limits";

/** The places a move must reach: the server's range (1 to 499). */
const THRESHOLD = apiLimits.RankAlertSettings.threshold;

/** Parses the threshold field: a whole number in the server's range, or null. */
export function parseThreshold(text: string): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= THRESHOLD.minimum && n <= THRESHOLD.maximum ? n : null;
}

/** /profile's rank-movement alert settings (advertisers): on or off, and how many places make a move. */
export function RankAlertSettingsForm() {
  const id = useId();
  const toast = useToast();
  const [enabled, setEnabled] = useState(true);
  const [threshold, setThreshold] = useState("5");
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getRankAlerts()
      .then((s) => {
        if (!live) return;
        setEnabled(s.enabled);
        setThreshold(String(s.threshold));
        setLoaded(true);
      })
      .catch((e) => live && setError(errorMessageOf(e, m.loadFailed)));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = parseThreshold(threshold);
    if (n === null) {
      setError(m.rankAlertsThresholdInvalid(THRESHOLD.minimum, THRESHOLD.maximum));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await saveRankAlerts({ enabled, threshold: n });
      setThreshold(String(saved.threshold));
      toast.success(m.rankAlertsSaved);
    } catch (e) {
      setError(errorMessageOf(e, m.rankAlertsFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.rankAlertsTitle}</h2>
      <p className="field-hint">{m.rankAlertsHelp}</p>
      <form onSubmit={submit} className="rank-alert-form" noValidate>
        {error && <AlertBox>{error}</AlertBox>}
        <Checkbox label={m.rankAlertsEnabled} checked={enabled} disabled={!loaded} onChange={setEnabled} />
        <label htmlFor={`${id}-threshold`}>{m.rankAlertsThreshold}</label>
        <input
          id={`${id}-threshold`}
          type="number"
          inputMode="numeric"
          min={THRESHOLD.minimum}
          max={THRESHOLD.maximum}
          value={threshold}
          disabled={!loaded || !enabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setThreshold(e.target.value)}
        />
        <small id={`${id}-hint`} className="field-hint">
          {m.rankAlertsThresholdHint(THRESHOLD.minimum, THRESHOLD.maximum)}
        </small>
        <div>
          <button type="submit" className="button button-primary" disabled={!loaded || busy} data-testid="rank-alerts-save">
            {m.rankAlertsSave}
          </button>
        </div>
      </form>
    </section>
  );
}
