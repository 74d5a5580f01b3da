import type { QueueCounts } from "@/features/jobs/api";
import { jobsMessages as m } from "@/features/jobs/messages";

const FIGURES = ["pending", "running", "failed", "dead", "done24h"] as const;

/** One card per queue with its counts; the chosen one is pressed and its jobs list below. */
export function QueueCards({ queues, selected, onSelect }: { queues: QueueCounts[]; selected: string; onSelect: (queue: string) => void }) {
  return (
    <div className="jobs-queues" role="group" aria-label={m.queuesLabel}>
      {queues.map((queue) => (
        <button
          key={queue.queue}
          type="button"
          className={`jobs-queue${queue.failed + queue.dead > 0 ? " jobs-queue-troubled" : ""}`}
          aria-pressed={queue.queue === selected}
          data-testid={`jobs-queue-${queue.queue}`}
          onClick={() => onSelect(queue.queue)}
        >
          <span className="jobs-queue-name">{queue.name}</span>
          <span className="jobs-queue-key">{queue.queue}</span>
          <dl className="jobs-queue-counts">
            {FIGURES.map((figure) => (
              <div key={figure} className={`jobs-count jobs-count-${figure}`} data-testid={`jobs-count-${queue.queue}-${figure}`}>
                <dt>{m.counts[figure]}</dt>
                <dd>{m.count(queue[figure])}</dd>
              </div>
            ))}
          </dl>
          {queue.scheduled > 0 && (
            <span className="jobs-queue-scheduled">
              {m.counts.scheduled} {m.count(queue.scheduled)}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
