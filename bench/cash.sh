#!/usr/bin/env bash
# Benchmark of issue 5: sustained slot purchases per second (POST /api/slots, which debits the
# buyer's balance and writes the ledger row in the same transaction)
#   - against one hot balance row (every request from the same advertiser), and
#   - spread over 1,000 advertisers,
# then checks that every balance equals the sum of its ledger, none is negative, and every paid
# slot has exactly one purchase row. Release api, wrk on loopback, its own temporary PostgreSQL.
#
# Reports the hot rate as a ratio of the spread one (target >= 0.9).
#
#   bench/cash.sh            # DURATION=15s CONNECTIONS=16 USERS=1000
#   API_BIN=/tmp/api-old bench/cash.sh   # measure another build of the api (no build step)
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

DURATION="${DURATION:-15s}"; CONNECTIONS="${CONNECTIONS:-16}"; USERS="${USERS:-1000}"
ensure_packages postgresql wrk curl
TMP="$(mktemp -d /tmp/simple-slot-bench.XXXXXX)"; chmod 755 "$TMP"
PGPORT="$(free_port)"; API_PORT="$(free_port)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; pg_stop "$TMP/pg"; rm -rf "$TMP"; }
trap cleanup EXIT
pg_start "$TMP/pg" "$PGPORT"
PSQL=(psql -qtA -h 127.0.0.1 -p "$PGPORT" -U postgres -d slot -v ON_ERROR_STOP=1)

release_api
BASE="http://127.0.0.1:$API_PORT"
env DATABASE_URL="postgres://slot:slot@127.0.0.1:$PGPORT/slot" LISTEN_ADDR="127.0.0.1:$API_PORT" DB_MAX_CONNECTIONS=40 \
  DATA_DIR="$TMP/data" WEB_DIST="$TMP/none" FIRST_DEV_LOGIN=benchdev FIRST_DEV_PASSWORD=bench-pass-1 RUST_LOG=warn \
  LOGIN_ADDRESS_MAX_PER_MINUTE=100000000 \
  "$API_BIN" >"$TMP/api.log" 2>&1 & pids+=($!)
wait_for_http "$BASE/api/health" 30 || die "the api did not start"

api() { curl -fsS -X "$1" "$BASE/api$2" -H 'content-type: application/json' ${3:+-H "Authorization: Bearer $3"} ${4:+-d "$4"}; }
json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
token_of() { api POST /auth/login "" "{\"email\":\"$1\",\"password\":\"bench-pass-1\"}" | json '["data"]["tokens"]["accessToken"]'; }

# Settings for volume: a 10-won slot, room for many slots, large charges. Money still moves only
# through charge approvals and the purchase path under test.
"${PSQL[@]}" >/dev/null <<'SQL'
INSERT INTO settings (key, value, category) VALUES
  ('defaultSlotPrice', '10', 'business'), ('maxSlotsPerUser', '10000000', 'business'),
  ('maxCashCharge', '100000000', 'business')
ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
SQL

DEV="$(token_of benchdev)"
log "creating $USERS advertisers with cash (charge request + approval each)"
: > "$TMP/tokens.txt"
for i in $(seq 1 "$USERS"); do
  api POST /users "$DEV" "{\"email\":\"buyer$i\",\"password\":\"bench-pass-1\",\"fullName\":\"구매자$i\"}" >/dev/null
  token="$(token_of "buyer$i")"
  charge="$(api POST /cash/charges "$token" '{"amount":10000000,"depositAt":"2026-11-22T10:00","accountHolder":"구매자"}' | json '["data"]["id"]')"
  api POST "/admin/cash/charges/$charge/approve" "$DEV" >/dev/null
  echo "$token" >> "$TMP/tokens.txt"
done

cat > "$TMP/buy.lua" <<'LUA'
-- POST /api/slots with a token per request: round robin over tokens.txt.
local tokens = {}
for line in io.lines(os.getenv("TOKENS")) do tokens[#tokens + 1] = line end
local only_first = os.getenv("HOT") == "1"
local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"keyword":"벤치 키워드","url":"https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3"}'
request = function()
  n = n + 1
  local token = only_first and tokens[1] or tokens[(n % #tokens) + 1]
  wrk.headers["Authorization"] = "Bearer " .. token
  return wrk.format(nil, "/api/slots")
end
LUA

buy() { # buy LABEL HOT OUT
  log "$1: $CONNECTIONS connections, $DURATION"
  TOKENS="$TMP/tokens.txt" HOT="$2" wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$TMP/buy.lua" "$BASE" \
    | grep -E "Requests/sec|  50%|  99%|Non-2xx|Socket errors" | sed 's/^/    /' | tee "$3"
}
buy "one hot balance row (one advertiser)" 1 "$TMP/hot.txt"
buy "spread over $USERS advertisers" 0 "$TMP/spread.txt"
rate() { awk '/Requests\/sec/ { print $2 }' "$1"; }
log "hot / spread: $(rate "$TMP/hot.txt") / $(rate "$TMP/spread.txt") purchases/s = $(python3 -c "print(f'{$(rate "$TMP/hot.txt") / $(rate "$TMP/spread.txt"):.2f}')") (target >= 0.9)"

log "checking the ledger"
"${PSQL[@]}" <<'SQL'
SELECT 'purchases recorded: ' || count(*) FROM cash_ledger WHERE type = 'purchase';
SELECT 'paid slots: ' || count(*) FROM slots WHERE payment_completed;
SELECT 'users whose balance is not the sum of their ledger, or negative: ' || count(*)
FROM cash_balances b
WHERE b.amount <> (SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = b.user_id) OR b.amount < 0;
SELECT 'paid slots without exactly one purchase row: ' || count(*)
FROM slots s WHERE s.payment_completed
  AND (SELECT count(*) FROM cash_ledger l WHERE l.slot_id = s.id AND l.type = 'purchase') <> 1;
SQL
