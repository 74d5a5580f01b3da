import { Badge } from "@/components/badge";
import type { QueueCounts, WorkerProcess } from "@/features/jobs/api";
import { jobsMessages as m } from "@/features/jobs/messages";

/** The worker processes seen in the last 10 minutes, silent ones last. */
export function WorkerTable({ workers, queues, readAt }: { workers: WorkerProcess[]; queues: QueueCounts[]; readAt: string }) {
  if (workers.length === 0) return <p className="dashboard-empty">{m.noWorkers}</p>;
  const nameOf = (queue: string) => queues.find((q) => q.queue === queue)?.name ?? queue;
  const now = Date.parse(readAt);
  return (
    <div className="table-wrapper">
      <table className="table jobs-worker-table">
        <caption className="visually-hidden">{m.workersCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.workerColumns.name}</th>
            <th scope="col">{m.workerColumns.host}</th>
            <th scope="col">{m.workerColumns.state}</th>
            <th scope="col">{m.workerColumns.running}</th>
            <th scope="col">{m.workerColumns.heartbeat}</th>
            <th scope="col">{m.workerColumns.queues}</th>
          </tr>
        </thead>
        <tbody>
          {workers.map((worker) => (
            <tr key={worker.name} data-testid="jobs-worker">
              <td className="jobs-mono">{worker.name}</td>
              <td>{worker.host ?? m.none}</td>
              <td>{worker.alive ? <Badge tone="success">{m.workerAlive}</Badge> : <Badge tone="danger">{m.workerSilent}</Badge>}</td>
              <td>{m.count(worker.jobsRunning)}</td>
              <td>{m.secondsAgo(Math.round((now - Date.parse(worker.lastHeartbeat)) / 1000))}</td>
              <td className="jobs-worker-queues">{worker.queues.map(nameOf).join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
