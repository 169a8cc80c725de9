#!/usr/bin/env bash
# Fuzzes the live server from its own contract: schemathesis generates requests from
# openapi.yaml (its examples, boundary values of every schema, and random valid and invalid
# data) and checks every response against the document: status codes, media types, schemas,
# headers, 405 with Allow for undeclared methods, no 5xx, valid data accepted, invalid refused.
#
#   Scripts/contract-check.sh [SERVER_BINARY] [--max-examples N]
#
# SERVER_BINARY defaults to .build/debug/layout-server. Loopback only; bounded by the example
# count per operation and a 10-minute timeout. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/layout-server}"
examples=100
if [ "${2:-}" = "--max-examples" ]; then examples="$3"; fi

# 4.32 is the version the document was checked against; a later 4.x may add checks.
python3 -m pip install -q 'schemathesis>=4.32,<5' >/dev/null

. Scripts/lib/server.sh
port="$(server_free_port)"
log="$(mktemp)"
server_start "$log" HOST=127.0.0.1 PORT="$port" HTTP_DRAIN_DELAY=0 "$binary"
server=$SERVER_PID
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT
server_wait "$server" "$log" "http://127.0.0.1:$port/livez"

# Every phase this version offers: examples, coverage (boundaries and invalid values of each
# schema), fuzzing (random valid data) and stateful (sequences of calls).
timeout 600 st run openapi.yaml --url "http://127.0.0.1:$port" \
  --phases examples,coverage,fuzzing,stateful --checks all \
  --max-examples "$examples" --no-color

kill -0 "$server"  # still serving after everything it was sent
server_stop "$server"
