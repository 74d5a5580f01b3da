#!/usr/bin/env bash
# Runs the whole product: a project-local PostgreSQL (kept in .data/ between runs), migrations, the
# first developer account, the built web app served by the api on one port, WORKERS worker
# processes and the scheduler, all in the foreground. Ctrl-C stops them all; the data stays.
#
# It keeps them up: a process that ends (a crash, the kernel's OOM killer, a `kill -9`) is started
# again after a delay of 1 s, doubling on each restart in a row up to 30 s (back to 1 s once it has
# run for a minute), with a log line naming it, how it ended and the delay. Only Ctrl-C (or SIGTERM
# to this script), the api failing to start the first time, or the database stopping end the run.
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
# common::config::Config reads (METRICS_ADDR=off also turns off the workers' metrics ports).
# For tests and other checkouts: RUN_BUILD (1; 0 builds nothing and runs the binaries and web/dist
# as they are), RUN_BIN_DIR (target/release, or CARGO_TARGET_DIR/release; where the binaries are),
# RUN_PGDATA (.data/pg; the PostgreSQL cluster's folder). scripts/tests/runner-keeps-up.sh runs it
# with all three.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

PORT="${PORT:-8080}"
WORKERS="${WORKERS:-1}"
PGPORT="${PGPORT:-54329}"
SIM_PORT="${SIM_PORT:-8090}"
SIMULATOR="${SIMULATOR:-1}"
RUN_BUILD="${RUN_BUILD:-1}"
BIN="${RUN_BIN_DIR:-${CARGO_TARGET_DIR:-$ROOT/target}/release}"
[[ "$WORKERS" =~ ^[1-9][0-9]*$ ]] || die "WORKERS must be a whole number of at least 1"

ensure_packages postgresql
if [ "$RUN_BUILD" = "1" ]; then
  command -v cargo >/dev/null || die "cargo is not installed (Rust toolchain needed)"
  command -v npm >/dev/null || die "npm is not installed (Node 20 needed)"
fi

PGDATA_DIR="$(pg_dir_for "${RUN_PGDATA:-$ROOT/.data/pg}")"
supervisors=()
# stop_all STATUS: every supervisor (and so every process) stops, then the database; exits STATUS.
# A second Ctrl-C while stopping is ignored: the workers may use their grace period
# (WORKER_SHUTDOWN_GRACE_SECS, 20 s) to finish running jobs.
stop_all() {
  local status="$1"
  trap - TERM EXIT
  trap '' INT
  log "stopping"
  for pid in "${supervisors[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pg_stop "$PGDATA_DIR"
  log "stopped; the database stays in $PGDATA_DIR for next time"
  exit "$status"
}
trap 'stop_all 0' INT TERM
trap 'stop_all $?' EXIT

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

if [ "$RUN_BUILD" = "1" ]; then
  log "building the web app"
  ensure_web_deps
  (cd web && npm run build --silent >/dev/null)

  log "building the server (release; the first build takes a few minutes)"
  cargo build --release --bins --quiet
fi
for binary in api worker scheduler simulator; do
  [ -x "$BIN/$binary" ] || die "$BIN/$binary is missing (build it, or set RUN_BIN_DIR)"
done

# exit_reason STATUS: how a process with that exit status ended, in words.
exit_reason() {
  if [ "$1" -gt 128 ]; then
    echo "killed by SIG$(kill -l "$(($1 - 128))" 2>/dev/null || echo "$(($1 - 128))"), status $1"
  else
    echo "exit status $1"
  fi
}

# supervise NAME READY_URL COMMAND...: runs COMMAND, and whenever it ends starts it again after a
# delay of 1 s, doubling to 30 s while it keeps ending within a minute. With a READY_URL (not `-`),
# a first run that ends before the URL answered is not restarted: the supervisor exits 1, and
# the runner stops (the api failing to start). SIGINT or SIGTERM passes SIGTERM to COMMAND (the
# binaries stop cleanly within their grace periods) and ends the supervisor once COMMAND has
# ended, also during a delay, so nothing is started after a stop.
supervise() {
  local name="$1" ready_url="$2"; shift 2
  local child="" stopping=0 up=1 delay=1 started status ran
  [ "$ready_url" = - ] || up=0
  trap - EXIT
  trap 'stopping=1; [ -z "$child" ] || kill -TERM "$child" 2>/dev/null || true' INT TERM
  while [ "$stopping" = 0 ]; do
    started=$SECONDS
    "$@" &
    child=$!
    [ "$stopping" = 0 ] || kill -TERM "$child" 2>/dev/null || true # a stop just before the start
    while [ "$up" = 0 ] && [ "$stopping" = 0 ] && running "$child"; do
      if curl -fsS -o /dev/null --max-time 5 "$ready_url" 2>/dev/null; then up=1; else sleep 0.25; fi
    done
    # A trapped signal interrupts `wait`; wait again until the process has really ended. (The
    # line below says how it ended; bash's own "Killed" notice is left out.)
    status=0; wait "$child" 2>/dev/null || status=$?
    while running "$child"; do status=0; wait "$child" 2>/dev/null || status=$?; done
    child=""
    [ "$stopping" = 0 ] || break
    if [ "$up" = 0 ]; then
      log "$name did not start ($(exit_reason "$status"))"
      exit 1
    fi
    ran=$((SECONDS - started))
    [ "$ran" -lt 60 ] || delay=1
    log "$name ended after $ran s ($(exit_reason "$status")); starting it again in $delay s"
    sleep "$delay" &
    child=$!
    [ "$stopping" = 0 ] || kill -TERM "$child" 2>/dev/null || true
    wait "$child" || true
    child=""
    delay=$((delay * 2 < 30 ? delay * 2 : 30))
  done
  wait 2>/dev/null || true # collects a process or delay ended by the stop
  exit 0
}


if [ "$SIMULATOR" = "1" ]; then
  supervise simulator - "$BIN/simulator" --listen "127.0.0.1:$SIM_PORT" & supervisors+=($!)
fi
# The api first: it migrates and creates the first developer before the others start.
supervise api "http://127.0.0.1:$PORT/api/health" "$BIN/api" & supervisors+=($!)
wait_for_http "http://127.0.0.1:$PORT/api/health" 60 "${supervisors[-1]}" || die "the api did not start (see above)"
# The demo advertiser, before the workers so its history is there when today's crawl reads it.
demo_ready=0
if [ "$SIMULATOR" = "1" ]; then
  if wait_for_http "$MARKETPLACE_BASE_URL/__health" 30 && "$BIN/scheduler" seed-demo; then
    demo_ready=1
  else
    log "the demo advertiser was not seeded (see above); going on without it"
  fi
fi
for i in $(seq 1 "$WORKERS"); do
  # Each worker its own metrics port on loopback: 9465, 9475, 9485, … (docs/operations.md).
  metrics="${WORKER_METRICS_HOST:-127.0.0.1}:$((9455 + 10 * i))"
  [ "${METRICS_ADDR:-}" != off ] || metrics=off
  supervise "worker $i" - env METRICS_ADDR="$metrics" "$BIN/worker" & supervisors+=($!)
done
supervise scheduler - "$BIN/scheduler" run & supervisors+=($!)

log "Simple Slot is running on http://127.0.0.1:$PORT  (API docs: /api/docs; $WORKERS worker(s); crawling ${MARKETPLACE_BASE_URL:-the configured marketplace}; Ctrl-C stops)"
log "sign in as the developer \`${FIRST_DEV_LOGIN:-admin}\` with the password printed when it was created (a generated one is also in $DATA_DIR/first-developer-password.txt and must be changed at the first sign-in)"
if [ "$demo_ready" = "1" ]; then
  log "or as the demo advertiser: login \`$DEMO_LOGIN\`, password \`$DEMO_PASSWORD\`"
fi

# Watch the database: the product cannot run without it, so its stopping (two checks in a row, a
# second apart: a `pg_ctl restart` is not a stop) ends the run. A trapped Ctrl-C interrupts the
# `wait` at once.
down=0
while :; do
  sleep 1 &
  wait $! || true
  if pg_running "$PGDATA_DIR"; then down=0; else down=$((down + 1)); fi
  [ "$down" -lt 2 ] || die "the database stopped; stopping everything"
done
