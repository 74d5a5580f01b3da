interface ProgressBarProps {
  /** What is progressing, for screen readers. */
  label: string;
  done: number;
  total: number;
  /** How screen readers say the value (a catalogue text such as "12 / 50 done"). */
  valueText?: string;
}

/** A job's items done of all (a bulk registration's rows, a large report's slots), as a bar. */
export function ProgressBar({ label, done, total, valueText }: ProgressBarProps) {
  const percent = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;
  return (
    <div
      className="progress-track"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(total, 1)}
      aria-valuenow={done}
      aria-valuetext={valueText}
    >
      <div className="progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
