#!/usr/bin/env bash
# The ledger invariant at benchmark size (issue 17): 100,000 seeded random money operations
# (charge requests approved or rejected, slot purchases, approvals, rejections, refunds) from 16
# concurrent tasks over 200 advertisers through a real api, then every balance against its ledger
# and every paid slot's purchase and refund rows. The same test the test command runs small
# (api/tests/ledger_invariant.rs), here in a release build on its own temporary PostgreSQL.
#
#   bench/ledger.sh        # LEDGER_OPS=100000 LEDGER_TASKS=16 LEDGER_ADVERTISERS=200 LEDGER_SEED=20261124
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
cd "$ROOT"

export LEDGER_OPS="${LEDGER_OPS:-100000}" LEDGER_TASKS="${LEDGER_TASKS:-16}"
export LEDGER_ADVERTISERS="${LEDGER_ADVERTISERS:-200}" LEDGER_SEED="${LEDGER_SEED:-20261124}"
ensure_packages postgresql
TMP="$(mktemp -d /tmp/simple-slot-bench.XXXXXX)"; chmod 755 "$TMP"
PGPORT="$(free_port)"
trap 'pg_stop "$TMP/pg"; rm -rf "$TMP"' EXIT
pg_start "$TMP/pg" "$PGPORT"
export DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot"
log "$LEDGER_OPS operations, $LEDGER_TASKS tasks, $LEDGER_ADVERTISERS advertisers, seed $LEDGER_SEED"
start=$(date +%s)
SQLX_OFFLINE=true cargo nextest run --cargo-profile release -p api --test integration --no-capture ledger_invariant:: 2>&1 \
  | grep -E "charges,|PASS|FAIL|panicked|assertion|  left:|  right:" | sed 's/^/    /'
log "done in $(( $(date +%s) - start )) s (build included)"
