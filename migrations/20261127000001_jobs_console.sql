-- The jobs console (issue 16) reads apalis' queue table with 1,000,000 finished jobs in it.

-- The id of the row of ours a job works on: its payload's `runId`, `batchId` or `sendId`
-- (common::jobs::kinds names which per queue). Payloads are our own UTF-8 JSON, so reading them
-- is immutable in practice; declared so to be indexable (convert_from is only marked stable).
CREATE FUNCTION job_row_id(job BYTEA) RETURNS BIGINT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (SELECT coalesce(p ->> 'runId', p ->> 'batchId', p ->> 'sendId')::bigint
            FROM (SELECT convert_from(job, 'UTF8')::jsonb AS p) AS payload);

-- A queue's jobs newest first (every state, and done ones), and the search by our row.
CREATE INDEX jobs_console_list_idx ON apalis.jobs (job_type, run_at DESC, id DESC);
CREATE INDEX jobs_console_row_idx ON apalis.jobs (job_type, job_row_id(job)) WHERE job_row_id(job) IS NOT NULL;
-- Everything not done, by state: the queue counts and the pending/running/failed lists stay small
-- reads however many jobs are done.
CREATE INDEX jobs_console_open_idx ON apalis.jobs (job_type, status, run_at DESC, id DESC) WHERE status <> 'Done';
-- Done in the last 24 hours, counted from the index alone.
CREATE INDEX jobs_console_done_idx ON apalis.jobs (job_type, done_at) WHERE status = 'Done';
