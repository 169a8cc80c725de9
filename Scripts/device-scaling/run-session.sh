#!/usr/bin/env bash
# A short device run, in the folder pack.sh made, for when the machine's time is scarce: the
# single-thread benchmark lines the performance notes quote (text against fixed leaves per node,
# the wire, the source front end), the scaling table at NS (layout-bench --threads, then ours and
# hb-layout per core count), REPEATS more rounds of ours and hb-layout at the largest count
# alternating (a cell's spread between runs is 14-37 %), and the source route against the JSON
# route. Each table goes to its own file under OUT; about 5 minutes with the defaults.
#
#   OUT=/some/dir NS='1 4 8 16' REPEATS=2 DUR=5 ./run-session.sh
set -u
cd "$(dirname "$0")"
OUT=${OUT:-$PWD}
NS=${NS:-1 4 8 16}; REPEATS=${REPEATS:-2}; DUR=${DUR:-5}
top=${NS##* }
export DUR
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
tar -xJf bins.tar.xz -C "$T" && chmod +x "$T"/*
export LD_LIBRARY_PATH=$PWD/lib
# layout-bench and hb-layout read the font from Debian's directory only.
if ! ls /usr/share/fonts/truetype/inter-vf/*.ttf > /dev/null 2>&1; then
  mkdir -p /usr/share/fonts/truetype/inter-vf && cp fonts/*.ttf /usr/share/fonts/truetype/inter-vf/
fi
{
  echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs)"
  for scene in "app screen" wire "swift source"; do timeout 120 "$T/layout-bench" "$scene"; done
} > "$OUT/bench.md" 2>&1
NS="$NS" ./run-scaling.sh > "$OUT/scaling.md" 2>&1
for round in $(seq 1 "$REPEATS"); do
  echo "round $((round + 1)) at k = $top:"
  NO_BENCH=1 NS="$top" ./run-scaling.sh 2>&1 | grep '^| '
done > "$OUT/repeats.md"
SERVER=$T/layout-server BENCH=$T/layout-bench WRK=$PWD/wrk FONT_DIR=$PWD/fonts ./run-source.sh > "$OUT/source.md" 2>&1
