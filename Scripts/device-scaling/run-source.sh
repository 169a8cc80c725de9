#!/usr/bin/env bash
# The SwiftUI source route against the JSON route for the same 1,001-node screen, over HTTP:
# requests per second for the JSON the source translates to, the source written out and as a
# `Row` struct with a `ForEach`, each sent cold (every request's source differs by a comment, so
# nothing is cached) and again (the same bytes each time, answered from the translation cache).
# Prints one Markdown row per body with its ratio to the JSON request's time.
#
#   SERVER=… BENCH=… WRK=… FONT_DIR=… DUR=5 ./run-source.sh      (run-scaling.sh's folder, or any)
#
# Settings (environment): SERVER, BENCH (layout-bench, which writes the bodies), WRK, FONT_DIR,
# DUR (seconds a cell), CONNS, SERVER_CORES and WRK_CORES (taskset lists; by default wrk takes
# the last four cores on eight or more and the server the rest).
set -u
cd "$(dirname "$0")"
D=$PWD
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
CORES=$(nproc)
DUR=${DUR:-5}; CONNS=${CONNS:-64}
if [ "$CORES" -ge 8 ]; then
  SERVER_CORES=${SERVER_CORES:-0-$((CORES - 5))}; WRK_CORES=${WRK_CORES:-$((CORES - 4))-$((CORES - 1))}
else
  SERVER_CORES=${SERVER_CORES:-0-$((CORES - 1))}; WRK_CORES=${WRK_CORES:-0-$((CORES - 1))}
fi
k=$(taskset -c "$SERVER_CORES" nproc)
# pack.sh puts server.sh beside this script; in the repository it is in Scripts/lib.
if [ -f "$D/server.sh" ]; then . "$D/server.sh"; else . "$D/../lib/server.sh"; fi
FONT_DIR=$FONT_DIR "$BENCH" --source-bodies "$T" || exit 1
cat > "$T/post.lua" <<'LUA'
local file = assert(io.open(os.getenv("BODY"), "rb"))
local body = file:read("*a"); file:close()
local unique = os.getenv("UNIQUE") == "1"
local prefix, rest = body:match('^(.-"swift":")(.*)$')
local headers = {["Content-Type"] = "application/json"}
local threads = 0
counter = 0
setup = function(thread) threads = threads + 1; thread:set("tid", threads) end
request = function()
  if not unique then return wrk.format("POST", nil, headers, body) end
  counter = counter + 1
  -- A comment first in the source: other bytes, the same screen.
  return wrk.format("POST", nil, headers, prefix .. "// " .. tid .. "-" .. counter .. "\\n" .. rest)
end
LUA
cat "$D/wrk-result.lua" >> "$T/post.lua"
port=$(server_free_port)
server_start "$T/server.log" HOST=127.0.0.1 PORT="$port" FONT_DIR="$FONT_DIR" HTTP_HANDLER_CONCURRENCY="$k" \
  HTTP_HEAVY_HANDLER_CONCURRENCY="$k" taskset -c "$SERVER_CORES" "$SERVER"
pid=$SERVER_PID
url=http://127.0.0.1:$port/v1/layout
server_wait "$pid" "$T/server.log" "$url" "$T/json-equivalent.json" || { server_stop "$pid"; exit 1; }
echo "machine: $CORES cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs); server on $SERVER_CORES ($k handlers), wrk on $WRK_CORES, $CONNS connections"
echo
echo "| request | body KB | req/s | p99 ms | non-2xx | × the JSON request's time |"
echo "|---|---:|---:|---:|---:|---:|"
json_rate=0
for cell in json-equivalent:0 swift-written-out:0 swift-written-out:1 swift-foreach:0 swift-foreach:1; do
  name=${cell%:*}; unique=${cell#*:}
  body=$T/$name.json
  BODY=$body UNIQUE=$unique taskset -c "$WRK_CORES" "$WRK" -t4 -c"$CONNS" -d2s -s "$T/post.lua" "$url" > /dev/null 2>&1
  read -r _ n us p99 bad sock < <(BODY=$body UNIQUE=$unique taskset -c "$WRK_CORES" timeout $((DUR + 10)) \
    "$WRK" -t4 -c"$CONNS" -d"${DUR}s" --timeout 5s -s "$T/post.lua" "$url" | grep '^RES')
  rate=$((n * 1000000 / us))
  [ "$name" = json-equivalent ] && json_rate=$rate
  label=$name; [ "$name" != json-equivalent ] && label="$name, $([ "$unique" = 1 ] && echo cold || echo again)"
  echo "| $label | $(( $(stat -c %s "$body") / 1024 )) | $rate | $(awk "BEGIN {printf \"%.1f\", $p99 / 1000}") | $bad | $(awk "BEGIN {printf \"%.2f\", $json_rate / $rate}") |"
done
server_stop $pid 2> /dev/null
