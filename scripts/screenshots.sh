#!/usr/bin/env bash
# Screenshots of /login, /slots (the list, the rank-history modal, a slot's market view, the bell's panel and the
# effect report dialog), /admin (and its business section), /admin/slots and /admin/users in all
# 12 theme × layout combinations at 1280 and 390 px, with a contact sheet per screen and width, for a
# person to look at before a change to the look lands (issue 28). A still stack of its own: a
# temporary PostgreSQL, the marketplace simulator, the demo advertiser with 70 days of rank history,
# and the debug api serving the built web app; no worker, so nothing moves between shots.
#
#   scripts/screenshots.sh                  # builds the debug binaries and the web app first
#   SHOTS_BUILD=0 scripts/screenshots.sh    # uses target/debug and web/dist as they are
#   SHOTS_VIEWS=slots,rank-modal SHOTS_SIZES=phone scripts/screenshots.sh   # a narrower run
#
# Output: web/screenshots/looks/ (ignored by git); sheet-<view>-<size>.png first.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ensure_packages postgresql chromium fonts-nanum
if [ "${SHOTS_BUILD:-1}" != 0 ]; then
  log "building the debug binaries and the web app"
  cargo build --quiet -p api -p scheduler -p simulator
  ensure_web_deps
  (cd web && npm run build --silent >/dev/null)
fi

TMP="$(mktemp -d /tmp/simple-slot-shots.XXXXXX)"; chmod 755 "$TMP"
PGPORT="$(free_port)"; API_PORT="$(free_port)"; SIM_PORT="$(free_port)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pg_stop "$TMP/pg"; rm -rf "$TMP"
}
trap cleanup EXIT
PG_EXTRA_OPTS="-c fsync=off -c synchronous_commit=off -c full_page_writes=off" pg_start "$TMP/pg" "$PGPORT"
export E2E_DEV_LOGIN=shotsdev E2E_DEV_PASSWORD=shots-pass-1234 E2E_DEMO_LOGIN=demo E2E_DEMO_PASSWORD=demo1234
stack_env=(env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" LISTEN_ADDR="127.0.0.1:$API_PORT"
  DATA_DIR="$TMP/data" WEB_DIST="$ROOT/web/dist" JWT_SECRET=shots-secret RUST_LOG=warn
  MARKETPLACE_BASE_URL="http://127.0.0.1:$SIM_PORT" FIRST_DEV_LOGIN="$E2E_DEV_LOGIN"
  FIRST_DEV_PASSWORD="$E2E_DEV_PASSWORD" LOGIN_ADDRESS_MAX_PER_MINUTE=100000)
./target/debug/simulator --listen "127.0.0.1:$SIM_PORT" >"$TMP/simulator.log" 2>&1 & pids+=($!)
"${stack_env[@]}" ./target/debug/api >"$TMP/api.log" 2>&1 & pids+=($!)
wait_for_http "http://127.0.0.1:$API_PORT/api/health" 60 || { cat "$TMP/api.log"; die "the api did not start"; }
wait_for_http "http://127.0.0.1:$SIM_PORT/__health" 30 || { cat "$TMP/simulator.log"; die "the simulator did not start"; }
"${stack_env[@]}" DEMO_LOGIN="$E2E_DEMO_LOGIN" DEMO_PASSWORD="$E2E_DEMO_PASSWORD" ./target/debug/scheduler seed-demo >/dev/null

log "taking the screenshots"
(cd web && E2E_BASE_URL="http://127.0.0.1:$API_PORT" node scripts/screenshots.mjs)
