# What the api benchmarks share (sourced after scripts/lib.sh): a temporary PostgreSQL tuned for
# large tables, a release api and worker on loopback against it, and a tiny api client.
#
#   bench_start            # sets TMP, PGPORT, API_PORT, BASE, PSQL, stack_env; removed on exit
#                          # (BENCH_PG_DIR: the cluster lives there instead and is kept, stopped;
#                          # BENCH_PG_OPTS: more PostgreSQL settings)
#   bench_stack [CRATES…]  # builds api, worker and CRATES (release), starts the api and one worker
#   bench_api              # builds the api (release) and starts it alone
#   release_api            # sets API_BIN: the release api, built unless API_BIN names one already
#   api METHOD PATH TOKEN [BODY]   # a call's JSON answer
#   json EXPR                      # EXPR of the answer's data (`d`), read from stdin
#   DEV="$(bench_login benchdev)"  # a token (every bench account's password is bench-pass-1)
#   bench_read LABEL URL TOKEN     # one client reading URL for DURATION: rate and latency

bench_start() {
  ensure_packages postgresql wrk curl
  TMP="$(mktemp -d /tmp/simple-slot-bench.XXXXXX)"; chmod 755 "$TMP"
  PGPORT="$(free_port)"; API_PORT="$(free_port)"
  BASE="http://127.0.0.1:$API_PORT"
  pids=()
  trap bench_cleanup EXIT
  PGDIR="${BENCH_PG_DIR:-$TMP/pg}"
  PG_EXTRA_OPTS="-c shared_buffers=1GB -c work_mem=16MB -c effective_cache_size=4GB ${BENCH_PG_OPTS:-}" pg_start "$PGDIR" "$PGPORT"
  PSQL=(psql -qtA -h 127.0.0.1 -p "$PGPORT" -U postgres -d slot -v ON_ERROR_STOP=1)
  stack_env=(env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" LISTEN_ADDR="127.0.0.1:$API_PORT"
    DB_MAX_CONNECTIONS=40 DATA_DIR="$TMP/data" WEB_DIST="$TMP/none" FIRST_DEV_LOGIN=benchdev LOGIN_ADDRESS_MAX_PER_MINUTE=100000000
    FIRST_DEV_PASSWORD=bench-pass-1 JWT_SECRET=bench-secret RUST_LOG=warn MARKETPLACE_BASE_URL=http://127.0.0.1:9)
}

bench_cleanup() {
  for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pg_stop "$PGDIR"; rm -rf "$TMP"
}

bench_stack() {
  local names=(api worker "$@") crates=() name
  for name in "${names[@]}"; do crates+=(-p "$name"); done
  log "building ${names[*]} (release)"
  cargo build --release "${crates[@]}" --quiet
  serve_api
  "${stack_env[@]}" ./target/release/worker >>"$TMP/worker.log" 2>&1 & pids+=($!)
}

bench_api() {
  log "building the api (release)"
  cargo build --release -p api --quiet
  serve_api
}

serve_api() { # the api at API_BIN (./target/release/api unless set)
  "${stack_env[@]}" "${API_BIN:-./target/release/api}" >>"$TMP/api.log" 2>&1 & pids+=($!)
  wait_for_http "$BASE/api/health" 30 || { tail "$TMP/api.log"; die "the api did not start"; }
}

release_api() {
  API_BIN="${API_BIN:-}"
  if [ -z "$API_BIN" ]; then
    log "building the api (release)"
    cargo build --release -p api --quiet
    API_BIN=./target/release/api
  fi
}

api() {
  curl -fsS -X "$1" "$BASE/api$2" -H 'content-type: application/json' ${3:+-H "Authorization: Bearer $3"} ${4:+-d "$4"}
}

json() { python3 -c "import json,sys; d=json.load(sys.stdin)['data']; print($1)"; }

bench_login() {
  api POST /auth/login "" "{\"email\":\"$1\",\"password\":\"bench-pass-1\"}" | json 'd["tokens"]["accessToken"]'
}

bench_read() {
  curl -fsS -o /dev/null -H "Authorization: Bearer $3" "$2"   # warm once
  log "    $1"
  wrk -t1 -c1 -d"$DURATION" --latency -H "Authorization: Bearer $3" "$2" \
    | grep -E "Requests/sec|  50%|  99%|Non-2xx|Socket errors" | sed 's/^/      /'
}
