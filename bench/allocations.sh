#!/usr/bin/env bash
# Benchmark of issue 12 (pre-allocation and extension), release builds on loopback with their own
# temporary PostgreSQL (removed afterwards):
#   1. issuing 1,000 empty slots in one call (POST /api/slots/allocate/{userId}): p50 and p99 over
#      ISSUES calls, each to another advertiser (target: under 200 ms);
#   2. bulk extension of an issue of 1,000 approved slots: time from the request to the batch done,
#      with one release worker process (target: under 3 s), three times;
#   3. the issue history with 100,000 records: p99 of the default page and of a user search, with
#      wrk (target: under 20 ms).
#
#   bench/allocations.sh                 # ISSUES=50 RECORDS=100000 DURATION=15s
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ISSUES="${ISSUES:-50}"; RECORDS="${RECORDS:-100000}"; DURATION="${DURATION:-15s}"

bench_start
bench_stack
DEV="$(bench_login benchdev)"
api PUT /settings "$DEV" '{"key":"slotOperationMode","value":"pre-allocation"}' >/dev/null
api POST /users "$DEV" '{"email":"benchtemplate","password":"bench-pass-1","fullName":"템플릿"}' >/dev/null
"${PSQL[@]}" -c "INSERT INTO users (email, password_hash, full_name, role)
  SELECT 'bench' || g, (SELECT password_hash FROM users WHERE email = 'benchtemplate'), '광고주' || lpad(g::text, 4, '0'), 'user'
  FROM generate_series(1, 1000) g" >/dev/null
"${PSQL[@]}" -c "INSERT INTO users (email, password_hash, full_name, role)
  SELECT 'benchop' || g, (SELECT password_hash FROM users WHERE email = 'benchtemplate'), '운영자' || g, 'operator'
  FROM generate_series(1, 10) g" >/dev/null
user_id() { "${PSQL[@]}" -c "SELECT id FROM users WHERE email = 'bench$1'"; }
TODAY="$("${PSQL[@]}" -c "SELECT (now() AT TIME ZONE 'Asia/Seoul')::date")"
END="$("${PSQL[@]}" -c "SELECT (now() AT TIME ZONE 'Asia/Seoul')::date + 6")"
BODY="{\"slotCount\":1000,\"startDate\":\"$TODAY\",\"endDate\":\"$END\",\"amount\":1000000,\"description\":\"벤치마크\"}"

log "1. issuing 1,000 slots per call, $ISSUES calls"
: > "$TMP/issue.times"
for i in $(seq 1 "$ISSUES"); do
  curl -fsS -o /dev/null -w '%{time_total}\n' -X POST "$BASE/api/slots/allocate/$(user_id "$i")" \
    -H 'content-type: application/json' -H "Authorization: Bearer $DEV" -d "$BODY" >> "$TMP/issue.times"
done
python3 - "$TMP/issue.times" <<'PY'
import statistics, sys
t = sorted(float(l) * 1000 for l in open(sys.argv[1]))
p = lambda q: t[min(len(t) - 1, int(round(q * (len(t) - 1))))]
print(f"    {len(t)} calls: p50 {p(0.50):.1f} ms, p99 {p(0.99):.1f} ms, max {t[-1]:.1f} ms (target: under 200 ms)")
PY
log "    $("${PSQL[@]}" -c 'SELECT count(*) FROM slots') slots in $("${PSQL[@]}" -c 'SELECT count(*) FROM slot_allocations') issues"

log "2. bulk extension of an issue of 1,000 approved slots (one release worker)"
for round in 1 2 3; do
  allocation="$("${PSQL[@]}" -c "SELECT id FROM slot_allocations ORDER BY id LIMIT 1 OFFSET $((round - 1))")"
  # What filling and approving would leave: keyword, URL and ids, approved, running.
  "${PSQL[@]}" -c "UPDATE slots SET status = 'active', keyword = '벤치 키워드 ' || (id % 50), approved_at = now(),
      url = 'https://www.coupang.com/vp/products/' || id || '?itemId=' || id * 10 || '&vendorItemId=' || id * 100,
      url_product_id = id, url_item_id = id * 10, url_vendor_item_id = id * 100
    WHERE allocation_id = $allocation" >/dev/null
  start_ns=$(date +%s%N)
  batch="$(api POST /slots/extend-bulk "$DEV" "{\"allocationHistoryId\":$allocation,\"extensionDays\":10}" | json 'd["id"]')"
  while :; do
    state="$(api GET "/slots/extend-bulk/$batch" "$DEV" | json 'd["status"] + " " + str(d["extended"]) + "/" + str(d["total"])')"
    [[ "$state" == done* ]] && break
    sleep 0.02
  done
  log "    round $round: $state in $(( ($(date +%s%N) - start_ns) / 1000000 )) ms from the request (target: under 3000 ms)"
done

log "3. the issue history with $RECORDS records"
"${PSQL[@]}" -c "INSERT INTO slot_allocations (user_id, operator_id, slot_count, start_date, end_date, amount, reason, memo, created_at)
  SELECT u.id, o.id, 1 + g % 100, d, d + 29, (1 + g % 100) * 50000, '선슬롯 발행', '패키지 ' || g, now() - (g % 365) * interval '1 day' - g * interval '1 second'
  FROM generate_series(1, $RECORDS) g
  JOIN LATERAL (SELECT id FROM users WHERE email = 'bench' || (1 + g % 1000)) u ON true
  JOIN LATERAL (SELECT id FROM users WHERE email = 'benchop' || (1 + g % 10)) o ON true,
  LATERAL (SELECT (now() AT TIME ZONE 'Asia/Seoul')::date - (g % 365) AS d) dd" >/dev/null
"${PSQL[@]}" -c "ANALYZE" >/dev/null
log "    $("${PSQL[@]}" -c 'SELECT count(*) FROM slot_allocations') issue records"
run() { # run LABEL URL
  curl -fsS -o /dev/null -H "Authorization: Bearer $DEV" "$2"   # warm once
  log "    $1"
  wrk -t1 -c1 -d"$DURATION" --latency -H "Authorization: Bearer $DEV" "$2" \
    | grep -E "Requests/sec|  50%|  99%|Non-2xx|Socket errors" | sed 's/^/      /'
}
SEARCH_Q="$(python3 -c 'import urllib.parse; print(urllib.parse.quote("광고주0042"))')"
run "default page (20, newest first)" "$BASE/api/slots/allocation-history"
run "user search '광고주0042'" "$BASE/api/slots/allocation-history?userSearch=$SEARCH_Q"
run "last 7 days, sorted by slot count (for reference)" \
  "$BASE/api/slots/allocation-history?dateFrom=$("${PSQL[@]}" -c "SELECT (now() AT TIME ZONE 'Asia/Seoul')::date - 6")&sortBy=slotCount"
