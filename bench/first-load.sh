#!/usr/bin/env bash
# Benchmark of issue 16: what the web app's sign-in page costs on the wire.
#   - a first visit to /login with an empty cache: index.html and every script, style and font
#     it pulls in (modulepreloads and the dynamic imports /login needs), as headless Chromium
#     fetches them (it sends Accept-Encoding: gzip, deflate, br, zstd), and the /api calls it makes;
#   - a repeat visit in the same browser profile: which requests still went over the network.
# Bytes are Chromium's encoded transfer sizes (body as sent, plus headers). Release api serving a
# fresh production build of web/ (built into a temporary folder, precompressed as `npm run build`
# does), its own temporary PostgreSQL.
#
# Targets: first-visit assets under 150 KB; the repeat visit transfers only index.html (a 304).
#
#   bench/first-load.sh
#   API_BIN=/tmp/api-old bench/first-load.sh   # measure another build of the api (no api build step)
set -euo pipefail
source "$(dirname "$0")/../scripts/lib.sh"
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || die "no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium} (set CHROMIUM_PATH)"
ensure_web_deps
bench_start

log "building the web app into $TMP/dist"
(cd web && npx vite build --outDir "$TMP/dist" --emptyOutDir --logLevel warn && node scripts/precompress.mjs "$TMP/dist")

API_BIN="${API_BIN:-}"
if [ -z "$API_BIN" ]; then
  log "building the api (release)"
  cargo build --release -p api --quiet
  API_BIN=./target/release/api
fi
"${stack_env[@]}" WEB_DIST="$TMP/dist" "$API_BIN" >>"$TMP/api.log" 2>&1 & pids+=($!)
wait_for_http "$BASE/api/health" 30 || { tail "$TMP/api.log"; die "the api did not start"; }

log "visiting /login twice in one headless Chromium profile"
node bench/first-load.mjs "$BASE" > "$TMP/visits.json"

python3 - "$TMP/visits.json" <<'PY'
import json, sys

visits = json.load(open(sys.argv[1]))
TARGET = 150 * 1024

def report(name, requests):
    sent = [r for r in requests if r["network"]]
    cached = [r for r in requests if not r["network"]]
    print(f"  {name}: {len(sent)} requests over the network, {len(cached)} from the browser cache")
    for r in sorted(sent, key=lambda r: (r["url"].startswith("/api"), -r["bytes"])):
        encoding = r.get("contentEncoding") or "-"
        print(f"    {r['bytes']:>8} B  {r.get('status', '?')}  {encoding:<5} {r['type']:<11} {r['url']}")
    assets = sum(r["bytes"] for r in sent if not r["url"].startswith("/api"))
    api = sum(r["bytes"] for r in sent if r["url"].startswith("/api"))
    return sent, assets, api

print()
first, assets, api = report("first visit", visits["first"])
encoding = next((r.get("acceptEncoding") for r in visits["first"] if r.get("acceptEncoding")), "?")
print(f"    (browser sent Accept-Encoding: {encoding})")
verdict = "met" if assets < TARGET else "NOT met"
print(f"  first visit: app {assets / 1024:.1f} KB (target < 150 KB: {verdict}) + api calls {api / 1024:.1f} KB")
print()
repeat, assets2, api2 = report("repeat visit", visits["repeat"])
app_sent = [r for r in repeat if not r["url"].startswith("/api")]
only_index = all(r["type"] == "Document" for r in app_sent) and len(app_sent) == 1
statuses = ", ".join(f"{r['url']} {r.get('status')}" for r in app_sent)
verdict = "met" if only_index else "NOT met"
print(f"  repeat visit: app {assets2} B over the network ({statuses}); only index.html: {verdict}; api calls {api2 / 1024:.1f} KB")
PY
