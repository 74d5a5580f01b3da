import { JobsConsole } from "@/features/jobs/components/jobs-console";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";

/** /admin/jobs: the jobs console (staff; the route's gate). */
export function AdminJobsRoute() {
  return <JobsConsole title={pageTitles.adminJobs} />;
}
