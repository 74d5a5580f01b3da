#!/usr/bin/env bash
# The systemd units in deploy/systemd pass `systemd-analyze verify` with no warning (unknown keys,
# bad values, an ExecStart that is not there). verify wants every ExecStart to exist, so it reads
# copies whose /opt/simple-slot/bin/ is BIN_DIR (default target/debug), and every binary the units
# name must be there. The worker template's metrics port is worked out as run.sh does
# (9455 + 10 × instance). Usage: scripts/tests/systemd-units.sh [BIN_DIR]. About a second.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"

BIN="$(cd "${1:-$ROOT/target/debug}" && pwd)"
TMP="$(mktemp -d /tmp/simple-slot-units.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT

for unit in deploy/systemd/*.service deploy/systemd/*.target deploy/systemd/*.timer; do
  sed "s#/opt/simple-slot/bin/#$BIN/#g" "$unit" >"$TMP/$(basename "$unit")"
done
for binary in $(grep -ho '/opt/simple-slot/bin/[a-z]*' deploy/systemd/* | sort -u); do
  [ -x "$BIN/$(basename "$binary")" ] || die "the units name $binary, which is no binary of ours"
done

cd "$TMP"
units=(./*.service ./*.target ./*.timer ./simple-slot-worker@1.service)
status=0
out="$(systemd-analyze verify --man=no "${units[@]}" 2>&1)" || status=$?
[ "$status" -eq 0 ] && [ -z "$out" ] || die "systemd-analyze verify (status $status):"$'\n'"$out"

# Worker 3's command line, as systemd would run it, prints the metrics address it gives the worker.
command="$(sed -n 's/^ExecStart=//p' simple-slot-worker@.service)"
command="${command//%i/3}"
command="${command//\$\$/\$}"
command="${command//exec $BIN\/worker/exec printenv METRICS_ADDR}"
metrics="$(eval "$command")"
[ "$metrics" = "127.0.0.1:9485" ] || die "worker 3 would serve its metrics on $metrics, not 127.0.0.1:9485"
log "systemd units verified (${#units[@]} units)"
