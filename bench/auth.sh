#!/usr/bin/env bash
# Benchmark of issue 3: sign-in latency (argon2id at OWASP cost) and GET /api/auth/me throughput
# and latency percentiles, against the release api on loopback with wrk as the load generator.
# Uses its own temporary PostgreSQL (bench/lib.sh) and removes it afterwards.
#
#   bench/auth.sh              # defaults: 20 s of /auth/me at 64 connections, 50 sequential sign-ins
#   DURATION=30s CONNECTIONS=128 bench/auth.sh
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

DURATION="${DURATION:-20s}"
CONNECTIONS="${CONNECTIONS:-64}"
LOGINS="${LOGINS:-50}"

bench_start
bench_api

login_body='{"email":"benchdev","password":"bench-pass-1"}'
TOKEN="$(curl -fsS -X POST "$BASE/api/auth/login" -H 'content-type: application/json' -d "$login_body" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["tokens"]["accessToken"])')"

log "sign-in latency: $LOGINS sequential sign-ins"
for _ in $(seq 1 "$LOGINS"); do
  curl -fsS -o /dev/null -w '%{time_total}\n' -X POST "$BASE/api/auth/login" -H 'content-type: application/json' -d "$login_body"
done > "$TMP/logins.txt"
python3 - "$TMP/logins.txt" <<'PY'
import statistics, sys
ms = sorted(float(x) * 1000 for x in open(sys.argv[1]))
pct = lambda p: ms[min(len(ms) - 1, int(round(p / 100 * (len(ms) - 1))))]
print(f"sign-in (sequential, n={len(ms)}): median {statistics.median(ms):.1f} ms, p90 {pct(90):.1f} ms, max {ms[-1]:.1f} ms")
PY

log "sign-in throughput: 10 s at 4 connections"
cat > "$TMP/login.lua" <<LUA
wrk.method = "POST"
wrk.body = '$login_body'
wrk.headers["Content-Type"] = "application/json"
LUA
wrk -t2 -c4 -d10s --latency -s "$TMP/login.lua" "$BASE/api/auth/login" | grep -E "Requests/sec|50%|99%|Non-2xx" | sed 's/^/  /'

log "GET /api/auth/me: $DURATION at $CONNECTIONS connections (wrk -t2)"
wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -H "Authorization: Bearer $TOKEN" "$BASE/api/auth/me" \
  | grep -E "Requests/sec|50%|90%|99%|Non-2xx|Socket errors" | sed 's/^/  /'
log "done (machine: $(nproc) cores; wrk shares them with the api and PostgreSQL)"
