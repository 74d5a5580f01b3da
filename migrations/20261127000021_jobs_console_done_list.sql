-- The jobs console's list of a queue's done jobs, newest first, from the index alone (issue 16,
-- bench/jobs.sh): without it a deep page of done jobs read every row it skipped to check its status.
CREATE INDEX jobs_console_done_list_idx ON apalis.jobs (job_type, run_at DESC, id DESC) WHERE status = 'Done';
