import { useLayoutEffect, useRef, type InputHTMLAttributes } from "react";
import { FieldLabel } from "@/components/text-field";
import type { FieldSpec } from "@/features/settings/form";
import { labelOf } from "@/features/settings/form";
import { settingsMessages as messages } from "@/features/settings/messages";
import { parseWholeNumber, regroupAtCaret } from "@/features/settings/number-text";

interface SettingControlProps {
  spec: FieldSpec;
  value: string | boolean | undefined;
  /** The field message to show, if any (already filtered to what the person has touched). */
  error?: string;
  disabled?: boolean;
  onChange: (value: string | boolean) => void;
  onBlur: () => void;
}

/** The id of a setting's control, so a failed save can move focus to the first bad field. */
export const settingControlId = (key: string) => `setting-${key}`;

interface SettingSwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role" | "className" | "checked" | "onChange"> {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A setting's switch, with the word for its state (on or off) beside it. */
export function SettingSwitch({ checked, onChange, ...inputProps }: SettingSwitchProps) {
  return (
    <div className="setting-switch">
      <span className="setting-switch-state" aria-hidden="true">
        {checked ? messages.on : messages.off}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...inputProps}
      />
    </div>
  );
}

/**
 * One setting of the business or feature tab: its label, help text and control (a switch for
 * booleans, a select for closed sets, a grouped number input with its unit, or a text input), with
 * the field message under it. Label, help and message are tied to the control for screen readers.
 */
export function SettingControl({ spec, value, error, disabled, onChange, onBlur }: SettingControlProps) {
  const { key, kind } = spec;
  const id = settingControlId(key);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const label = labelOf(key);
  const help = messages.fields[key].help;
  const describedBy = error ? `${helpId} ${errorId}` : helpId;
  const errorLine = error ? (
    <p id={errorId} className="setting-error" role="alert">
      {error}
    </p>
  ) : null;

  if (kind.type === "switch") {
    const checked = value === true;
    return (
      <div className={`setting-item setting-item-switch${checked ? " setting-item-on" : ""}`} data-setting={key}>
        <div className="setting-text">
          <label className="field-label" htmlFor={id}>
            {label}
          </label>
          <p id={helpId} className="field-hint">
            {help}
          </p>
          {errorLine}
        </div>
        <SettingSwitch id={id} checked={checked} disabled={disabled} aria-describedby={describedBy} onChange={onChange} onBlur={onBlur} />
      </div>
    );
  }

  const text = typeof value === "string" ? value : "";
  let control;
  if (kind.type === "select") {
    const names = messages.options[key as keyof typeof messages.options] as Record<string, string>;
    control = (
      <select
        id={id}
        className="input"
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {kind.options.map((option) => (
          <option key={option} value={option}>
            {names[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else if (kind.type === "number") {
    control = (
      <NumberInput
        id={id}
        value={text}
        unit={messages.units[kind.unit]}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  } else {
    control = (
      <input
        id={id}
        type={kind.type === "text" && kind.input === "url" ? "url" : "text"}
        inputMode={kind.type === "text" && kind.input === "url" ? "url" : undefined}
        className="input"
        value={text}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-required={kind.type === "text" && kind.required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    );
  }

  const ms = kind.type === "number" && kind.unit === "ms" ? parseWholeNumber(text) : null;
  return (
    <div className="setting-item" data-setting={key}>
      <FieldLabel htmlFor={id} label={label} required={kind.type === "text" && kind.required} />
      {control}
      <p id={helpId} className="field-hint">
        {help}
        {ms !== null && !error && <span className="setting-hint-extra"> {messages.secondsHint(ms)}</span>}
      </p>
      {errorLine}
    </div>
  );
}

interface NumberInputProps {
  id: string;
  value: string;
  unit: string;
  disabled?: boolean;
  invalid: boolean;
  describedBy: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A whole-number input that groups digits by thousands as the person types ("50,000") and keeps
 * the caret after the digit it followed. Only digits get in; the unit sits at the right edge.
 */
function NumberInput({ id, value, unit, disabled, invalid, describedBy, onChange, onBlur }: NumberInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  return (
    <div className="setting-number">
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="input"
        value={value}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${describedBy} ${id}-unit`}
        onChange={(event) => {
          const typed = event.target.value;
          const next = regroupAtCaret(typed, event.target.selectionStart ?? typed.length);
          caret.current = next.caret;
          onChange(next.text);
        }}
        onBlur={onBlur}
      />
      <span id={`${id}-unit`} className="setting-unit">
        {unit}
      </span>
    </div>
  );
}
