#!/usr/bin/env bash
# Benchmark of the chat issue (support chat), release builds on loopback with their own temporary
# PostgreSQL (removed afterwards):
#   1. message latency from a staff answer's request to its arrival on the advertiser's socket,
#      p50 and p99, with ROOMS rooms open, each advertiser's socket signed in (target: p99 under
#      150 ms) (bench/pushbench --mode chat);
#   2. the operator's room list with INBOX rooms (each with messages, a third unread): p99 of the
#      default page and of the unread-only filter, with wrk (target: under 20 ms).
#
#   bench/chat.sh                       # ROOMS=500 INBOX=10000 DURATION=15s
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

ROOMS="${ROOMS:-500}"; INBOX="${INBOX:-10000}"; DURATION="${DURATION:-15s}"

ulimit -n 8192 || true
bench_start
bench_stack pushbench
DEV="$(bench_login benchdev)"
api PUT /settings "$DEV" '{"key":"chatEnabled","value":true,"category":"feature"}' >/dev/null
api POST /users "$DEV" '{"email":"bench0","password":"bench-pass-1","fullName":"광고주0"}' >/dev/null
"${PSQL[@]}" -c "INSERT INTO users (email, password_hash, full_name, role)
  SELECT 'bench' || g, (SELECT password_hash FROM users WHERE email = 'bench0'), '광고주' || g, 'user'
  FROM generate_series(1, $INBOX - 1) g" >/dev/null

log "1. chat push latency with $ROOMS rooms open"
env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" DATA_DIR="$TMP/data" JWT_SECRET=bench-secret RUST_LOG=warn \
  ./target/release/pushbench --mode chat --ws "ws://127.0.0.1:$API_PORT/api/ws" --sockets "$ROOMS" --rounds 300 | sed 's/^/    /'

log "2. the operator's room list with $INBOX rooms"
"${PSQL[@]}" >/dev/null <<SQL
INSERT INTO chat_rooms (user_id, name)
  SELECT u.id, u.full_name || '님의 문의' FROM users u
  WHERE u.role = 'user' AND NOT EXISTS (SELECT 1 FROM chat_rooms r WHERE r.user_id = u.id);
-- Four messages a room, alternating sides; the last advertiser message of every third room unread.
INSERT INTO chat_messages (room_id, sender_id, from_owner, content, created_at, read_at)
  SELECT r.id, CASE WHEN k % 2 = 0 THEN r.user_id ELSE (SELECT id FROM users WHERE email = 'benchdev') END,
         k % 2 = 0, '벤치마크 메시지 ' || k, now() - (r.id * 4 + (4 - k)) * interval '1 second',
         CASE WHEN k = 2 AND r.id % 3 = 0 THEN NULL ELSE now() END
  FROM chat_rooms r CROSS JOIN generate_series(0, 3) k;
UPDATE chat_rooms r SET last_message_id = m.id, last_message_at = m.created_at
  FROM (SELECT DISTINCT ON (room_id) room_id, id, created_at FROM chat_messages ORDER BY room_id, id DESC) m
  WHERE m.room_id = r.id;
VACUUM ANALYZE chat_rooms;
VACUUM ANALYZE chat_messages;
SQL
log "    $("${PSQL[@]}" -c 'SELECT count(*) FROM chat_rooms') rooms, $("${PSQL[@]}" -c 'SELECT count(*) FROM chat_messages') messages"
run() { bench_read "$1" "$2" "$DEV"; }   # run LABEL URL
run "rooms, first page (50, latest message first)" "$BASE/api/chat/rooms"
run "rooms with unread messages only" "$BASE/api/chat/rooms?unreadOnly=true"
run "staff unread count" "$BASE/api/chat/unread-count"
