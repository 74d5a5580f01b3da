#!/usr/bin/env bash
# Benchmark of issue 16 (workers at rest): the database transactions per second one release worker
# process makes while every queue is idle (apalis heartbeats, LISTEN on every queue, the queue-depth
# gauge), from PostgreSQL's own counters (pg_stat_database), after a warm-up. Target: under 5 per
# second per worker. The api and the scheduler are not running, so every transaction is the worker's.
#
#   bench/idle.sh            # SECONDS_MEASURED=60 WORKERS=1
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

SECONDS_MEASURED="${SECONDS_MEASURED:-60}"; WORKERS="${WORKERS:-1}"

bench_start
log "building worker (release)"
cargo build --release -p worker --quiet
# Migrations and the apalis schema come with the worker's start; no api.
for i in $(seq 1 "$WORKERS"); do
  "${stack_env[@]}" METRICS_ADDR=off ./target/release/worker >>"$TMP/worker.log" 2>&1 & pids+=($!)
done
sleep 10
transactions() {
  "${PSQL[@]}" -c "SELECT pg_stat_clear_snapshot(); SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = 'slot'" | tail -1
}
before="$(transactions)"
sleep "$SECONDS_MEASURED"
after="$(transactions)"
python3 - "$before" "$after" "$SECONDS_MEASURED" "$WORKERS" <<'EOF'
import sys
before, after, seconds, workers = map(int, sys.argv[1:])
rate = (after - before) / seconds
print(f"    {after - before} transactions in {seconds} s with {workers} idle worker(s): "
      f"{rate:.2f}/s, {rate / workers:.2f}/s per worker (target: under 5/s per worker)")
EOF
if grep -q "slow threshold" "$TMP/worker.log"; then log "    warning: the worker waited for connections (see its log)"; fi
