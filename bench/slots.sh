#!/usr/bin/env bash
# Benchmark of issue 4: GET /api/slots with 1,000,000 slots across 10,000 advertisers.
#   - an advertiser's default page (their ~100 slots, page 1 of 10): latency with 1 client and
#     throughput + latency with 32 concurrent clients;
#   - an operator's status filter plus text search over all slots: latency with 1 and 8 clients.
#   - GET /api/auth/me with 32 clients in the same run: the list's throughput as a ratio of it
#     (target >= 0.3, p99 under 20 ms);
#   - the admin dashboard and the system statistics (operators): p99 with 1 and 8 clients
#     (target under 20 ms).
# Then the plans PostgreSQL used for those requests (auto_explain on a fresh api connection).
# Release api, wrk on loopback, its own temporary PostgreSQL (removed afterwards).
#
#   bench/slots.sh                       # USERS=10000 PER_USER=100 DURATION=20s
#   API_BIN=/tmp/api-old bench/slots.sh  # measure another build of the api (no build step)
#   PHASES="list dashboard" bench/slots.sh   # some of: list dashboard operator plans (all by default)
#   HOLD=600 bench/slots.sh              # then keep the seeded PostgreSQL up that long (to EXPLAIN)
#   POOL=8 bench/slots.sh                # the api's DB_MAX_CONNECTIONS (20 by default, as the app)
#   LIST_POOL=20 bench/slots.sh          # its DB_LIST_CONNECTIONS, the slot list's pool (10, as the app)
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

USERS="${USERS:-10000}"; PER_USER="${PER_USER:-100}"; DURATION="${DURATION:-20s}"; POOL="${POOL:-20}"; LIST_POOL="${LIST_POOL:-10}"
SEARCH="${SEARCH:-마우스}"
PHASES=" ${PHASES:-list dashboard operator plans} "
phase() { [[ "$PHASES" == *" $1 "* ]]; }

ensure_packages postgresql wrk curl
TMP="$(mktemp -d /tmp/simple-slot-bench.XXXXXX)"; chmod 755 "$TMP"
PGPORT="$(free_port)"; API_PORT="$(free_port)"
pids=()
stop_api() { for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; pids=(); }
cleanup() {
  if [ -n "${HOLD:-}" ]; then log "holding for $HOLD s: ${PSQL[*]:-}"; sleep "$HOLD" || true; fi
  stop_api; pg_stop "$TMP/pg"; rm -rf "$TMP"; }
trap cleanup EXIT
PG_EXTRA_OPTS="-c shared_buffers=1GB -c work_mem=16MB -c effective_cache_size=4GB" pg_start "$TMP/pg" "$PGPORT"
PSQL=(psql -qtA -h 127.0.0.1 -p "$PGPORT" -U postgres -d slot -v ON_ERROR_STOP=1)

release_api

BASE="http://127.0.0.1:$API_PORT"
start_api() {
  env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" LISTEN_ADDR="127.0.0.1:$API_PORT" DB_MAX_CONNECTIONS="$POOL" DB_LIST_CONNECTIONS="$LIST_POOL" \
    DATA_DIR="$TMP/data" WEB_DIST="$TMP/none" FIRST_DEV_LOGIN=benchdev FIRST_DEV_PASSWORD=bench-pass-1 RUST_LOG=warn \
    "$API_BIN" >>"$TMP/api.log" 2>&1 & pids+=($!)
  wait_for_http "$BASE/api/health" 30 || { tail "$TMP/api.log"; die "the api did not start"; }
}
start_api

api() { # api METHOD PATH TOKEN [BODY]
  curl -fsS -X "$1" "$BASE/api$2" -H 'content-type: application/json' ${3:+-H "Authorization: Bearer $3"} ${4:+-d "$4"}
}
token_of() {
  api POST /auth/login "" "{\"email\":\"$1\",\"password\":\"bench-pass-1\"}" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["tokens"]["accessToken"])'
}
DEV="$(token_of benchdev)"
api POST /users "$DEV" '{"email":"benchtemplate","password":"bench-pass-1","fullName":"템플릿"}' >/dev/null
OP_ID="$(api POST /users "$DEV" '{"email":"benchop","password":"bench-pass-1","fullName":"운영자"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["id"])')"
api PUT "/users/$OP_ID" "$DEV" '{"role":"operator"}' >/dev/null

log "seeding $USERS advertisers x $PER_USER slots"
start=$(date +%s)
"${PSQL[@]}" -v users="$USERS" -v per_user="$PER_USER" -v template_login=benchtemplate -f bench/seed_slots.sql >/dev/null
log "seeded $("${PSQL[@]}" -c 'SELECT count(*) FROM slots') slots in $(( $(date +%s) - start )) s; table + indexes: $("${PSQL[@]}" -c "SELECT pg_size_pretty(pg_total_relation_size('slots'))")"

ADV="$(token_of bench1)"; OP="$(token_of benchop)"
SEARCH_Q="$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$SEARCH")"
ADV_URL="$BASE/api/slots"
OP_URL="$BASE/api/slots?status=active&search=$SEARCH_Q&limit=10"

run() { # run LABEL CONNECTIONS DURATION TOKEN URL
  log "$1: $2 connection(s), $3"
  wrk -t"$(( $2 < 2 ? 1 : 2 ))" -c"$2" -d"$3" --latency -H "Authorization: Bearer $4" "$5" \
    | grep -E "Requests/sec|  50%|  99%|Non-2xx|Socket errors" | sed 's/^/    /' | tee "$TMP/last.txt"
}
rate() { awk '/Requests\/sec/ { print $2 }' "$TMP/last.txt"; }
curl -fsS -o /dev/null -H "Authorization: Bearer $ADV" "$ADV_URL"   # warm the caches once
curl -fsS -o /dev/null -H "Authorization: Bearer $OP" "$OP_URL"
if phase list; then
  run "advertiser, default page" 1 10s "$ADV" "$ADV_URL"
  run "advertiser, default page" 32 "$DURATION" "$ADV" "$ADV_URL"; LIST_RATE="$(rate)"
  run "GET /api/auth/me (reference)" 32 "$DURATION" "$ADV" "$BASE/api/auth/me"; ME_RATE="$(rate)"
  log "advertiser list / auth/me at 32 clients: $LIST_RATE / $ME_RATE req/s = $(python3 -c "print(f'{$LIST_RATE / $ME_RATE:.2f}')") (target >= 0.3)"
fi
if phase dashboard; then
  run "admin dashboard" 1 10s "$OP" "$BASE/api/admin/dashboard"
  run "admin dashboard" 8 10s "$OP" "$BASE/api/admin/dashboard"
  run "system statistics" 1 10s "$OP" "$BASE/api/slots/system-stats"
  run "system statistics" 8 10s "$OP" "$BASE/api/slots/system-stats"
fi
if phase operator; then
  run "operator, status=active + search '$SEARCH'" 1 10s "$OP" "$OP_URL"
  run "operator, status=active + search '$SEARCH'" 8 "$DURATION" "$OP" "$OP_URL"
  run "operator, status=pending, no search (for reference)" 1 10s "$OP" "$BASE/api/slots?status=pending&limit=10"
fi
phase plans || exit 0

log "query plans (auto_explain, one request each on a fresh connection)"
stop_api
"${PSQL[@]}" -c "ALTER ROLE slot SET session_preload_libraries = 'auto_explain'" \
  -c "ALTER ROLE slot SET auto_explain.log_min_duration = 0" -c "ALTER ROLE slot SET auto_explain.log_analyze = on" \
  -c "ALTER ROLE slot SET auto_explain.log_buffers = on" >/dev/null
: > "$TMP/pg/server.log"
start_api
curl -fsS -o /dev/null -H "Authorization: Bearer $(token_of bench1)" "$ADV_URL"
curl -fsS -o /dev/null -H "Authorization: Bearer $(token_of benchop)" "$OP_URL"
sleep 1
python3 - "$TMP/pg/server.log" <<'PY'
import re, sys
# auto_explain logs "duration: N ms  plan:" then the query text and the plan, tab-indented.
blocks = re.split(r"LOG:  duration: ", open(sys.argv[1], encoding="utf-8", errors="replace").read())[1:]
keep = re.compile(r"\(cost=|actual time|^\s*(Index Cond|Filter|Recheck Cond|Rows Removed|Heap Blocks|Buffers|Sort Key|Sort Method|Planning Time|Execution Time|Join Filter|Hash Cond)")
for block in blocks:
    if "FROM slots s" not in block:
        continue
    ms = block.split(" ", 1)[0]
    print(f"--- {ms} ms")
    print("\n".join(l.rstrip() for l in block.splitlines()[1:] if keep.search(l))[:4000])
PY
