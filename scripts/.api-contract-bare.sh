#!/usr/bin/env bash
# The API contract check: schemathesis generates requests from the served OpenAPI document
# (/api/openapi.json) for every operation, runs every check on the answers, and fails on any
# difference between the document and what the server does. It runs twice, signed in as an
# advertiser and as a developer, against an api whose database it may change freely (test.sh
# starts one of its own for it).
#
#   scripts/api-contract.sh BASE_URL DEV_LOGIN DEV_PASSWORD
#
# Installs schemathesis from PyPI into .venv/ (git-ignored) the first time. Tuning by environment:
# CONTRACT_EXAMPLES (random test cases per operation and mode, for every operation; default: as
# scripts/schemathesis.toml says, 30 and 10 for a few files), CONTRACT_SEED (default 1).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

BASE="${1:?base url}" DEV_LOGIN="${2:?developer login id}" DEV_PASSWORD="${3:?developer password}"
SCHEMATHESIS_VERSION=4.32.5
VENV="$ROOT/.venv"
if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  log "installing schemathesis $SCHEMATHESIS_VERSION into .venv"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

# access_token: the access token of a sign-in answer on stdin.
access_token() { python3 -c "import json,sys; print(json.load(sys.stdin)['data']['tokens']['accessToken'])"; }
post() { curl -fsS -X POST -H 'Content-Type: application/json' ${3:+-H "Authorization: Bearer $3"} -d "$2" "$BASE$1"; }

dev_token="$(post /api/auth/login "{\"email\":\"$DEV_LOGIN\",\"password\":\"$DEV_PASSWORD\"}" | access_token)"
user_login="contract$(date +%s)"
post /api/users "{\"email\":\"$user_login\",\"password\":\"contract-pass-1\",\"fullName\":\"계약시험\"}" "$dev_token" >/dev/null
user_token="$(post /api/auth/login "{\"email\":\"$user_login\",\"password\":\"contract-pass-1\"}" | access_token)"

report=/tmp/contract-bare
mkdir -p "$report"
status=0
for who in advertiser developer; do
  token="$user_token"; [ "$who" = developer ] && token="$dev_token"
  log "API contract (schemathesis, every check, every operation) as the $who"
  # The developer run goes second and must not end its own session: the sign-out and
  # password-change calls would revoke the token the run uses (they are covered in the
  # advertiser's run and by the Rust tests).
  excludes=()
  [ "$who" = developer ] && excludes=(--exclude-path /api/auth/logout --exclude-path /api/auth/change-password --exclude-path /api/auth/profile)
  if ! "$VENV/bin/schemathesis" --config-file /tmp/schemathesis-bare.toml run "$BASE/api/openapi.json" \
      --checks all --workers 1 --seed "${CONTRACT_SEED:-1}" \
      ${CONTRACT_EXAMPLES:+--max-examples "$CONTRACT_EXAMPLES"} \
      --phases examples,coverage,fuzzing \
      -H "Authorization: Bearer $token" "${excludes[@]}" \
      --report junit --report-junit-path "$report/$who.xml" \
      --no-color; then
    status=1
  fi
done
exit $status
