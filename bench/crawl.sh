#!/usr/bin/env bash
# Benchmark of the rank-tracking issue, parts 2 and 3: crawl throughput and enqueue-to-start latency.
#   - 10,000 distinct keywords, each with one running slot on a simulator product at an organic
#     place spread over 1..500 (one in twenty just past 500, and keywords too shallow or without
#     results: not found); the simulator's truth kept beside them (crawlbench seed);
#   - a run queued for every keyword (crawl_runs row + apalis job, via runs::queue), then release
#     worker processes with CRAWL_POLITENESS=off crawl them: keywords per minute with 1 worker
#     process, then with 2 (a fresh copy of the same database, so a fresh queue);
#   - the simulator's raw page throughput (the ceiling): wrk replays the pages the 1-worker crawl
#     read, as fast as it can; the crawl's pages/s as a share of it;
#   - correctness: every crawled slot's rank against the truth, the failed runs, and a sample
#     checked against the running simulator's /__truth;
#   - enqueue-to-start latency on an idle queue: one idle worker, runs queued one at a time;
#   - pages fetched per tracked slot (issue 16, target <= 0.5 of naive): 10,000 slots over 2,000
#     keywords (Zipf-skewed, a few popular keywords tracked by many), products at realistic places
#     (skewed toward the top of 1..500, one in ten not found); one day's crawl by the real worker
#     over HTTP, its page requests counted at the simulator, against a naive crawl of each slot
#     alone (the same placements, pages counted offline by the crawler's own stopping rule).
# Release simulator and worker on loopback, its own temporary PostgreSQL (removed afterwards).
# On a small machine every process here (simulator, PostgreSQL, workers, wrk) shares the cores.
#
#   bench/crawl.sh     # KEYWORDS=10000 CONCURRENCY=16 MAX_SECS=900 RAW_SECS=15 RAW_CONNECTIONS=8 LATENCY_RUNS=200
#                      # SHARED_SLOTS=10000 SHARED_KEYWORDS=2000 PHASES="throughput latency sharing"
#   PHASES=sharing bench/crawl.sh      # pages per slot only (a few minutes)
#   SIM_PAD=0.6MB-1.6MB bench/crawl.sh # the simulator's pages at the real site's weight
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
cd "$ROOT"

KEYWORDS="${KEYWORDS:-10000}"; CONCURRENCY="${CONCURRENCY:-16}"; MAX_SECS="${MAX_SECS:-900}"
RAW_SECS="${RAW_SECS:-15}"; RAW_CONNECTIONS="${RAW_CONNECTIONS:-8}"; LATENCY_RUNS="${LATENCY_RUNS:-200}"
WORKER_COUNTS="${WORKER_COUNTS:-1 2}"
SHARED_SLOTS="${SHARED_SLOTS:-10000}"; SHARED_KEYWORDS="${SHARED_KEYWORDS:-2000}"
PHASES="${PHASES:-throughput latency sharing}"
phase() { [[ " $PHASES " == *" $1 "* ]]; }

ensure_packages postgresql wrk curl
TMP="$(mktemp -d /tmp/simple-slot-bench.XXXXXX)"; chmod 755 "$TMP"
PGPORT="$(free_port)"; SIM_PORT="$(free_port)"
SIM="http://127.0.0.1:$SIM_PORT"
sim_pid=""; workers=()
stop_workers() { for pid in "${workers[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
                 for pid in "${workers[@]}"; do wait "$pid" 2>/dev/null || true; done; workers=(); }
cleanup() { stop_workers; [ -n "$sim_pid" ] && { kill -INT "$sim_pid" 2>/dev/null || true; wait "$sim_pid" 2>/dev/null || true; }
            pg_stop "$TMP/pg"; rm -rf "$TMP"; }
trap cleanup EXIT
pg_start "$TMP/pg" "$PGPORT"
url_of() { echo "postgres://slot:slot@127.0.0.1:$PGPORT/$1"; }
psql_on() { local db="$1"; shift; psql -qtA -F ' ' -h 127.0.0.1 -p "$PGPORT" -U postgres -d "$db" -v ON_ERROR_STOP=1 "$@"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

log "building simulator, worker and crawlbench (release)"
cargo build --release -p simulator -p worker -p crawlbench --quiet

# The day the runs are for is the simulator's day too (pinned, so midnight KST cannot split them).
DAY="$(TZ=Asia/Seoul date +%F)"
RUST_LOG=warn ./target/release/simulator --listen "127.0.0.1:$SIM_PORT" --day "$DAY" >"$TMP/sim.log" 2>&1 & sim_pid=$!
wait_for_http "$SIM/__health" 30 || { tail "$TMP/sim.log"; die "the simulator did not start"; }

if phase throughput || phase latency; then
  log "seeding $KEYWORDS keywords (day $DAY)"
  ./target/release/crawlbench seed --database-url "$(url_of slot)" --keywords "$KEYWORDS" --day "$DAY"
  psql_on slot -c "SELECT 'expected: ' || count(*) FILTER (WHERE truth BETWEEN 1 AND 42) || ' on page 1, '
                          || count(*) FILTER (WHERE truth > 42) || ' deeper (up to 500), '
                          || count(*) FILTER (WHERE truth = 0) || ' not found (rank 0)' FROM bench_expected"
  for n in $WORKER_COUNTS; do psql_on postgres -c "CREATE DATABASE crawl_$n TEMPLATE slot OWNER slot"; done
  psql_on postgres -c "CREATE DATABASE latency TEMPLATE slot OWNER slot"
fi

# cpu_secs PID...: user + system CPU seconds of the live processes among PID...
cpu_secs() {
  local tck; tck="$(getconf CLK_TCK)"
  for pid in "$@"; do [ -r "/proc/$pid/stat" ] && sed 's/.*) //' "/proc/$pid/stat" | cut -d' ' -f12,13; done \
    | awk -v t="$tck" '{ s += $1 + $2 } END { printf "%.1f", s / t }'
}
pg_pids() { local pm; pm="$(head -1 "$TMP/pg/postmaster.pid")"; echo "$pm" $(ps -o pid= --ppid "$pm"); }
start_workers() { # start_workers DB COUNT [extra env...]
  local db="$1" count="$2"; shift 2
  for i in $(seq 1 "$count"); do
    env DATABASE_URL="$(url_of "$db")" MARKETPLACE_BASE_URL="$SIM" CRAWL_POLITENESS=off CRAWL_CONCURRENCY="$CONCURRENCY" \
      DATA_DIR="$TMP/data" JWT_SECRET=bench RUST_LOG=warn "$@" \
      ./target/release/worker >>"$TMP/worker-$db-$i.log" 2>&1 & workers+=($!)
  done
}

RESULTS=()
crawl() { # crawl WORKER_PROCESSES
  local n="$1" db="crawl_$1"
  log "crawl with $n worker process(es), CRAWL_CONCURRENCY=$CONCURRENCY each; load before: $(load)"
  ./target/release/crawlbench queue --database-url "$(url_of "$db")" --day "$DAY"
  curl -fsS -X POST -o /dev/null "$SIM/__stats/reset"
  local pg_before sim_before start elapsed open wal_before
  pg_before="$(cpu_secs $(pg_pids))"; sim_before="$(cpu_secs "$sim_pid")"
  wal_before="$(psql_on "$db" -c "SELECT pg_current_wal_lsn()")"
  start="$(date +%s.%N)"
  start_workers "$db" "$n"
  while :; do
    sleep 2
    open="$(psql_on "$db" -c "SELECT count(*) FROM crawl_runs WHERE status NOT IN ('done', 'failed')")"
    elapsed="$(echo "$(date +%s.%N) - $start" | bc)"
    [ "$open" -eq 0 ] && break
    if (( ${elapsed%.*} >= MAX_SECS )); then log "stopping after $MAX_SECS s with $open runs open"; break; fi
    (( ${elapsed%.*} % 30 < 2 )) && log "  ${elapsed%.*} s: $open runs open, load $(load)"
  done
  local load_end cpu_workers cpu_pg cpu_sim
  load_end="$(load)"
  cpu_workers="$(cpu_secs "${workers[@]}")"; cpu_pg="$(echo "$(cpu_secs $(pg_pids)) - $pg_before" | bc)"
  cpu_sim="$(echo "$(cpu_secs "$sim_pid") - $sim_before" | bc)"
  stop_workers
  local sim_pages
  sim_pages="$(curl -fsS "$SIM/__stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)["pageRequests"])')"
  # The span on the database clock: first run started to last run finished.
  read -r done failed open pages span < <(psql_on "$db" -c "
    SELECT count(*) FILTER (WHERE status = 'done'), count(*) FILTER (WHERE status = 'failed'),
           count(*) FILTER (WHERE status NOT IN ('done', 'failed')), (SELECT count(*) FROM crawl_pages),
           round(EXTRACT(EPOCH FROM max(finished_at) - min(started_at))::numeric, 1)
    FROM crawl_runs")
  local kpm pps
  kpm="$(echo "scale=0; ($done + $failed) * 60 / $span" | bc)"; pps="$(echo "scale=1; $pages / $span" | bc)"
  echo "    $n worker process(es): $done runs done, $failed failed, $open still open; $pages pages stored ($sim_pages page requests at the simulator)"
  echo "    first start to last finish: $span s (wall, from worker start: ${elapsed%.*} s): $kpm keywords/min, $pps pages/s, load at end $load_end"
  psql_on "$db" -c "SELECT '    stored: crawl_pages ' || pg_size_pretty(pg_total_relation_size('crawl_pages'))
                             || ' (' || round(pg_total_relation_size('crawl_pages') / 1024.0 / greatest($pages, 1), 1) || ' KB per page), WAL written '
                             || pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), '$wal_before'))"
  echo "    CPU seconds used: workers $cpu_workers, PostgreSQL $cpu_pg, simulator $cpu_sim (of $(echo "scale=0; $span * $(nproc) / 1" | bc) available on $(nproc) cores)"
  RESULTS+=("$n $kpm $pps")

  log "checking ranks against the truth ($db)"
  psql_on "$db" -c "
    SELECT '    slots of finished runs: ' || count(*) || ', rank equal to the truth: ' || count(*) FILTER (WHERE s.rank = e.truth)
           || ', different: ' || count(*) FILTER (WHERE s.rank IS DISTINCT FROM e.truth)
           || ', fail_count > 0: ' || count(*) FILTER (WHERE s.fail_count > 0)
    FROM bench_expected e JOIN slots s USING (slot_number) JOIN crawl_runs r ON r.keyword = e.keyword
    WHERE r.status IN ('done', 'failed')"
  psql_on "$db" -c "
    SELECT '    wrong: ' || e.keyword || ' place ' || e.place || ' truth ' || e.truth || ' got ' || coalesce(s.rank::text, 'none')
    FROM bench_expected e JOIN slots s USING (slot_number) JOIN crawl_runs r ON r.keyword = e.keyword
    WHERE r.status IN ('done', 'failed') AND s.rank IS DISTINCT FROM e.truth LIMIT 5"
  psql_on "$db" -c "SELECT '    failed run: ' || keyword || ': ' || coalesce(last_error, '') FROM crawl_runs WHERE status = 'failed' LIMIT 5"
  # A sample against the running simulator itself, not the truth computed at seeding.
  local checked=0 agree=0
  while read -r kw pid iid vid rank; do
    kw="${kw//+/ }"
    truth="$(curl -fsS -G "$SIM/__truth" --data-urlencode "q=$kw" -d "productId=$pid" -d "itemId=$iid" -d "vendorItemId=$vid" \
      | python3 -c 'import json,sys; print(json.load(sys.stdin)["rank"])')"
    checked=$((checked + 1)); [ "$truth" = "$rank" ] && agree=$((agree + 1))
  done < <(psql_on "$db" -c "SELECT replace(keyword, ' ', '+'), url_product_id, url_item_id, url_vendor_item_id, rank FROM slots
                              WHERE rank IS NOT NULL ORDER BY md5(keyword) LIMIT 30")
  echo "    live /__truth sample: $agree of $checked ranks equal"
}

first=""; RAW=""
phase throughput && for n in $WORKER_COUNTS; do
  crawl "$n"
  if [ -z "$first" ]; then
    first="$n"
    # The ceiling: the simulator alone serving the very pages that crawl read, as fast as it can.
    psql_on "crawl_$n" -c "SELECT r.keyword, p.page FROM crawl_pages p JOIN crawl_runs r ON r.id = p.run_id ORDER BY md5(r.keyword || p.page)" -F $'\t' \
      | python3 -c '
import sys, urllib.parse
for line in sys.stdin:
    kw, page = line.rstrip("\n").split("\t")
    print(f"/np/search?q={urllib.parse.quote_plus(kw)}&page={page}&listSize=72&sorter=scoreDesc&channel=user")' >"$TMP/paths.txt"
    cat >"$TMP/paths.lua" <<'LUA'
-- Each connection walks the crawl's pages from its own offset.
local paths = {}
for line in io.lines(os.getenv("PATHS")) do paths[#paths + 1] = line end
local n = 0
init = function(args) n = math.random(#paths) end
request = function()
  n = n % #paths + 1
  return wrk.format("GET", paths[n])
end
LUA
    log "simulator raw throughput: wrk, $RAW_CONNECTIONS connections, ${RAW_SECS}s over $(wc -l <"$TMP/paths.txt") crawled pages; load before: $(load)"
    PATHS="$TMP/paths.txt" wrk -t2 -c"$RAW_CONNECTIONS" -d"${RAW_SECS}s" --latency -s "$TMP/paths.lua" "$SIM" >"$TMP/wrk.txt"
    grep -E "Requests/sec|Transfer/sec|  50%|  99%|Non-2xx|Socket errors" "$TMP/wrk.txt" | sed 's/^/    /'
    RAW="$(awk '/Requests\/sec/ { print $2 }' "$TMP/wrk.txt")"
  fi
done

if phase throughput; then
  log "summary (all processes on $(nproc) cores)"
  echo "    simulator raw: $RAW pages/s"
  for r in "${RESULTS[@]}"; do
    read -r n kpm pps <<<"$r"
    echo "    $n worker process(es): $kpm keywords/min, $pps pages/s = $(echo "scale=2; $pps / $RAW" | bc) of the simulator's raw pages/s"
  done
fi

if phase latency; then
  log "enqueue-to-start latency: one idle worker, $LATENCY_RUNS runs one at a time; load before: $(load)"
  start_workers latency 1
  sleep 3   # started, migrated, listening
  ./target/release/crawlbench latency --database-url "$(url_of latency)" --day "$DAY" --runs "$LATENCY_RUNS"
  stop_workers
fi

# Pages per tracked slot: one day's crawl of many slots sharing keywords, against each slot alone.
if phase sharing; then
  log "pages per slot: seeding $SHARED_SLOTS slots over $SHARED_KEYWORDS keywords, realistic places (day $DAY)"
  psql_on postgres -c "CREATE DATABASE sharing OWNER slot"
  ./target/release/crawlbench seed --database-url "$(url_of sharing)" --keywords "$SHARED_KEYWORDS" \
    --slots "$SHARED_SLOTS" --placement realistic --day "$DAY"
  psql_on sharing -c "SELECT '    places: ' || count(*) FILTER (WHERE truth BETWEEN 1 AND 42) || ' on page 1, '
                             || count(*) FILTER (WHERE truth BETWEEN 43 AND 200) || ' at 43-200, '
                             || count(*) FILTER (WHERE truth > 200) || ' at 201-500, '
                             || count(*) FILTER (WHERE truth = 0) || ' not found (rank 0); median place '
                             || percentile_disc(0.5) WITHIN GROUP (ORDER BY truth) FILTER (WHERE truth > 0)
                      FROM bench_expected"
  ./target/release/crawlbench queue --database-url "$(url_of sharing)" --day "$DAY"
  curl -fsS -X POST -o /dev/null "$SIM/__stats/reset"
  log "crawling with 1 worker process, CRAWL_CONCURRENCY=$CONCURRENCY; load before: $(load)"
  start="$(date +%s)"
  start_workers sharing 1
  while :; do
    sleep 2
    open="$(psql_on sharing -c "SELECT count(*) FROM crawl_runs WHERE status NOT IN ('done', 'failed')")"
    [ "$open" -eq 0 ] && break
    (( $(date +%s) - start >= MAX_SECS )) && { log "stopping after $MAX_SECS s with $open runs open"; break; }
  done
  log "crawled in $(( $(date +%s) - start )) s"
  stop_workers
  fetched="$(curl -fsS "$SIM/__stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)["pageRequests"])')"
  read -r slots keywords done failed stored naive expected correct < <(psql_on sharing -c "
    SELECT (SELECT count(*) FROM bench_expected), (SELECT count(*) FROM bench_keywords),
           (SELECT count(*) FILTER (WHERE status = 'done') FROM crawl_runs),
           (SELECT count(*) FILTER (WHERE status = 'failed') FROM crawl_runs),
           (SELECT count(*) FROM crawl_pages), (SELECT sum(alone_fetches) FROM bench_expected),
           (SELECT sum(shared_fetches) FROM bench_keywords),
           (SELECT count(*) FROM bench_expected e JOIN slots s USING (slot_number) WHERE s.rank = e.truth)")
  echo "    runs: $done done, $failed failed of $keywords keywords; ranks equal to the truth: $correct of $slots slots"
  echo "    shared crawl (measured, real worker over HTTP): $fetched page requests at the simulator ($stored result pages stored;"
  echo "      the rest are the requests that find the end of a keyword's results); offline by the same rule: $expected"
  echo "    naive crawl (each slot alone until its product is found or place 500 passed, computed offline from the same"
  echo "      placements and the simulator's pages by the crawler's stopping rule, end-finding requests included): $naive"
  echo "    pages fetched per tracked slot per day: shared $(echo "scale=2; $fetched / $slots" | bc), naive $(echo "scale=2; $naive / $slots" | bc)"
  ratio="$(printf "%.3f" "$(echo "scale=4; $fetched / $naive" | bc)")"
  verdict="NOT met"; (( $(echo "$ratio <= 0.5" | bc) )) && verdict="met"
  echo "    shared / naive = $ratio (target <= 0.5: $verdict)"
fi
log "load at the end: $(load)"
