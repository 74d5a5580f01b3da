import { DashboardPanel } from "@/components/dashboard-panel";
import { useJobsOverview, type QueueCounts } from "@/features/jobs/api";
import { jobsMessages as m } from "@/features/jobs/messages";
import "@/styles/jobs.css";

/** The admin dashboard's card: failed, pending and running jobs over every queue, the workers alive, and the way in. */
export function JobsCard() {
  const { data } = useJobsOverview();
  const sum = (pick: (q: QueueCounts) => number) =>
    (data?.queues ?? []).reduce((total, queue) => total + pick(queue), 0);
  const failed = sum((q) => q.failed + q.dead);
  const alive = (data?.workers ?? []).filter((w) => w.alive).length;
  return (
    <DashboardPanel
      titleId="dashboard-jobs-title"
      title={m.cardTitle}
      className="jobs-card"
      link={{ to: "/admin/jobs", label: m.cardOpen }}
      testId="jobs-card"
    >
      {data && (
        <p className="jobs-card-figures">
          <span className={failed > 0 ? "jobs-card-failed" : undefined}>{m.cardFailed(failed)}</span>
          <span>{m.cardPending(sum((q) => q.pending))}</span>
          <span>{m.cardRunning(sum((q) => q.running))}</span>
          <span className={alive === 0 ? "jobs-card-failed" : undefined}>{m.cardWorkers(alive)}</span>
        </p>
      )}
    </DashboardPanel>
  );
}
