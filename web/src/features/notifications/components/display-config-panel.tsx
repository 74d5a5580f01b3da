import { useId } from "react";
import {
  ANIMATIONS,
  DURATION_RANGE_MS,
  MAX_VISIBLE_RANGE,
  POSITIONS,
  useDisplayConfig,
  type ToastAnimation,
  type ToastPosition,
} from "@/features/notifications/display-config";
import { notificationMessages as m } from "@/features/notifications/messages";

/** Where and how new notifications pop up, kept in this browser (`notificationConfig`). */
export function DisplayConfigPanel({ onDone }: { onDone: () => void }) {
  const [config, update] = useDisplayConfig();
  const id = useId();
  return (
    <form
      className="notification-config"
      aria-label={m.settingsTitle}
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <h3>{m.settingsTitle}</h3>
      <label className="checkbox-label">
        <input type="checkbox" checked={config.enabled} onChange={(e) => update({ enabled: e.target.checked })} />
        {m.settingsEnabled}
      </label>
      <label htmlFor={`${id}-position`}>{m.settingsPosition}</label>
      <select id={`${id}-position`} value={config.position} onChange={(e) => update({ position: e.target.value as ToastPosition })}>
        {POSITIONS.map((p) => (
          <option key={p} value={p}>
            {m.positions[p]}
          </option>
        ))}
      </select>
      <label className="checkbox-label">
        <input type="checkbox" checked={config.defaultAutoClose} onChange={(e) => update({ defaultAutoClose: e.target.checked })} />
        {m.settingsAutoClose}
      </label>
      <label htmlFor={`${id}-duration`}>{m.settingsDuration}</label>
      <input
        id={`${id}-duration`}
        type="number"
        min={DURATION_RANGE_MS.min / 1000}
        max={DURATION_RANGE_MS.max / 1000}
        value={config.defaultDuration / 1000}
        disabled={!config.defaultAutoClose}
        onChange={(e) => update({ defaultDuration: Number(e.target.value) * 1000 })}
      />
      <label htmlFor={`${id}-visible`}>{m.settingsMaxVisible}</label>
      <input
        id={`${id}-visible`}
        type="number"
        min={MAX_VISIBLE_RANGE.min}
        max={MAX_VISIBLE_RANGE.max}
        value={config.maxVisible}
        onChange={(e) => update({ maxVisible: Number(e.target.value) })}
      />
      <label className="checkbox-label">
        <input type="checkbox" checked={config.sound} onChange={(e) => update({ sound: e.target.checked })} />
        {m.settingsSound}
      </label>
      <label htmlFor={`${id}-animation`}>{m.settingsAnimation}</label>
      <select id={`${id}-animation`} value={config.animation} onChange={(e) => update({ animation: e.target.value as ToastAnimation })}>
        {ANIMATIONS.map((a) => (
          <option key={a} value={a}>
            {m.animations[a]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-secondary button-small">
        {m.settingsDone}
      </button>
    </form>
  );
}
