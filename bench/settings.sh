#!/usr/bin/env bash
# Benchmark of issue 27's settings storm, release builds on loopback with their own temporary
# PostgreSQL (removed afterwards): SOCKETS open WebSockets, each behaving as one open tab of the web
# app does on `settingsChanged` (nothing when the event names the version it holds, else one reload
# after a random wait of up to 1.5 s, later changes joining it); a developer changes a setting once,
# three times 50 ms apart, and saves a value it already has. Per round: the events heard, the
# requests caused (target: at most one per socket per change), their spread and their latency
# (bench/pushbench --mode settings).
#
#   bench/settings.sh                   # SOCKETS=1000
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

SOCKETS="${SOCKETS:-1000}"

# 1,000 sockets and their reader tasks, in the api and in pushbench.
ulimit -n 8192 || true
bench_start
bench_stack pushbench

log "one settings change with $SOCKETS sockets open"
env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" DATA_DIR="$TMP/data" JWT_SECRET=bench-secret RUST_LOG=warn \
  ./target/release/pushbench --mode settings --ws "ws://127.0.0.1:$API_PORT/api/ws" --sockets "$SOCKETS" | sed 's/^/    /'
