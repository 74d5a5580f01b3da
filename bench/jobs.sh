#!/usr/bin/env bash
# Benchmark of the jobs console (issue 16): its calls with 1,000,000 done jobs in apalis.jobs
# (spread over 30 days, most of them rank crawls), 2,000 pending (a quarter scheduled ahead), 300
# failed with attempts left, 200 dead, 40 running on 20 worker processes. Each call's latency at
# 1 and 8 concurrent clients (target: p99 under 50 ms), then the plans PostgreSQL used.
# Release api, wrk on loopback, its own temporary PostgreSQL (bench/lib.sh).
#
#   bench/jobs.sh            # DONE=1000000 DURATION=10s
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

DONE="${DONE:-1000000}"; DURATION="${DURATION:-10s}"
bench_start
bench_api
DEV="$(bench_login benchdev)"

log "seeding $DONE done jobs and the open ones"
start=$(date +%s)
"${PSQL[@]}" -v done="$DONE" <<'SQL' >/dev/null
-- apalis' insert trigger wakes listening workers once per row: none listen here.
ALTER TABLE apalis.jobs DISABLE TRIGGER notify_workers;
INSERT INTO apalis.workers (id, worker_type, storage_name, last_seen, started_at)
SELECT 'worker-' || p || '-bench@host-' || (p % 4) || '-' || q, q, 'PostgresStorage', now(), now() - interval '2 hours'
FROM generate_series(1, 20) p,
     unnest(ARRAY['rank_crawl', 'slot_registration', 'slot_extension', 'notification_fanout',
                  'purge_expired_tokens', 'prune_crawl_pages']) q;
-- Payloads name their row as the product's do; ids sort like apalis' ULIDs (by time).
CREATE TEMP TABLE seed AS
SELECT g,
       CASE WHEN g % 50 = 0 THEN 'slot_registration' WHEN g % 50 = 1 THEN 'slot_extension'
            WHEN g % 50 = 2 THEN 'notification_fanout' ELSE 'rank_crawl' END AS q,
       now() - make_interval(secs => (:done - g) * (30 * 86400.0 / :done)) AS t
FROM generate_series(1, :done) g;
INSERT INTO apalis.jobs (job, id, job_type, status, attempts, max_attempts, run_at, done_at, last_result, priority)
SELECT convert_to(json_build_object(CASE q WHEN 'rank_crawl' THEN 'runId' WHEN 'notification_fanout' THEN 'sendId'
                                           ELSE 'batchId' END, g)::text, 'UTF8'),
       'D' || lpad(g::text, 25, '0'), q, 'Done', 1, 5, t, t + interval '3 seconds', '{"Ok": null}', 0
FROM seed;
INSERT INTO apalis.jobs (job, id, job_type, status, attempts, max_attempts, run_at, last_result, lock_by, lock_at)
SELECT convert_to(json_build_object('runId', :done + g)::text, 'UTF8'), 'O' || lpad(g::text, 25, '0'), 'rank_crawl',
       CASE WHEN g <= 2000 THEN 'Pending' WHEN g <= 2300 THEN 'Failed' WHEN g <= 2500 THEN 'Failed' ELSE 'Running' END,
       CASE WHEN g <= 2000 THEN 0 WHEN g <= 2300 THEN 2 WHEN g <= 2500 THEN 5 ELSE 1 END, 5,
       now() + CASE WHEN g <= 500 THEN interval '1 hour' ELSE -make_interval(secs => g) END,
       CASE WHEN g > 2000 AND g <= 2500 THEN '{"Err": "status 503"}'::jsonb END,
       CASE WHEN g > 2500 THEN 'worker-' || (g % 20 + 1) || '-bench@host-' || ((g % 20 + 1) % 4) || '-rank_crawl' END,
       CASE WHEN g > 2500 THEN now() END
FROM generate_series(1, 2540) g;
ALTER TABLE apalis.jobs ENABLE TRIGGER notify_workers;
SQL
"${PSQL[@]}" -c "VACUUM ANALYZE apalis.jobs" >/dev/null
log "seeded $("${PSQL[@]}" -c 'SELECT count(*) FROM apalis.jobs') jobs in $(( $(date +%s) - start )) s; table + indexes: $("${PSQL[@]}" -c "SELECT pg_size_pretty(pg_total_relation_size('apalis.jobs'))")"

ONE_DONE="D$(printf '%025d' $(( DONE / 2 )))"
URLS=(
  "overview|/api/admin/jobs/overview"
  "list, all states, page 1|/api/admin/jobs?queue=rank_crawl"
  "list, done, page 200|/api/admin/jobs?queue=rank_crawl&state=done&page=200"
  "list, failed|/api/admin/jobs?queue=rank_crawl&state=failed"
  "list, dead|/api/admin/jobs?queue=rank_crawl&state=dead"
  "search by crawl run|/api/admin/jobs?queue=rank_crawl&search=$(( DONE / 2 ))"
  "search by job id|/api/admin/jobs?queue=rank_crawl&search=$ONE_DONE"
  "one job|/api/admin/jobs/$ONE_DONE"
)
summary=()
for entry in "${URLS[@]}"; do
  label="${entry%%|*}"; path="${entry#*|}"
  curl -fsS -o /dev/null -H "Authorization: Bearer $DEV" "$BASE$path" || die "$label: $path failed"
  for clients in 1 8; do
    wrk -t"$(( clients < 2 ? 1 : 2 ))" -c"$clients" -d"$DURATION" --latency -H "Authorization: Bearer $DEV" "$BASE$path" >"$TMP/wrk.txt"
    grep -q "Non-2xx" "$TMP/wrk.txt" && die "$label answered errors"
    rps="$(awk '/Requests\/sec/ { print $2 }' "$TMP/wrk.txt")"
    p99="$(awk '$1 == "99%" { print $2 }' "$TMP/wrk.txt")"
    summary+=("$(printf '%-26s %2s clients  %9s req/s  p99 %8s' "$label" "$clients" "$rps" "$p99")")
    log "${summary[-1]}"
  done
done
log "summary (target: p99 under 50 ms at 1,000,000 done jobs)"
printf '    %s\n' "${summary[@]}"

log "query plans"
for sql in \
  "SELECT job_type, count(*) FILTER (WHERE status = 'Pending') FROM apalis.jobs WHERE status <> 'Done' GROUP BY job_type" \
  "SELECT (SELECT count(*) FROM apalis.jobs WHERE job_type = 'rank_crawl' AND status = 'Done' AND done_at > now() - interval '24 hours')" \
  "SELECT id FROM apalis.jobs WHERE job_type = 'rank_crawl' AND status = ANY('{Done}') ORDER BY run_at DESC, id DESC LIMIT 20 OFFSET 3980" \
  "SELECT id FROM apalis.jobs WHERE job_type = 'rank_crawl' AND job_row_id(job) = $(( DONE / 2 ))"; do
  echo "    -- $sql"
  "${PSQL[@]}" -c "EXPLAIN (ANALYZE, COSTS OFF) $sql" | grep -E "Scan|Execution Time" | sed 's/^/    /'
done
