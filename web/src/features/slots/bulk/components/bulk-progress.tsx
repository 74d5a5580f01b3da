import { ProgressBar } from "@/components/progress-bar";
import { bulkRegisterMessages as messages } from "@/features/slots/bulk/messages";

interface BulkProgressProps {
  progress: { done: number; total: number; percent: number } | null;
  /** The last poll failed (it is retried). */
  pollFailed: boolean;
}

/** Rows done (succeeded + failed) of the total while the job runs. */
export function BulkProgress({ progress, pollFailed }: BulkProgressProps) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  return (
    <div className="bulk-progress" data-testid="bulk-progress">
      <ProgressBar label={messages.progressLabel} done={done} total={total} valueText={messages.progress(done, total)} />
      <p className="bulk-progress-text" aria-live="polite">
        {progress && progress.done > 0 ? messages.progress(done, total) : messages.queued}
      </p>
      {pollFailed && <p className="field-hint">{messages.pollFailed}</p>}
    </div>
  );
}
