#!/usr/bin/env bash
# Benchmark of the search-page parser's throughput on one core (rank-tracking issue part 1; issue
# 16: target >= 150 pages/s on pages the size of the real site's).
# Renders realistic simulator result pages in memory (both layouts, 72 cards per page, 8 common
# keywords, pages 1-9), bare (about 95-107 KB each) and padded as the simulator's --pad does to
# PAD (the real site's 0.6-1.6 MB, mostly inline scripts and styles; each padded page is checked
# to read exactly as its bare one), and parses them with common::rank::parser::parse in a loop,
# pinned to CPU 0. No network, no database.
#
#   bench/parser.sh            # SECONDS_PER_LAYOUT=10 PAD=0.6MB-1.6MB
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
cd "$ROOT"

SECONDS_PER_LAYOUT="${SECONDS_PER_LAYOUT:-10}"; PAD="${PAD:-0.6MB-1.6MB}"
log "building crawlbench (release)"
cargo build --release -p crawlbench --quiet
log "load before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
taskset -c 0 ./target/release/crawlbench parse --seconds "$SECONDS_PER_LAYOUT" --pad "$PAD"
log "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
