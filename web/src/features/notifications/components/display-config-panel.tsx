import { useId } from "react";
import { Checkbox } from "@/components/checkbox";
import {
  ANIMATIONS,
  DURATION_RANGE_MS,
  MAX_VISIBLE_RANGE,
  POSITIONS,
  useDisplayConfig,
} from "@/features/notifications/display-config";
import { notificationMessages as m } from "@/features/notifications/messages";

/** A labelled select of the config's choices (label and select side by side in the form's grid). */
function ChoiceSelect<V extends string>(props: { id: string; label: string; value: V; choices: readonly V[]; text: Record<V, string>; onChange: (value: V) => void }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {props.text[choice]}
          </option>
        ))}
      </select>
    </>
  );
}

/** A labelled number input within `range`; `scale` turns the stored value into the one shown (ms → s). */
function NumberSetting(props: { id: string; label: string; value: number; range: { min: number; max: number }; scale?: number; disabled?: boolean; onChange: (value: number) => void }) {
  const scale = props.scale ?? 1;
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        min={props.range.min / scale}
        max={props.range.max / scale}
        value={props.value / scale}
        disabled={props.disabled}
        onChange={(e) => props.onChange(Number(e.target.value) * scale)}
      />
    </>
  );
}

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
      <ChoiceSelect id={`${id}-position`} label={m.settingsPosition} value={config.position} choices={POSITIONS} text={m.positions} onChange={(position) => update({ position })} />
      <Checkbox label={m.settingsAutoClose} checked={config.defaultAutoClose} onChange={(defaultAutoClose) => update({ defaultAutoClose })} />
      <NumberSetting
        id={`${id}-duration`}
        label={m.settingsDuration}
        value={config.defaultDuration}
        range={DURATION_RANGE_MS}
        scale={1000}
        disabled={!config.defaultAutoClose}
        onChange={(defaultDuration) => update({ defaultDuration })}
      />
      <NumberSetting id={`${id}-visible`} label={m.settingsMaxVisible} value={config.maxVisible} range={MAX_VISIBLE_RANGE} onChange={(maxVisible) => update({ maxVisible })} />
      <Checkbox label={m.settingsSound} checked={config.sound} onChange={(sound) => update({ sound })} />
      <ChoiceSelect id={`${id}-animation`} label={m.settingsAnimation} value={config.animation} choices={ANIMATIONS} text={m.animations} onChange={(animation) => update({ animation })} />
      <button type="submit" className="button button-secondary button-small">
        {m.settingsDone}
      </button>
    </form>
  );
}
