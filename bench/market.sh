#!/usr/bin/env bash
# Benchmark of the market around a slot at a year's scale (issue 29): KEYWORDS keywords x PLACES
# organic places x DAYS days of market snapshots (bench/seed_market.sql says how the rows are made:
# real-sized, different every day), one slot per keyword with its rank history, advertisers of
# PER_USER slots (bench1 holds the first PER_USER). Then, on loopback with wrk, each request for a
# random slot, at 1 and CLIENTS concurrent clients:
#   - GET /api/slots/{id}/market (neighbourhood, who passed me; target: p99 under 20 ms at 8 clients)
#   - GET /api/slots/{id}/market/keyword over 30 days (target: under 50 ms)
# and the effect report of bench1's PER_USER slots over 30 days, PDF included (target: under 2 s).
# Also the storage: the table's size on disk and the bytes per keyword and day (after TOAST
# compression), and what KEYWORDS keywords take for 13 months.
# Release api, its own temporary PostgreSQL (bench/lib.sh), removed afterwards with its data.
#
#   bench/market.sh        # KEYWORDS=2000 PLACES=500 DAYS=365 PER_USER=100 CLIENTS=8 DURATION=15s REPORTS=5
#                          # WARMUP=10s (unmeasured load before each call's measurements)
#   KEEP=/var/tmp/market-pg bench/market.sh   # keep the seeded cluster there (stopped) and reuse it
#                                             # on the next run (seeding 2,000 x 365 takes minutes);
#                                             # remove the folder when done (about 20 GB)
#   API_BIN=/tmp/api bench/market.sh          # measure another build of the api (no build step)
#   SEED_ONLY=1 KEYWORDS=20 DAYS=40 bench/market.sh   # seed and report the storage only
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

KEYWORDS="${KEYWORDS:-2000}"; PLACES="${PLACES:-500}"; DAYS="${DAYS:-365}"; PER_USER="${PER_USER:-100}"
CLIENTS="${CLIENTS:-8}"; DURATION="${DURATION:-15s}"; REPORTS="${REPORTS:-5}"; WARMUP="${WARMUP:-10s}"
SEED="keywords=$KEYWORDS places=$PLACES days=$DAYS per_user=$PER_USER"

# Bulk loading: rows written into partitions emptied in the same transaction skip the WAL.
BENCH_PG_DIR="${KEEP:-}" BENCH_PG_OPTS="-c wal_level=minimal -c max_wal_senders=0 -c max_wal_size=8GB -c checkpoint_timeout=30min -c maintenance_work_mem=512MB" \
  bench_start
log "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
release_api
serve_api
DEV="$(bench_login benchdev)"
TODAY="$("${PSQL[@]}" -c "SELECT (now() AT TIME ZONE 'Asia/Seoul')::date")"

seeded=""
if [ "$("${PSQL[@]}" -c "SELECT to_regclass('bench.meta') IS NOT NULL")" = t ]; then seeded="$("${PSQL[@]}" -c "SELECT seed FROM bench.meta")"; fi
if [ "$seeded" = "$SEED $TODAY" ]; then
  log "reusing the seeded cluster in $PGDIR ($SEED up to $TODAY)"
else
  # The table takes about 28 KB a keyword and day; refuse to fill the disk.
  need_kb=$(( KEYWORDS * DAYS * PLACES * 56 / 1000 * 6 / 5 ))
  free_kb="$(df --output=avail -k "$PGDIR" | tail -1)"
  log "disk: $(( free_kb / 1048576 )) GB free where PostgreSQL writes, about $(( need_kb / 1048576 )) GB needed"
  [ "$free_kb" -gt "$need_kb" ] || die "not enough disk for $SEED"
  api POST /users "$DEV" '{"email":"benchtemplate","password":"bench-pass-1","fullName":"템플릿"}' >/dev/null || true
  log "seeding $SEED: markets, slots and their rank history"
  start=$(date +%s)
  "${PSQL[@]}" -v keywords="$KEYWORDS" -v places="$PLACES" -v days="$DAYS" -v per_user="$PER_USER" \
    -v today="$TODAY" -v template_login=benchtemplate -f bench/seed_market.sql >/dev/null
  log "  in $(( $(date +%s) - start )) s; now the snapshots, two sessions of half a year each"
  start_snap=$(date +%s)
  # Whole months per session (each empties its own partitions), split at the month start nearest
  # the middle day.
  FIRST="$("${PSQL[@]}" -c "SELECT '$TODAY'::date - ($DAYS - 1)")"
  MID="$("${PSQL[@]}" -c "SELECT date_trunc('month', '$FIRST'::date + $DAYS / 2 + 15)::date")"
  seed_days() { "${PSQL[@]}" -v days="$DAYS" -v today="$TODAY" -v from="$1" -v to="$2" -f bench/seed_market_days.sql >"$TMP/seed-$1.log" 2>&1 \
    || { cat "$TMP/seed-$1.log"; return 1; }; }
  if [[ "$MID" > "$FIRST" && ! "$MID" > "$TODAY" ]]; then
    seed_days "$FIRST" "$("${PSQL[@]}" -c "SELECT '$MID'::date - 1")" & first_half=$!
    seed_days "$MID" "$TODAY" & second_half=$!
    wait "$first_half" || die "seeding the snapshots before $MID failed"
    wait "$second_half" || die "seeding the snapshots from $MID failed"
  else
    seed_days "$FIRST" "$TODAY" || die "seeding the snapshots failed"
  fi
  log "  snapshots in $(( $(date +%s) - start_snap )) s; VACUUM ANALYZE (the pages' hint bits, the visibility map)"
  start_vacuum=$(date +%s)
  "${PSQL[@]}" -c "VACUUM ANALYZE market_snapshots" >/dev/null
  "${PSQL[@]}" -c "CREATE TABLE bench.meta AS SELECT '$SEED $TODAY'::text AS seed" >/dev/null
  log "seeded in $(( $(date +%s) - start )) s (the snapshots $(( start_vacuum - start_snap )) s, VACUUM ANALYZE $(( $(date +%s) - start_vacuum )) s)"
fi

# Rows seeded before the migration that added page_places (where each page ends) hold '{}' there:
# the reads cost the same (the column is a few bytes inline), so a kept cluster is not rewritten.
if [ "$("${PSQL[@]}" -c "SELECT count(*) FROM pg_attribute WHERE attrelid = 'market_snapshots'::regclass AND attname = 'page_places' AND NOT attisdropped")" = 1 ] \
   && [ "$("${PSQL[@]}" -c "SELECT count(*) FROM market_snapshots WHERE day = '$TODAY' AND page_places = '{}'")" != 0 ]; then
  log "note: these rows were seeded before page_places existed and hold '{}' there"
fi

# The rows agree with the seed's intent: full-sized, every slot's product at its history's rank.
"${PSQL[@]}" <<SQL | sed 's/^/    /'
SELECT 'rows: ' || count(*) || ' over ' || count(DISTINCT keyword) || ' keywords, ' || min(day) || ' .. ' || max(day) FROM market_snapshots;
SELECT 'places a row: ' || min(cardinality(product_ids)) || '..' || max(cardinality(product_ids)) || ', ad spots: ' || max(cardinality(ad_product_ids))
FROM market_snapshots WHERE day IN ('$TODAY', '$TODAY'::date - 100);
SELECT 'slots whose snapshot place is their history rank (today and 100 days ago, of those running then): '
       || count(*) FILTER (WHERE array_position(m.product_ids, s.url_product_id) = h.rank) || ' of ' || count(*)
FROM slots s JOIN rank_history h ON h.slot_id = s.id AND h.day IN ('$TODAY', '$TODAY'::date - 100)
JOIN market_snapshots m ON m.keyword = s.keyword AND m.day = h.day;
SELECT 'rows that differ from the day before (100 keywords, today): '
       || count(*) FILTER (WHERE a.product_ids <> b.product_ids AND a.sale_prices <> b.sale_prices) || ' of ' || count(*)
FROM market_snapshots a JOIN market_snapshots b ON b.keyword = a.keyword AND b.day = a.day - 1
WHERE a.day = '$TODAY' AND a.keyword IN (SELECT keyword FROM slots ORDER BY id LIMIT 100);
SQL

log "storage"
ROWS="$("${PSQL[@]}" -c "SELECT count(*) FROM market_snapshots")"
"${PSQL[@]}" <<SQL | sed 's/^/    /'
WITH parts AS (SELECT inhrelid AS r FROM pg_inherits WHERE inhparent = 'market_snapshots'::regclass),
size AS (SELECT sum(pg_total_relation_size(r)) AS total, sum(pg_relation_size(r)) AS heap, sum(pg_indexes_size(r)) AS idx FROM parts),
col AS (
  SELECT avg(pg_column_size(product_ids) + pg_column_size(item_ids) + pg_column_size(vendor_item_ids)) AS ids,
         avg(pg_column_size(names)) AS names,
         avg(pg_column_size(sale_prices) + pg_column_size(list_prices) + pg_column_size(discounts) + pg_column_size(ratings)
             + pg_column_size(reviews) + pg_column_size(flags) + pg_column_size(deliveries)) AS offers,
         avg(pg_column_size(ad_pages) + pg_column_size(ad_positions) + pg_column_size(ad_product_ids) + pg_column_size(ad_item_ids)
             + pg_column_size(ad_vendor_item_ids)) AS ads,
         avg(pg_column_size(m.*)) AS row_size
  FROM market_snapshots m WHERE day IN ('$TODAY', '$TODAY'::date - 100, '$TODAY'::date - 200))
SELECT format('market_snapshots on disk: %s (heap %s, TOAST %s, indexes %s) for %s rows',
              pg_size_pretty(total), pg_size_pretty(heap), pg_size_pretty(total - heap - idx), pg_size_pretty(idx), $ROWS)
       || E'\n' || format('per keyword and day (%s places): %s bytes on disk (all of it / rows); the row''s values as stored (pg_column_size): %s bytes = ids %s + names %s + offers %s + ads %s',
              $PLACES, round(total / $ROWS), round(row_size), round(ids), round(names), round(offers), round(ads))
       || E'\n' || format('%s keywords for 13 months (396 days): %s', $KEYWORDS, pg_size_pretty((total / $ROWS * $KEYWORDS * 396)::bigint))
FROM size, col;
SQL

[ -z "${SEED_ONLY:-}" ] || exit 0

# Load: each request for a random slot (any advertiser's; the developer account may read them all).
read -r FIRST_SLOT LAST_SLOT <<<"$("${PSQL[@]}" -F' ' -c 'SELECT min(id), max(id) FROM slots')"
FROM_DAY="$("${PSQL[@]}" -c "SELECT '$TODAY'::date - 29")"
random_slot() { # random_slot FILE PATH-AFTER-ID
  cat >"$1" <<LUA
math.randomseed(42)
request = function()
  return wrk.format("GET", "/api/slots/" .. math.random($FIRST_SLOT, $LAST_SLOT) .. "$2")
end
LUA
}
random_slot "$TMP/market.lua" "/market"
random_slot "$TMP/keyword.lua" "/market/keyword?startDate=$FROM_DAY&endDate=$TODAY"
summary=()
measure_load() { # measure_load LABEL LUA
  local clients
  # Steady state, not a cold start: the kept cluster was just started, and the first seconds read
  # the rows' pages into shared buffers from the OS cache (about 5 ms more at the tail).
  wrk -t2 -c"$CLIENTS" -d"$WARMUP" -s "$2" -H "Authorization: Bearer $DEV" "$BASE" >/dev/null
  for clients in 1 "$CLIENTS"; do
    wrk -t"$(( clients < 2 ? 1 : 2 ))" -c"$clients" -d"$DURATION" --latency -s "$2" -H "Authorization: Bearer $DEV" "$BASE" >"$TMP/wrk.txt"
    grep -q "Non-2xx" "$TMP/wrk.txt" && { cat "$TMP/wrk.txt"; die "errors answered"; }
    summary+=("$(printf '%-34s %s clients  %8s req/s  p50 %8s  p99 %8s  (load %s)' "$1" "$clients" \
      "$(awk '/Requests\/sec/ { print $2 }' "$TMP/wrk.txt")" "$(awk '$1 == "50%" { print $2 }' "$TMP/wrk.txt")" \
      "$(awk '$1 == "99%" { print $2 }' "$TMP/wrk.txt")" "$(cut -d' ' -f1 /proc/loadavg)")")
    log "${summary[-1]}"
  done
}

# The effect report of bench1 (PER_USER slots) over the last 30 days, PDF and xlsx: REPORTS
# sequential downloads each, by the developer account (staff name the advertiser).
measure_report() {
  local user format i code time size times
  user="$("${PSQL[@]}" -c "SELECT id FROM users WHERE email = 'bench1'")"
  for format in pdf xlsx; do
    times=()
    for i in $(seq "$REPORTS"); do
      read -r code time size <<<"$(curl -sS -o "$TMP/report.$format" -w '%{http_code} %{time_total} %{size_download}' \
        -H "Authorization: Bearer $DEV" "$BASE/api/reports/effect?userId=$user&startDate=$FROM_DAY&endDate=$TODAY&format=$format")"
      [ "$code" = 200 ] || { head -c 400 "$TMP/report.$format"; die "the report answered $code"; }
      times+=("$time")
    done
    summary+=("$(printf '%-34s %s in a row  %s  %s bytes  (load %s)' "effect report, $PER_USER slots, $format" "$REPORTS" \
      "$(printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "min %.3f s  median %.3f s  max %.3f s", t[1], t[int((NR + 1) / 2)], t[NR] }')" \
      "$size" "$(cut -d' ' -f1 /proc/loadavg)")")
    log "${summary[-1]}"
  done
  [ "$(head -c 5 "$TMP/report.pdf")" = "%PDF-" ] || die "the report is not a PDF"
}

"$API_BIN" openapi >"$TMP/openapi.json"
in_build() { grep -q "\"$1\"" "$TMP/openapi.json"; }
log "load before measuring: $(cut -d' ' -f1-3 /proc/loadavg)"
if in_build "/api/slots/{id}/market"; then
  sample="$(api GET "/slots/$LAST_SLOT/market" "$DEV" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; t=d["today"] or {}; print("today", t.get("day"), "rank", t.get("rank"), len(t.get("neighbours", [])), "neighbours;", len((d["sinceYesterday"] or {}).get("passed", [])), "passed since yesterday,", len((d["sinceStart"] or {}).get("passed", [])), "since the start")')"
  log "a slot's market: $sample"
  sample="$(api GET "/slots/$LAST_SLOT/market/keyword?startDate=$FROM_DAY&endDate=$TODAY" "$DEV" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(len(d["days"]), "days,", len(d["shelf"]), "on the shelf,", len(d["entrants"]), "entrants")')"
  log "a slot's keyword over 30 days: $sample"
  measure_load "market (neighbours, movers)" "$TMP/market.lua"
  measure_load "market/keyword, 30 days" "$TMP/keyword.lua"
else
  log "the market calls: not in this build"
fi
if in_build "/api/reports/effect"; then measure_report; else log "the effect report: not in this build"; fi

log "summary ($SEED; targets at $CLIENTS clients: market p99 < 20 ms, keyword 30 days < 50 ms, report < 2 s)"
printf '    %s\n' "${summary[@]}"
