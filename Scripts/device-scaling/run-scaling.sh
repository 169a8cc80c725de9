#!/usr/bin/env bash
# Requests per second per core count: for each k in NS, layout-server pinned to cores 0..k-1 with
# HTTP_HANDLER_CONCURRENCY=k (and hb-layout, Hummingbird 2 hosting the same handler, when given),
# wrk pinned to WRK_CORES, on the app screen (1,002 nodes, 250 Texts) and the small request.
# Prints one Markdown row per server, k, request and connection count, with the server's RSS
# after the cell (memory must not grow with k more than the caches and in-flight layouts do).
#
#   NS="1 2 4 8 12" DUR=6 ./run-scaling.sh          in the folder pack.sh made (no Swift needed)
#   Scripts/load-scaling.sh --cores 1,2              on a development machine (builds first)
#
# Settings (environment): SERVER, HB (optional; NO_PEER=1 leaves the packed one out), BENCH
# (optional; NO_BENCH=1 skips its table), WRK, BODIES (app-screen.json, small.json),
# FONT_DIR, NS, DUR (seconds a cell), CONNS (connection counts), WRK_CORES (taskset list;
# default the last four cores on eight or more, else all, which then compete with the server),
# HANDLERS (ours' HTTP_HANDLER_CONCURRENCY; default k).
set -u
cd "$(dirname "$0")"
D=$PWD
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
if [ -z "${SERVER:-}" ]; then  # the packed folder: binaries compressed, libraries beside them
  export LD_LIBRARY_PATH=$D/lib
  # pack.sh's archive; its files come out without the run bit.
  tar -xJf bins.tar.xz -C "$T" && chmod +x "$T"/*
  SERVER=$T/layout-server
  [ -f "$T/hb-layout" ] && [ -z "${NO_PEER:-}" ] && HB=$T/hb-layout
  [ -f "$T/layout-bench" ] && BENCH=$T/layout-bench
  WRK=${WRK:-$D/wrk}; BODIES=${BODIES:-$D}; FONT_DIR=${FONT_DIR:-$D/fonts}
  # hb-layout reads the font from Debian's directory only.
  if [ -n "${HB:-}" ] && ! ls /usr/share/fonts/truetype/inter-vf/*.ttf > /dev/null 2>&1; then
    mkdir -p /usr/share/fonts/truetype/inter-vf && cp "$FONT_DIR"/*.ttf /usr/share/fonts/truetype/inter-vf/
  fi
  chmod +x "$WRK"
fi
CORES=$(nproc)
DUR=${DUR:-6}; CONNS=${CONNS:-64}; NS=${NS:-1 2 4 8 12}
WRK_CORES=${WRK_CORES:-$([ "$CORES" -ge 8 ] && echo "$((CORES - 4))-$((CORES - 1))" || echo "0-$((CORES - 1))")}
echo "machine: $CORES cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs); wrk on cores $WRK_CORES"
cat > "$T/post.lua" <<'LUA'
local file = assert(io.open(os.getenv("BODY"), "rb"))
wrk.method = "POST"; wrk.body = file:read("*a"); file:close()
wrk.headers["Content-Type"] = "application/json"
LUA
cat "$D/wrk-result.lua" >> "$T/post.lua"
# pack.sh puts server.sh beside this script; in the repository it is in Scripts/lib.
if [ -f "$D/server.sh" ]; then . "$D/server.sh"; else . "$D/../lib/server.sh"; fi
rss_mb() { awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }

if [ -n "${BENCH:-}" ] && [ -z "${NO_BENCH:-}" ]; then FONT_DIR=$FONT_DIR "$BENCH" --threads "$(echo $NS | tr ' ' ',')"; fi
echo
echo "| server | k | request | connections | req/s | p99 ms | non-2xx | socket errors | RSS MB after |"
echo "|---|---:|---|---:|---:|---:|---:|---:|---:|"
for k in $NS; do
  [ "$k" -le "$CORES" ] || continue
  for server in ours hb-layout; do
    port=$(server_free_port)
    log=$T/$server-$k.log
    if [ $server = ours ]; then
      server_start "$log" HOST=127.0.0.1 PORT="$port" FONT_DIR="$FONT_DIR" HTTP_HANDLER_CONCURRENCY="${HANDLERS:-$k}" \
        taskset -c "0-$((k - 1))" "$SERVER"
    else
      [ -n "${HB:-}" ] || continue
      server_start "$log" FONT_DIR="$FONT_DIR" HB_PORT="$port" taskset -c "0-$((k - 1))" "$HB"
    fi
    pid=$SERVER_PID
    url=http://127.0.0.1:$port/v1/layout
    server_wait "$pid" "$log" "$url" "$BODIES/small.json" || { echo "$server k=$k did not start"; server_stop $pid; continue; }
    for req in app-screen small; do
      for c in $CONNS; do
        BODY=$BODIES/$req.json taskset -c "$WRK_CORES" "$WRK" -t4 -c"$c" -d2s -s "$T/post.lua" "$url" > /dev/null 2>&1
        read -r _ n us p99 bad sock < <(BODY=$BODIES/$req.json taskset -c "$WRK_CORES" timeout $((DUR + 10)) \
          "$WRK" -t4 -c"$c" -d"${DUR}s" --timeout 3s -s "$T/post.lua" "$url" | grep '^RES')
        echo "| $server | $k | $req | $c | $((n * 1000000 / us)) | $(awk "BEGIN {printf \"%.1f\", $p99 / 1000}") | $bad | $sock | $(rss_mb $pid) |"
      done
    done
    server_stop $pid 2> /dev/null
  done
done
