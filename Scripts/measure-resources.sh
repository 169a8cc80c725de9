#!/usr/bin/env bash
# The figures the Kubernetes manifests' CPU and memory are sized from (deploy/README.md): a
# release build of layout-server on a free loopback port, its start time, its resident memory at
# rest, and its CPU per request and resident memory under wrk with app screens (16 and 256
# connections), then under requests of 256 KiB of distinct text each (the LAYOUT_MAX_TEXT_BYTES
# bound), which fill the text caches.
#
#   Scripts/measure-resources.sh [--binary PATH] [--seconds N]
#
# Without --binary it builds into .build-release (under BUILD_LOCK, if set, as load-test.sh does).
# Loopback only; every run is bounded in time.
set -euo pipefail
cd "$(dirname "$0")/.."

BINARY=""
SECONDS_PER_RUN=10
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) BINARY="$2"; shift ;;
    --seconds) SECONDS_PER_RUN="$2"; shift ;;
    *) echo "usage: $0 [--binary PATH] [--seconds N]" >&2; exit 2 ;;
  esac
  shift
done

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
if [ -z "$BINARY" ]; then
  build=(Scripts/build-release.sh --product layout-server --scratch-path .build-release)
  if [ -n "${BUILD_LOCK:-}" ]; then flock "$BUILD_LOCK" "${build[@]}" >&2; else "${build[@]}" >&2; fi
  BINARY=.build-release/release/layout-server
fi

. Scripts/lib/server.sh
WORK=$(mktemp -d)
PID=""
cleanup() {
  [ -z "$PID" ] || server_stop "$PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
python3 Scripts/make-load-bodies.py "$WORK" 2>/dev/null
cat >"$WORK/post.lua" <<'LUA'
local f = assert(io.open(os.getenv("BODY"), "rb"))
wrk.method = "POST"
wrk.body = f:read("*a")
f:close()
wrk.headers["Content-Type"] = "application/json"
done = function(summary, latency, requests)
  io.write(string.format("WRK requests=%d non2xx=%d\n", summary.requests, summary.errors.status))
end
LUA

PORT=$(server_free_port)
URL="http://127.0.0.1:$PORT"
started=$(date +%s.%N)
server_start "$WORK/server.log" HOST=127.0.0.1 PORT="$PORT" "$BINARY"
PID=$SERVER_PID
server_wait "$PID" "$WORK/server.log" "$URL/livez"
ready=$(date +%s.%N)

mib() { awk '/^'"$1"':/ { printf "%.0f", $2 / 1024 }' "/proc/$PID/status"; }
cpu_seconds() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$PID/stat"; }

printf '| measured | value |\n|---|---|\n'
printf '| start to /livez | %.2f s |\n' "$(echo "$ready - $started" | bc)"
printf '| resident memory at rest | %s MiB |\n' "$(mib VmRSS)"

# CPU the server spent per answered request, and its resident memory after the run.
load() { # label, body, connections
  local before after line requests
  before=$(cpu_seconds)
  line=$(BODY="$WORK/$2.json" wrk -t2 -c"$3" -d"${SECONDS_PER_RUN}s" --timeout 10s -s "$WORK/post.lua" "$URL/v1/layout" | grep '^WRK')
  after=$(cpu_seconds)
  requests=$(sed 's/.*requests=\([0-9]*\).*/\1/' <<<"$line")
  local non2xx=$(sed 's/.*non2xx=\([0-9]*\).*/\1/' <<<"$line")
  printf '| %s, %s connections, %s s | %.0f req/s; %.3f ms CPU a request; %s MiB resident (peak %s); non-2xx %s |\n' \
    "$1" "$3" "$SECONDS_PER_RUN" "$(echo "$requests / $SECONDS_PER_RUN" | bc -l)" \
    "$(echo "($after - $before) * 1000 / $requests" | bc -l)" "$(mib VmRSS)" "$(mib VmHWM)" "$non2xx"
  # A server that fell behind keeps working on requests wrk gave up on; wait until it is idle.
  local a b
  for _ in $(seq 150); do a=$(cpu_seconds); sleep 0.2; b=$(cpu_seconds); [ "$(echo "$b - $a < 0.02" | bc)" = 1 ] && break; done
}
load "app screen (1,002 nodes)" app-screen 16
load "app screen" app-screen 256
load "small request" small 16

# Distinct 256 KiB texts: every word is new, so each request measures and caches afresh.
python3 - "$PORT" "$SECONDS_PER_RUN" <<'PY'
import asyncio, json, random, sys, time
port, seconds = int(sys.argv[1]), float(sys.argv[2])
def body(seed):
    r = random.Random(seed)
    texts, total = [], 0
    while total < 255_000:
        t = " ".join("".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(r.randint(2, 10))) for _ in range(30))
        texts.append(t)
        total += len(t) + 1
    view = {"type": "VStack", "children": [{"type": "Text", "text": t} for t in texts]}
    return json.dumps({"proposal": {"width": 393, "height": None}, "view": view}).encode()
async def client(i, deadline, codes):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    n = 0
    while time.monotonic() < deadline:
        b = body(i * 1_000_000 + n); n += 1
        writer.write(b"POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: %d\r\n\r\n" % len(b) + b)
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        codes[int(head.split()[1])] = codes.get(int(head.split()[1]), 0) + 1
        length = next(int(l.split(b":")[1]) for l in head.split(b"\r\n") if l.lower().startswith(b"content-length"))
        await reader.readexactly(length)
    writer.close()
async def main():
    codes, deadline = {}, time.monotonic() + seconds
    await asyncio.gather(*(client(i, deadline, codes) for i in range(8)))
    print(f"DISTINCT {sum(codes.values())} {codes}", file=sys.stderr)
asyncio.run(main())
PY
printf '| 256 KiB of distinct text a request, 8 connections, %s s | %s MiB resident (peak %s); text cache %s bytes |\n' \
  "$SECONDS_PER_RUN" "$(mib VmRSS)" "$(mib VmHWM)" \
  "$(curl -s "$URL/metrics" | awk '/^text_measure_cache_bytes / { print $2 }')"
