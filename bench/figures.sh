#!/usr/bin/env bash
# Issue 16's figures, each against its target, in one run: runs every benchmark that measures one
# (release builds; each starts and removes its own PostgreSQL), one after another so none shares
# the cores with another, then prints the lines that state each figure and its target. The full
# logs stay in OUT.
#
#   bench/figures.sh           # about 30 minutes on two cores
#   OUT=/tmp/figures ONLY="crawl jobs" bench/figures.sh   # run only some; report every log in OUT
#   ONLY=market bench/figures.sh   # issue 29's market figures: not run by default (about 30 minutes
#                                  # of seeding and 20 GB of disk; bench/market.sh)
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
cd "$ROOT"

OUT="${OUT:-$(mktemp -d /tmp/simple-slot-figures.XXXXXX)}"
mkdir -p "$OUT"
log "building every binary and benchmark tool (release)"
cargo build --release --workspace --quiet
export API_BIN=./target/release/api

ONLY=" ${ONLY:-cash slots parser crawl idle first-load rank-history jobs} "
measure() { # measure NAME COMMAND...: runs one benchmark, its output to OUT/NAME.log
  local name="$1"; shift
  [[ "$ONLY" == *" $name "* ]] || return 0
  log "$name: $*"
  local start; start=$(date +%s)
  env "$@" >"$OUT/$name.log" 2>&1 || { tail -20 "$OUT/$name.log"; die "$name failed (log: $OUT/$name.log)"; }
  log "  done in $(( $(date +%s) - start )) s"
}
measure cash bash bench/cash.sh
measure slots PHASES="list dashboard" bash bench/slots.sh
measure parser bash bench/parser.sh
measure crawl PHASES=sharing bash bench/crawl.sh
measure idle bash bench/idle.sh
measure first-load bash bench/first-load.sh
measure rank-history bash bench/rank_history.sh
measure jobs bash bench/jobs.sh
measure market bash bench/market.sh

# The lines naming figures, without colours (nothing for a benchmark not run).
plain() { [ -f "$OUT/$1.log" ] && sed 's/\x1b\[[0-9;]*m//g' "$OUT/$1.log" || true; }
pick() { grep -E "$1" || true; }
section() { # section NAME FROM TO: the lines from the one matching FROM up to (not) the one matching TO
  plain "$1" | awk -v from="$2" -v to="$3" '$0 ~ from { on = 1 } on && to != "" && $0 ~ to { exit } on'
}
echo
log "issue 16's figures (logs in $OUT)"
echo "-- one hot balance (bench/cash.sh)"
plain cash | pick "hot / spread|Requests/sec|99%|balance is not|without exactly"
echo "-- slot list, dashboard and statistics at 1,000,000 slots (bench/slots.sh)"
section slots "advertiser, default page: 32" "" | pick "==>|99%|Requests/sec"
echo "-- parser on pages of the real site's size (bench/parser.sh)"
plain parser | pick "target"
echo "-- pages fetched per tracked slot against naive (bench/crawl.sh, sharing)"
plain crawl | pick "runs: |pages fetched per tracked slot|shared / naive"
echo "-- workers at rest (bench/idle.sh)"
plain idle | pick "target"
echo "-- the web app's first load (bench/first-load.sh)"
plain first-load | pick "^  (first|repeat) visit:"
echo "-- a slot's 30-day rank history at 20,000,000 rows (bench/rank_history.sh)"
section rank-history "summary" "the plan of"
echo "-- the jobs console at 1,000,000 done jobs (bench/jobs.sh)"
section jobs "summary" "query plans"
echo "-- the market around a slot at 2,000 keywords x 500 places x 365 days (bench/market.sh)"
plain market | pick "seeded in|on disk|per keyword and day|for 13 months"
section market "summary" ""
