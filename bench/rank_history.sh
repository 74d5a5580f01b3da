#!/usr/bin/env bash
# Benchmark of the rank history at scale (issue 16): one slot's 30-day history
# (GET /api/slots/{id}/rank-history) with 20,000,000 history rows in the monthly partitions
# (100,000 slots x 200 days), each request for a random slot, at 1 and 8 concurrent clients
# (target: p99 under 10 ms); then the plan and the partitions it read.
# Release api, wrk on loopback, its own temporary PostgreSQL (bench/lib.sh).
#
#   bench/rank_history.sh        # USERS=1000 PER_USER=100 DAYS=200 DURATION=15s
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

USERS="${USERS:-1000}"; PER_USER="${PER_USER:-100}"; DAYS="${DAYS:-200}"; DURATION="${DURATION:-15s}"
bench_start
bench_api
DEV="$(bench_login benchdev)"
api POST /users "$DEV" '{"email":"benchtemplate","password":"bench-pass-1","fullName":"템플릿"}' >/dev/null

log "seeding $USERS advertisers x $PER_USER slots, $DAYS days of history each"
start=$(date +%s)
"${PSQL[@]}" -v users="$USERS" -v per_user="$PER_USER" -v template_login=benchtemplate -f bench/seed_slots.sql >/dev/null
# The daily sweep's partitions for every month the history spans (the migration made the recent ones).
"${PSQL[@]}" -v days="$DAYS" <<'SQL' >/dev/null
SELECT ensure_month_partition('rank_history', m::date)
FROM generate_series(date_trunc('month', current_date - :days), date_trunc('month', current_date), interval '1 month') m;
INSERT INTO rank_history (slot_id, day, rank, min_rank, max_rank, avg_rank, prev_rank)
SELECT s.id, current_date - d, r, r, r, r, r + 1
FROM slots s, generate_series(0, :days - 1) d, LATERAL (SELECT 1 + ((s.id * 31 + d * 7) % 500)::int AS r) x;
SQL
"${PSQL[@]}" -c "VACUUM ANALYZE rank_history" >/dev/null
log "seeded $("${PSQL[@]}" -c 'SELECT count(*) FROM rank_history') history rows in $(( $(date +%s) - start )) s over $("${PSQL[@]}" -c "SELECT count(*) FROM pg_inherits WHERE inhparent = 'rank_history'::regclass") partitions; $("${PSQL[@]}" -c "SELECT pg_size_pretty(sum(pg_total_relation_size(inhrelid))) FROM pg_inherits WHERE inhparent = 'rank_history'::regclass")"

read -r FIRST LAST <<<"$("${PSQL[@]}" -F' ' -c 'SELECT min(id), max(id) FROM slots')"
FROM_DAY="$("${PSQL[@]}" -c "SELECT (now() AT TIME ZONE 'Asia/Seoul')::date - 29")"
TO_DAY="$("${PSQL[@]}" -c "SELECT (now() AT TIME ZONE 'Asia/Seoul')::date")"
cat >"$TMP/random-slot.lua" <<LUA
math.randomseed(42)
request = function()
  local id = math.random($FIRST, $LAST)
  return wrk.format("GET", "/api/slots/" .. id .. "/rank-history?startDate=$FROM_DAY&endDate=$TO_DAY")
end
LUA
sample="$(api GET "/slots/$FIRST/rank-history?startDate=$FROM_DAY&endDate=$TO_DAY" "$DEV" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(len(d.get("history", d.get("items", d if isinstance(d, list) else []))))')"
log "a slot's 30-day history answers $sample days"
summary=()
for clients in 1 8; do
  wrk -t"$(( clients < 2 ? 1 : 2 ))" -c"$clients" -d"$DURATION" --latency -s "$TMP/random-slot.lua" -H "Authorization: Bearer $DEV" "$BASE" >"$TMP/wrk.txt"
  grep -q "Non-2xx" "$TMP/wrk.txt" && { cat "$TMP/wrk.txt"; die "errors answered"; }
  summary+=("$(printf '30-day history, random slot  %s clients  %9s req/s  p50 %8s  p99 %8s' "$clients" \
    "$(awk '/Requests\/sec/ { print $2 }' "$TMP/wrk.txt")" "$(awk '$1 == "50%" { print $2 }' "$TMP/wrk.txt")" "$(awk '$1 == "99%" { print $2 }' "$TMP/wrk.txt")")")
  log "${summary[-1]}"
done
log "summary (target: p99 under 10 ms at 20,000,000 history rows)"
printf '    %s\n' "${summary[@]}"
log "the plan of one slot's 30 days"
"${PSQL[@]}" -c "EXPLAIN (ANALYZE, COSTS OFF) SELECT day, rank, min_rank, max_rank, avg_rank, prev_rank FROM rank_history WHERE slot_id = $LAST AND day BETWEEN '$FROM_DAY' AND '$TO_DAY' ORDER BY day" | sed 's/^/    /'
