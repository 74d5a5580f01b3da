#!/usr/bin/env bash
# run.sh keeps the product up (issue 27): the real scripts/run.sh, on the binaries in BIN_DIR
# (default target/debug; RUN_BUILD=0, so nothing is built) with its own ports, PostgreSQL cluster
# and data folder, three times:
# 1. A worker killed with `kill -9` is logged and started again while the api keeps answering, and
#    the new worker finishes a job made through the api (a notification send). A killed api is
#    started again too. Ctrl-C (SIGINT to the runner's process group, as a terminal sends it)
#    during a restart delay stops every process and the database, and run.sh exits 0.
# 2. An api that cannot start (its address is taken) ends the run: exit 1, nothing left.
# 3. The database stopping ends the run: exit 1, nothing left.
# Usage: scripts/tests/runner-keeps-up.sh [BIN_DIR]. About 20 s.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"

BIN="$(cd "${1:-$ROOT/target/debug}" && pwd)"
TMP="$(mktemp -d /tmp/simple-slot-runner.XXXXXX)"
chmod 755 "$TMP"
PGDATA_DIR="$(pg_dir_for "$TMP/pg")"
PORT="$(free_port)"
BASE="http://127.0.0.1:$PORT"
PGPORT="$(free_port)"
RUN_LOG="$TMP/run.log"
runner=""

fail() {
  printf '\033[1;31mrunner test failed:\033[0m %s\n--- run.sh output (tail)\n' "$*" >&2
  tail -40 "$RUN_LOG" >&2 || true
  exit 1
}
cleanup() {
  if [ -n "$runner" ] && running "$runner"; then
    kill -TERM -- "-$runner" 2>/dev/null || true
    wait "$runner" 2>/dev/null || true
  fi
  pg_stop "$PGDATA_DIR"
  rm -rf "$TMP"
}
trap cleanup EXIT

# within SECONDS COMMAND...: true once COMMAND succeeds, tried every 0.2 s for SECONDS.
within() {
  local seconds="$1"; shift
  for _ in $(seq 1 $((seconds * 5))); do
    "$@" && return 0
    sleep 0.2
  done
  return 1
}
# pid_of NAME: the runner's process named NAME (its process group holds them all), if one.
pid_of() { pgrep -g "$runner" -x "$1" | head -n1 || true; }
# json EXPR: reads JSON on stdin and prints the Python expression EXPR of it (`d` is the document).
json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
# call METHOD PATH [BODY]: the api's `data` for a call as the developer.
call() {
  curl -fsS -X "$1" "$BASE$2" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    ${3:+--data "$3"} | json 'json.dumps(d["data"])'
}

# start_runner [VAR=VALUE...]: run.sh in the background with the test's settings (and these), in a
# process group of its own as in a terminal (job control on for the one line), and with Ctrl-C's
# SIGINT as a terminal leaves it: a background command of a script ignores SIGINT, and an ignored
# signal stays ignored through exec (this test may itself run in the background, as test.sh does).
start_runner() {
  : >"$RUN_LOG"
  set -m
  python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])' \
    env RUN_BUILD=0 RUN_BIN_DIR="$BIN" RUN_PGDATA="$TMP/pg" DATA_DIR="$TMP/data" WEB_DIST="$TMP/no-web" \
    PORT="$PORT" PGPORT="$PGPORT" SIMULATOR=0 WORKERS=1 METRICS_ADDR=off RUST_LOG=warn \
    JWT_SECRET=runner-test FIRST_DEV_LOGIN=runnerdev FIRST_DEV_PASSWORD=runner-pass-1234 "$@" \
    ./scripts/run.sh >"$RUN_LOG" 2>&1 &
  runner=$!
  set +m
}
# runner_ended SECONDS STATUS WHY: run.sh ends within SECONDS with STATUS, leaving no process of
# its group and no database running.
runner_ended() {
  local seconds="$1" expected="$2" why="$3" status=0 group="$runner" left
  stopped() { ! running "$runner"; }
  within "$seconds" stopped || fail "run.sh did not stop within $seconds s ($why)"
  wait "$runner" || status=$?
  runner=""
  [ "$status" -eq "$expected" ] || fail "run.sh exited with status $status, not $expected ($why)"
  # A zombie has ended: only its exit status waits for a parent to read it, and an orphan's new
  # parent (PID 1 of a container) may be slow to. Anything else of the group is left running.
  left=""
  for pid in $(pgrep -g "$group" || true); do
    state="$(sed 's/.*) //' "/proc/$pid/stat" 2>/dev/null | cut -d' ' -f1)"
    [ -z "$state" ] || [ "$state" = Z ] || left+="$(ps -o pid=,args= -p "$pid") "
  done
  [ -z "$left" ] || fail "left running ($why): $left"
  ! pg_running "$PGDATA_DIR" || fail "the database still runs ($why)"
  grep -q "stopped; the database stays" "$RUN_LOG" || fail "no stop line ($why)"
}
up() { grep -q "Simple Slot is running" "$RUN_LOG"; }
# restarted NAME PID: NAME runs again with another pid than PID.
restarted() { local pid; pid="$(pid_of "$1")"; [ -n "$pid" ] && [ "$pid" != "$2" ]; }

log "runner: a killed worker and api are started again; Ctrl-C stops everything"
start_runner
within 90 up || fail "run.sh did not come up"
api="$(pid_of api)" worker="$(pid_of worker)"
[ -n "$api" ] && [ -n "$worker" ] || fail "no api or worker process under run.sh"

kill -9 "$worker"
within 10 grep -q "worker 1 ended after [0-9]* s (killed by SIGKILL, status 137); starting it again in 1 s" "$RUN_LOG" \
  || fail "no log line for the killed worker"
curl -fsS -o /dev/null --max-time 5 "$BASE/api/health" || fail "the api stopped answering"
[ "$(pid_of api)" = "$api" ] || fail "the api was restarted too"
within 15 restarted worker "$worker" || fail "no new worker was started"
worker="$(pid_of worker)"

token="$(curl -fsS "$BASE/api/auth/login" -H 'Content-Type: application/json' \
  --data '{"email":"runnerdev","password":"runner-pass-1234"}' | json 'd["data"]["tokens"]["accessToken"]')"
send="$(call POST /api/notifications/send '{"title":"runner","message":"keeps up","recipientId":"all"}' | json 'd["id"]')"
sent() { [ "$(call GET "/api/notifications/sends/$send" | json 'd["status"]')" = sent ]; }
within 30 sent || fail "the notification send $send was not sent"
lock_by="$(call GET "/api/admin/jobs?queue=notification_fanout&search=$send" | json 'd["jobs"][0]["lockBy"]')"
[[ "$lock_by" == "worker-$worker-"* ]] || fail "the send's job was done by $lock_by, not the new worker ($worker)"

kill -9 "$api"
within 10 grep -q "api ended after [0-9]* s (killed by SIGKILL, status 137); starting it again in 1 s" "$RUN_LOG" \
  || fail "no log line for the killed api"
within 30 restarted api "$api" || fail "no new api was started"
wait_for_http "$BASE/api/health" 30 || fail "the restarted api does not answer"

# The worker again, within a minute: the second restart in a row waits 2 s, and Ctrl-C comes then.
kill -9 "$worker"
within 10 grep -q "worker 1 ended .*; starting it again in 2 s" "$RUN_LOG" || fail "no doubled delay"
kill -INT -- "-$runner"
runner_ended 40 0 "Ctrl-C"
[ "$(grep -c "worker 1 ended" "$RUN_LOG")" -eq 2 ] || fail "a worker was started during the stop"

log "runner: an api that cannot start ends the run"
start_runner LISTEN_ADDR="127.0.0.1:$PGPORT" # taken by its PostgreSQL
runner_ended 60 1 "the api cannot start"
grep -q "api did not start (exit status 1)" "$RUN_LOG" || fail "no line saying the api did not start"
! up || fail "run.sh said it was running with no api"

log "runner: the database stopping ends the run"
start_runner
within 90 up || fail "run.sh did not come up again"
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -m fast -w stop >/dev/null
runner_ended 60 1 "the database stopped"
grep -q "the database stopped; stopping everything" "$RUN_LOG" || fail "no line saying the database stopped"
log "run.sh restarted the killed worker and api, stopped cleanly on Ctrl-C, on an api that cannot start and with the database"
