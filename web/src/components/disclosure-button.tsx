interface DisclosureButtonProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the part it opens. */
  controls: string;
  label: string;
  /** Classes after the small secondary button's. */
  className?: string;
}

/** A small button that opens and closes the part `controls` names (a toolbar's "more"), its chevron turning. */
export function DisclosureButton({ open, onToggle, controls, label, className }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      className={className ? `button button-small button-secondary ${className}` : "button button-small button-secondary"}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
      <span className={open ? "chevron chevron-open" : "chevron"} aria-hidden="true" />
    </button>
  );
}
