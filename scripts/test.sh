#!/usr/bin/env bash
# Runs every test: Rust (unit and integration, on a real PostgreSQL with a fresh database per
# test), web unit tests (vitest), browser tests (a real Chromium driving the built app served
# by the real api, worker and scheduler), the API contract (schemathesis over the served OpenAPI
# document), the runner (scripts/run.sh keeping the product up and stopping it, on the debug
# binaries) and the systemd units (deploy/systemd). Installs what is missing, starts its own
# PostgreSQL on a free port in a temporary folder, and removes it afterwards. Exits non-zero on any
# failure.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_packages postgresql chromium chromium-driver fonts-nanum curl systemd
command -v cargo >/dev/null || die "cargo is not installed (Rust toolchain needed)"
command -v npm >/dev/null || die "npm is not installed (Node 20 needed)"

TMP="$(mktemp -d /tmp/simple-slot-test.XXXXXX)"
chmod 755 "$TMP"
PGPORT="$(free_port)"
PG_EXTRA_OPTS="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pg_stop "$TMP/pg"
  rm -rf "$TMP"
}
trap cleanup EXIT
PG_EXTRA_OPTS="$PG_EXTRA_OPTS" pg_start "$TMP/pg" "$PGPORT"
export DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot"

failed=()
step() { # step NAME COMMAND...: runs a step, remembers a failure, goes on; says how long it took
  local name="$1" started=$SECONDS; shift
  log "$name"
  if ! "$@"; then failed+=("$name"); fi
  log "$name: $((SECONDS - started)) s (at $SECONDS s)"
}

# finished PID LOG: the result of a step run in the background, with its log.
finished() { local status=0; wait "$1" || status=$?; cat "$2"; return "$status"; }

# The web app is installed and built beside the Rust build: its last 20-30 s (common's unit-test
# harness, compiled alone) leave a core idle, and npm ci mostly waits on the disk.
(ensure_web_deps && cd web && npm run build --silent >/dev/null) >"$TMP/web-build.log" 2>&1 & web_build=$!; pids+=("$web_build")

log "building (debug, with tests)"
# Not incremental: a cold build of our crates takes 58 s instead of 71 s so (the saved state pays
# back only on rebuilds, and the suite builds on a fresh clone); its own rebuilds stay consistent.
export CARGO_INCREMENTAL=0
# The benchmark tools (bench/crawlbench, bench/pushbench) hold no tests: their programs are built
# so that a change breaking them shows here, without the test harnesses nextest would add.
BENCH_TOOLS=(--exclude crawlbench --exclude pushbench)
cargo build --workspace --all-targets "${BENCH_TOOLS[@]}" --quiet
cargo build -p crawlbench -p pushbench --bins --quiet
step "systemd units (systemd-analyze verify)" scripts/tests/systemd-units.sh target/debug

# The real run.sh on the debug binaries (a worker killed with kill -9, Ctrl-C, an api that cannot
# start, the database stopping) beside the Rust tests: both mostly wait (restart delays, a database
# starting; PostgreSQL and worker processes). The web unit tests do not go beside them: on 2 cores
# they took 86 s there (16 s alone), timed out, and slowed the Rust tests by 20 s.
scripts/tests/runner-keeps-up.sh target/debug >"$TMP/runner.log" 2>&1 & runner=$!; pids+=("$runner")

if cargo nextest --version >/dev/null 2>&1; then
  # Eight at a time on any machine: most tests wait on PostgreSQL, worker processes and the
  # simulator rather than the CPU (on 2 cores: 176 s with two at a time, about 90 s with eight).
  step "Rust tests" cargo nextest run --workspace "${BENCH_TOOLS[@]}" --no-fail-fast --status-level fail --final-status-level fail --test-threads 8
else
  step "Rust tests" cargo test --workspace "${BENCH_TOOLS[@]}" --no-fail-fast
fi

step "run.sh keeps the product up (ran beside the Rust tests)" finished "$runner" "$TMP/runner.log"
step "building the web app (ran beside the Rust build)" finished "$web_build" "$TMP/web-build.log"
[ -f web/dist/index.html ] || die "the web app was not built"
step "web unit tests" bash -c "cd web && npx vitest run"
step "web API types match openapi.json" bash -c "cd web && npm run --silent api-types:check"

# One stack for all browser tests: the marketplace simulator, the api (serving web/dist), the demo
# advertiser, a worker and the scheduler.
psql -qtA -h 127.0.0.1 -p "$PGPORT" -U slot -d slot -c "CREATE DATABASE e2e" >/dev/null
E2E_PORT="$(free_port)"
SIM_PORT="$(free_port)"
./target/debug/simulator --listen "127.0.0.1:$SIM_PORT" >"$TMP/simulator.log" 2>&1 & pids+=($!)
export E2E_DEV_LOGIN=e2eadmin E2E_DEV_PASSWORD=e2e-pass-1234
stack_env=(env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/e2e" LISTEN_ADDR="127.0.0.1:$E2E_PORT"
  DATA_DIR="$TMP/data" WEB_DIST="$ROOT/web/dist" JWT_SECRET=e2e-secret RUST_LOG=warn
  MARKETPLACE_BASE_URL="http://127.0.0.1:$SIM_PORT" CRAWL_EGRESS_SPACING_MS=50 CRAWL_EGRESS_DAILY_BUDGET=0
  FIRST_DEV_LOGIN="$E2E_DEV_LOGIN" FIRST_DEV_PASSWORD="$E2E_DEV_PASSWORD"
  # Every browser test signs in from loopback: one address far above a person's 20 a minute.
  LOGIN_ADDRESS_MAX_PER_MINUTE=100000
  # An effect report of more than 5 slots is made by a job (the demo advertiser's 5 are made at once;
  # e2e/effect-report.test.mjs makes a 6-slot one by a job).
  REPORT_JOB_SLOTS=5)
"${stack_env[@]}" ./target/debug/api >"$TMP/api.log" 2>&1 & pids+=($!)
wait_for_http "http://127.0.0.1:$E2E_PORT/api/health" 60 || { cat "$TMP/api.log"; die "the api did not start"; }
# The demo advertiser (demo.test.mjs signs in as it), before the worker as run.sh does.
export E2E_DEMO_LOGIN=demo E2E_DEMO_PASSWORD=demo1234
wait_for_http "http://127.0.0.1:$SIM_PORT/__health" 30 || { cat "$TMP/simulator.log"; die "the simulator did not start"; }
step "demo advertiser (scheduler seed-demo)" "${stack_env[@]}" DEMO_LOGIN="$E2E_DEMO_LOGIN" \
  DEMO_PASSWORD="$E2E_DEMO_PASSWORD" ./target/debug/scheduler seed-demo
"${stack_env[@]}" ./target/debug/worker >"$TMP/worker.log" 2>&1 & pids+=($!)
"${stack_env[@]}" ./target/debug/scheduler run >"$TMP/scheduler.log" 2>&1 & pids+=($!)
# A second api instance on the same database, as behind a load balancer (notifications.test.mjs).
E2E_SECOND_PORT="$(free_port)"
"${stack_env[@]}" LISTEN_ADDR="127.0.0.1:$E2E_SECOND_PORT" ./target/debug/api >"$TMP/api2.log" 2>&1 & pids+=($!)
wait_for_http "http://127.0.0.1:$E2E_SECOND_PORT/api/health" 60 || { cat "$TMP/api2.log"; die "the second api did not start"; }
export E2E_BASE_URL="http://127.0.0.1:$E2E_PORT" E2E_SIM_URL="http://127.0.0.1:$SIM_PORT"
export E2E_SECOND_URL="http://127.0.0.1:$E2E_SECOND_PORT" E2E_DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/e2e"
# The API contract: schemathesis against an api of its own (it creates, edits and deletes freely),
# beside the browser tests. The browser tests alone left a third of the 2 cores idle (waiting on
# polls, jobs and the simulator's spacing): side by side, the browser tests took 356 s against
# 346 s alone, and the contract's 134-178 s came free (suite 1,053 → 876 s on a fresh clone).
psql -qtA -h 127.0.0.1 -p "$PGPORT" -U slot -d slot -c "CREATE DATABASE contract" >/dev/null
CONTRACT_PORT="$(free_port)"
env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/contract" LISTEN_ADDR="127.0.0.1:$CONTRACT_PORT" \
  DATA_DIR="$TMP/contract-data" WEB_DIST="$ROOT/web/dist" JWT_SECRET=contract-secret RUST_LOG=warn \
  FIRST_DEV_LOGIN=contractdev FIRST_DEV_PASSWORD=contract-pass-1234 LOGIN_ADDRESS_MAX_PER_MINUTE=100000 \
  ./target/debug/api >"$TMP/contract-api.log" 2>&1 & pids+=($!)
wait_for_http "http://127.0.0.1:$CONTRACT_PORT/api/health" 60 || { cat "$TMP/contract-api.log"; die "the contract api did not start"; }
bash scripts/api-contract.sh "http://127.0.0.1:$CONTRACT_PORT" contractdev contract-pass-1234 >"$TMP/contract.log" 2>&1 & contract=$!; pids+=("$contract")

step "browser tests" bash -c "cd web && node --test --test-concurrency=1 e2e/"
step "API contract (schemathesis, ran beside the browser tests)" finished "$contract" "$TMP/contract.log"

if [ ${#failed[@]} -gt 0 ]; then
  [ -f "$TMP/api.log" ] && { echo "--- api log (tail)"; tail -30 "$TMP/api.log"; }
  die "failed: ${failed[*]}"
fi
log "all tests passed"
