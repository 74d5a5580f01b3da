#!/usr/bin/env bash
# Benchmark of issue 13 (notifications), release builds on loopback with their own temporary
# PostgreSQL (removed afterwards):
#   1. a send to all of 10,000 advertisers: the request's latency, and the time until every row is
#      written and the send marked sent, with one release worker process (target: under 2 s);
#   2. push latency from the commit of a notification to its arrival on the recipient's WebSocket,
#      p50 and p99, with 1,000 signed-in sockets open on one api (target: p99 under 100 ms), one
#      advertiser at a time and all 1,000 at once (bench/pushbench);
#   3. with 1,000,000 notification rows: p99 of the unread count and of the list's first page for
#      one advertiser, with wrk (target: under 5 ms).
#
#   bench/notifications.sh               # ADVERTISERS=10000 ROWS=1000000 SOCKETS=1000 DURATION=15s
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ADVERTISERS="${ADVERTISERS:-10000}"; ROWS="${ROWS:-1000000}"; SOCKETS="${SOCKETS:-1000}"; DURATION="${DURATION:-15s}"

# 1,000 sockets and their reader tasks, in the api and in pushbench: more open files than the
# default soft limit.
ulimit -n 8192 || true
bench_start
bench_stack pushbench
DEV="$(bench_login benchdev)"
api POST /users "$DEV" '{"email":"bench0","password":"bench-pass-1","fullName":"광고주0"}' >/dev/null
"${PSQL[@]}" -c "INSERT INTO users (email, password_hash, full_name, role)
  SELECT 'bench' || g, (SELECT password_hash FROM users WHERE email = 'bench0'), '광고주' || g, 'user'
  FROM generate_series(1, $ADVERTISERS - 1) g" >/dev/null
log "    $("${PSQL[@]}" -c "SELECT count(*) FROM users WHERE role = 'user'") advertisers"

log "1. a send to all advertisers (one release worker)"
for round in 1 2 3; do
  start_ns=$(date +%s%N)
  answer="$(curl -fsS -w '\n%{time_total}' -X POST "$BASE/api/notifications/send" -H 'content-type: application/json' \
    -H "Authorization: Bearer $DEV" -d "{\"title\":\"전체 공지 $round\",\"message\":\"벤치마크\",\"recipientId\":\"all\"}")"
  request_ms="$(tail -1 <<<"$answer" | python3 -c 'import sys; print(f"{float(sys.stdin.read()) * 1000:.1f}")')"
  send="$(head -1 <<<"$answer" | json 'd["id"]')"
  while :; do
    state="$(api GET "/notifications/sends/$send" "$DEV" | json 'd["status"] + " " + str(d["recipientCount"])')"
    [[ "$state" == sent* ]] && break
    sleep 0.01
  done
  log "    round $round: request $request_ms ms; $state in $(( ($(date +%s%N) - start_ns) / 1000000 )) ms from the request (target: under 2000 ms)"
done

log "2. push latency with $SOCKETS sockets on one api"
env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" DATA_DIR="$TMP/data" JWT_SECRET=bench-secret RUST_LOG=warn \
  ./target/release/pushbench --ws "ws://127.0.0.1:$API_PORT/api/ws" --sockets "$SOCKETS" --rounds 200 | sed 's/^/    /'

log "3. unread count and the first page with $ROWS notification rows"
"${PSQL[@]}" -c "INSERT INTO notifications (user_id, type, title, message, is_read, created_at)
  SELECT u.id, 'info', '알림 ' || g, '벤치마크 알림 내용 ' || g, g % 3 = 0, now() - g * interval '1 second'
  FROM generate_series(1, $ROWS) g
  JOIN LATERAL (SELECT id FROM users WHERE email = 'bench' || (g % $ADVERTISERS)) u ON true" >/dev/null
"${PSQL[@]}" -c "VACUUM ANALYZE notifications" >/dev/null
log "    $("${PSQL[@]}" -c 'SELECT count(*) FROM notifications') rows; bench7 has $("${PSQL[@]}" -c "SELECT count(*) FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'bench7'")"
TOKEN="$(bench_login bench7)"
run() { bench_read "$1" "$2" "$TOKEN"; }   # run LABEL URL
run "unread count" "$BASE/api/notifications/unread-count"
run "first page (20, newest first, with the unread count)" "$BASE/api/notifications"
