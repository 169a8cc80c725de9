#!/usr/bin/env bash
# Load test: layout-server (release) on a free loopback port under wrk, 2 threads, 16 and 256
# connections, two requests (a ~1,000-node app screen and the first seed fixture), each run
# bounded to DURATION seconds and repeated ROUNDS times. Prints a Markdown table of the median
# run's requests/s, p50/p99/p99.9 latency and errors.
#
#   Scripts/load-test.sh [--compare] [--duration SECONDS] [--rounds N]
#
# Every server is started first and stays up; each round then measures each server in turn on
# the same request and connection count, so that a slow minute on this shared machine falls on
# all of them alike rather than on whichever server happened to run then.
#
# --compare also builds the nested Benchmarks/ package (Hummingbird 2; the first release build
# takes several minutes) and runs the same loads against hb-layout (Hummingbird serving our wire
# decoder, engine and encoder) and hb-codable (Hummingbird with JSONDecoder/JSONEncoder and
# Codable types), with ratios to ours and the targets checked.
#
# On a machine whose cores are shared, set BUILD_LOCK to a lock file that every build takes: the
# script holds it from its first build to its last measurement, so no build competes for the cores.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=10
ROUNDS=3
COMPARE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --compare) COMPARE=1 ;;
    --duration) DURATION="$2"; shift ;;
    --rounds) ROUNDS="$2"; shift ;;
    *) echo "usage: $0 [--compare] [--duration SECONDS] [--rounds N]" >&2; exit 2 ;;
  esac
  shift
done
CONNECTIONS=(16 256)
REQUESTS=(app-screen small)

if ! command -v wrk >/dev/null; then
  apt-get update -qq && apt-get install -y -qq wrk >/dev/null
fi

if [ -n "${BUILD_LOCK:-}" ]; then
  exec 9>"$BUILD_LOCK"
  echo "== Waiting for $BUILD_LOCK" >&2
  flock 9
fi
echo "== Building (release)" >&2
Scripts/build-release.sh --product layout-server >&2
SERVERS=(ours)
if [ "$COMPARE" = 1 ]; then
  # SwiftPM keeps its plan of a path dependency's sources and misses files added to them later
  # (the build then fails on missing symbols); dropping the plan makes it look again.
  rm -f Benchmarks/.build/release.yaml Benchmarks/.build/*/release/description.json
  Scripts/build-release.sh --package-path Benchmarks >&2
  SERVERS+=(hb-layout hb-codable)
fi

. Scripts/lib/server.sh
WORK=$(mktemp -d)
SERVER_PIDS=()
declare -A URLS PIDS
cleanup() {
  for pid in "${SERVER_PIDS[@]}"; do server_stop "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

python3 Scripts/make-load-bodies.py "$WORK"

# wrk's Lua: POST the body file named by $BODY; when done, one machine-readable line with the
# request count, latency percentiles (microseconds, 99.9 included) and the error counters.
cat >"$WORK/post.lua" <<'LUA'
local file = assert(io.open(os.getenv("BODY"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "LOAD_RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d p999_us=%d non2xx=%d socket=%d\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    latency:percentile(99.9), e.status, e.connect + e.read + e.write + e.timeout))
end
LUA

# Starts server $1 on a free port; records its pid and URL, waits until a layout succeeds.
start_server() {
  local port
  port=$(server_free_port)
  case "$1" in
    # The access log is on, as in production, written to a file instead of a terminal.
    ours) server_start "$WORK/$1.log" HOST=127.0.0.1 PORT="$port" .build/release/layout-server ;;
    hb-*) server_start "$WORK/$1.log" HB_PORT="$port" "Benchmarks/.build/release/$1" ;;
  esac
  SERVER_PIDS+=("$SERVER_PID")
  PIDS[$1]=$SERVER_PID
  URLS[$1]="http://127.0.0.1:$port/v1/layout"
  server_wait "$SERVER_PID" "$WORK/$1.log" "${URLS[$1]}" "$WORK/small.json" || exit 1
}

for server in "${SERVERS[@]}"; do
  echo "== starting $server" >&2
  start_server "$server"
  for request in "${REQUESTS[@]}"; do
    curl -s -H 'Content-Type: application/json' --data-binary @"$WORK/$request.json" "${URLS[$server]}" \
      >"$WORK/$server-$request.out"
    # Warm-up: caches, allocator and connection setup out of the measured runs.
    BODY="$WORK/$request.json" wrk -t2 -c16 -d2s -s "$WORK/post.lua" "${URLS[$server]}" >/dev/null
  done
done

# Waits (at most 30 s) until process $1 stops using CPU. A server that fell behind keeps working
# on requests wrk has given up on; the next run must not share the cores with that backlog.
wait_idle() {
  local before after
  ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
  for _ in $(seq 150); do
    before=$(ticks "$1"); sleep 0.2; after=$(ticks "$1")
    [ $((after - before)) -le 1 ] && return 0
  done
}

RESULTS="$WORK/results.tsv"
: >"$RESULTS"
for request in "${REQUESTS[@]}"; do
  for connections in "${CONNECTIONS[@]}"; do
    for round in $(seq "$ROUNDS"); do
      for server in "${SERVERS[@]}"; do
        line=$(BODY="$WORK/$request.json" wrk -t2 -c"$connections" -d"${DURATION}s" --timeout 2s --latency \
          -s "$WORK/post.lua" "${URLS[$server]}" | grep '^LOAD_RESULT')
        echo "   $request c=$connections round $round $server: $line" >&2
        wait_idle "${PIDS[$server]}"
        printf '%s\t%s\t%s\t%s\n' "$server" "$request" "$connections" "$line" >>"$RESULTS"
      done
    done
  done
done

python3 - "$RESULTS" "$WORK" "${SERVERS[@]}" <<'PY'
import json, sys

results, work, servers = sys.argv[1], sys.argv[2], sys.argv[3:]

def frames(node, path, out):
    """Every frame in a layout response, keyed by its place in the tree."""
    if isinstance(node, dict):
        if "frame" in node:
            out[path] = tuple(node["frame"][k] for k in ("x", "y", "width", "height"))
        for key in ("modifiers", "children"):
            for i, child in enumerate(node.get(key, [])):
                frames(child, f"{path}/{key}/{i}", out)
        if "content" in node:
            frames(node["content"], path + "/content", out)
    return out

print()
for request in ("app-screen", "small"):
    reference = frames(json.load(open(f"{work}/ours-{request}.out"))["view"], "", {})
    for server in servers[1:]:
        if server.startswith("ours"):
            continue
        other = frames(json.load(open(f"{work}/{server}-{request}.out"))["view"], "", {})
        worst = max((abs(a - b) for k in reference for a, b in zip(reference[k], other.get(k, (float("inf"),) * 4))),
                    default=0)
        verdict = "same frames" if other.keys() == reference.keys() and worst < 1e-9 else f"DIFFERENT (max {worst})"
        print(f"- {request}: {server} gives {verdict} as ours ({len(reference)} frames)")

runs = {}
for line in open(results):
    server, request, connections, fields = line.rstrip("\n").split("\t")
    values = dict(kv.split("=") for kv in fields.split()[1:])
    values = {k: int(v) for k, v in values.items()}
    # Throughput counts answered layouts only: a 503 refusal is not served work.
    values["rps"] = (values["requests"] - values["non2xx"]) / (values["duration_us"] / 1e6)
    runs.setdefault((server, request, int(connections)), []).append(values)
# The median round by throughput stands for each cell (its latencies and errors with it).
rows = {k: sorted(v, key=lambda r: r["rps"])[len(v) // 2] for k, v in runs.items()}

print()
print("| request | connections | server | 2xx/s | ours ÷ this | p50 ms | p99 ms | p99.9 ms | non-2xx | socket errors |")
print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|")
for request in ("app-screen", "small"):
    for connections in (16, 256):
        ours = rows.get(("ours", request, connections))
        for server in servers:
            r = rows.get((server, request, connections))
            if not r:
                continue
            ratio = "" if server == "ours" else f"{ours['rps'] / r['rps']:.2f}×" if r["rps"] else "∞"
            print(f"| {request} | {connections} | {server} | {r['rps']:,.0f} | {ratio} | {r['p50_us'] / 1000:.2f} | "
                  f"{r['p99_us'] / 1000:.2f} | {r['p999_us'] / 1000:.2f} | {r['non2xx']} | {r['socket']} |")

def check(name, ok):
    print(f"- {'met' if ok else 'MISSED'}: {name}")

print()
print("2xx/s counts answered layouts only; latency percentiles are wrk's, over every response (503s included).")
print(f"Each row is the median of {len(next(iter(runs.values())))} interleaved runs of the same cell.")
print()
ours = {k: v for k, v in rows.items() if k[0] == "ours"}
if "hb-layout" in servers:
    check("ours ≥ 1.0× hb-layout 2xx/s in every cell (median rounds)",
          all(v["rps"] >= rows[("hb-layout", k[1], k[2])]["rps"] for k, v in ours.items()))
    check("ours ≥ 3× hb-codable 2xx/s in every cell (median rounds)",
          all(v["rps"] >= 3 * rows[("hb-codable", k[1], k[2])]["rps"] for k, v in ours.items()))
check("ours p99 < 20 ms at 256 connections",
      all(v["p99_us"] < 20_000 for k, v in ours.items() if k[2] == 256))
check("ours: no non-2xx responses and no socket errors",
      all(v["non2xx"] == 0 and v["socket"] == 0 for v in ours.values()))
PY
