import { useId } from "react";
import { Checkbox } from "@/components/checkbox";
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
      <Checkbox label={m.settingsEnabled} checked={config.enabled} onChange={(enabled) => update({ enabled })} />
      <label htmlFor={`${id}-position`}>{m.settingsPosition}</label>
      <select id={`${id}-position`} value={config.position} onChange={(e) => update({ position: e.target.value as ToastPosition })}>
        {POSITIONS.map((p) => (
          <option key={p} value={p}>
            {m.positions[p]}
          </option>
        ))}
      </select>
      <Checkbox label={m.settingsAutoClose} checked={config.defaultAutoClose} onChange={(defaultAutoClose) => update({ defaultAutoClose })} />
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
      <Checkbox label={m.settingsSound} checked={config.sound} onChange={(sound) => update({ sound })} />
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
