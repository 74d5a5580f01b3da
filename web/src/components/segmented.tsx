/**
 * A small switch of pressed buttons (`segmented`): the option in force is pressed; `selected` null
 * presses none (a date range that is no shortcut). Named by `label` when given.
 */
export function Segmented<T extends string | number>(props: {
  options: readonly T[];
  selected: T | null;
  label?: string;
  text: (option: T) => string;
  onSelect: (option: T) => void;
  className?: string;
}) {
  const { options, selected, label, text, onSelect, className } = props;
  return (
    <div className={className ? `segmented ${className}` : "segmented"} role={label ? "group" : undefined} aria-label={label}>
      {options.map((option) => {
        const active = option === selected;
        return (
          <button
            key={option}
            type="button"
            className={active ? "segmented-item segmented-item-active" : "segmented-item"}
            aria-pressed={active}
            onClick={() => onSelect(option)}
          >
            {text(option)}
          </button>
        );
      })}
    </div>
  );
}
