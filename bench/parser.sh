#!/usr/bin/env bash
# Benchmark of the rank-tracking issue, part 1: the search-page parser's throughput on one core.
# Renders realistic simulator result pages in memory (both layouts, 72 cards per page, 8 common
# keywords, pages 1-9: about 95-107 KB each) and parses them with common::rank::parser::parse in
# a loop, pinned to CPU 0. No network, no database.
#
#   bench/parser.sh            # SECONDS_PER_LAYOUT=10
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
cd "$ROOT"

SECONDS_PER_LAYOUT="${SECONDS_PER_LAYOUT:-10}"
log "building crawlbench (release)"
cargo build --release -p crawlbench --quiet
log "load before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
taskset -c 0 ./target/release/crawlbench parse --seconds "$SECONDS_PER_LAYOUT"
log "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
