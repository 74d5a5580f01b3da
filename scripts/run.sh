#!/usr/bin/env bash
# Runs the whole product: a project-local PostgreSQL (kept in .data/ between runs), migrations, the
# first developer account, the built web app served by the api on one port, WORKERS worker
# processes and the scheduler, all in the foreground. Ctrl-C stops them all; the data stays.
#
# The marketplace simulator runs beside them (SIM_PORT, 8090) and the crawler reads it, so ranks
# work with no internet; set SIMULATOR=0 and MARKETPLACE_BASE_URL to crawl another site. With the
# simulator, a demo advertiser (DEMO_LOGIN / DEMO_PASSWORD, demo / demo1234) is seeded with slots
# and two weeks of ranks (`scheduler seed-demo`, idempotent).
#
# The api listens on loopback (127.0.0.1:PORT) unless LISTEN_ADDR says otherwise. Without
# FIRST_DEV_PASSWORD the first developer gets a generated password, printed once and kept in
# .data/first-developer-password.txt (mode 600); it must be changed at the first sign-in.
#
# Environment (all optional): PORT (8080), WORKERS (1), PGPORT (54329), SIM_PORT (8090),
# SIMULATOR (1), FIRST_DEV_LOGIN, FIRST_DEV_PASSWORD, DEMO_LOGIN, DEMO_PASSWORD, JWT_SECRET, and anything
# common::config::Config reads.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8080}"
WORKERS="${WORKERS:-1}"
PGPORT="${PGPORT:-54329}"
SIM_PORT="${SIM_PORT:-8090}"
SIMULATOR="${SIMULATOR:-1}"
[[ "$WORKERS" =~ ^[1-9][0-9]*$ ]] || die "WORKERS must be a whole number of at least 1"

ensure_packages postgresql
command -v cargo >/dev/null || die "cargo is not installed (Rust toolchain needed)"
command -v npm >/dev/null || die "npm is not installed (Node 20 needed)"

PGDATA_DIR="$(pg_dir_for "$ROOT/.data/pg")"
pg_start "$PGDATA_DIR" "$PGPORT"

export DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot"
# Loopback only by default: reaching it from elsewhere is a decision (LISTEN_ADDR=0.0.0.0:$PORT behind
# TLS with PUBLIC_URL; README "Reaching it from other machines").
export LISTEN_ADDR="${LISTEN_ADDR:-127.0.0.1:$PORT}"
export DATA_DIR="${DATA_DIR:-$ROOT/.data}"
export WEB_DIST="${WEB_DIST:-$ROOT/web/dist}"
if [ "$SIMULATOR" = "1" ]; then
  export MARKETPLACE_BASE_URL="${MARKETPLACE_BASE_URL:-http://127.0.0.1:$SIM_PORT}"
  # The local simulator needs none of the real site's pacing (the defaults: 3 at once, 2.5 s
  # apart, 150 pages a day per egress); keep it light so the demo measures in seconds.
  export CRAWL_EGRESS_SPACING_MS="${CRAWL_EGRESS_SPACING_MS:-100}" CRAWL_EGRESS_DAILY_BUDGET="${CRAWL_EGRESS_DAILY_BUDGET:-0}"
  export DEMO_LOGIN="${DEMO_LOGIN:-demo}" DEMO_PASSWORD="${DEMO_PASSWORD:-demo1234}"
fi

log "building the web app"
ensure_web_deps
(cd web && npm run build --silent >/dev/null)

log "building the server (release; the first build takes a few minutes)"
cargo build --release --bins --quiet

pids=()
stop_all() {
  trap - INT TERM EXIT
  log "stopping"
  for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pg_stop "$PGDATA_DIR"
  log "stopped; the database stays in $PGDATA_DIR for next time"
}
trap stop_all INT TERM EXIT

if [ "$SIMULATOR" = "1" ]; then
  ./target/release/simulator --listen "127.0.0.1:$SIM_PORT" & pids+=($!)
fi
# The api first: it migrates and creates the first developer before the others start.
./target/release/api & pids+=($!)
wait_for_http "http://127.0.0.1:$PORT/api/health" 60 || die "the api did not come up"
# The demo advertiser, before the workers so its history is there when today's crawl reads it.
demo_ready=0
if [ "$SIMULATOR" = "1" ]; then
  if wait_for_http "$MARKETPLACE_BASE_URL/__health" 30 && ./target/release/scheduler seed-demo; then
    demo_ready=1
  else
    log "the demo advertiser was not seeded (see above); going on without it"
  fi
fi
for i in $(seq 1 "$WORKERS"); do
  # Each worker its own metrics port on loopback: 9465, 9475, 9485, … (docs/operations.md).
  METRICS_ADDR="${WORKER_METRICS_HOST:-127.0.0.1}:$((9455 + 10 * i))" ./target/release/worker & pids+=($!)
done
./target/release/scheduler run & pids+=($!)

log "Simple Slot is running on http://127.0.0.1:$PORT  (API docs: /api/docs; $WORKERS worker(s); crawling ${MARKETPLACE_BASE_URL:-the configured marketplace}; Ctrl-C stops)"
log "sign in as the developer \`${FIRST_DEV_LOGIN:-admin}\` with the password printed when it was created (a generated one is also in $DATA_DIR/first-developer-password.txt and must be changed at the first sign-in)"
if [ "$demo_ready" = "1" ]; then
  log "or as the demo advertiser: login \`$DEMO_LOGIN\`, password \`$DEMO_PASSWORD\`"
fi
# Ctrl-C reaches every process of the group; each stops cleanly and exits 0, and bash then does
# not run its own INT trap. So the first exit decides: 0 is a requested stop, anything else a crash.
status=0
wait -n "${pids[@]}" || status=$?
[ "$status" -eq 0 ] || die "a process stopped with status $status; stopping the rest"
