import { Badge } from "@/components/badge";
import { DataTable, type Column } from "@/components/data-table";
import type { QueueCounts, WorkerProcess } from "@/features/jobs/api";
import { jobsMessages as m } from "@/features/jobs/messages";

/** The worker processes seen in the last 10 minutes, silent ones last. */
export function WorkerTable({ workers, queues, readAt }: { workers: WorkerProcess[]; queues: QueueCounts[]; readAt: string }) {
  if (workers.length === 0) return <p className="dashboard-empty">{m.noWorkers}</p>;
  const nameOf = (queue: string) => queues.find((q) => q.queue === queue)?.name ?? queue;
  const now = Date.parse(readAt);
  const c = m.workerColumns;
  const columns: Array<Column<WorkerProcess>> = [
    { header: c.name, className: "jobs-mono", phone: "title", cell: (worker) => worker.name },
    { header: c.host, cell: (worker) => worker.host ?? m.none },
    {
      header: c.state,
      cell: (worker) => (worker.alive ? <Badge tone="success">{m.workerAlive}</Badge> : <Badge tone="danger">{m.workerSilent}</Badge>),
    },
    { header: c.running, cell: (worker) => m.count(worker.jobsRunning) },
    { header: c.heartbeat, cell: (worker) => m.secondsAgo(Math.round((now - Date.parse(worker.lastHeartbeat)) / 1000)) },
    { header: c.queues, className: "jobs-worker-queues", cell: (worker) => worker.queues.map(nameOf).join(", ") },
  ];
  return (
    <DataTable
      columns={columns}
      rows={workers}
      rowKey={(worker) => worker.name}
      rowTestId={() => "jobs-worker"}
      className="jobs-worker-table"
      stack
      caption={m.workersCaption}
    />
  );
}
