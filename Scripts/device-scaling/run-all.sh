#!/usr/bin/env bash
# One device run, in the folder pack.sh made: the scaling table (layout-bench --threads, then
# ours and hb-layout per core count), ours again at the largest count with the small-request
# changes turned off one at a time (which of them the gain comes from), and the source route
# against the JSON route. Writes each table under OUT (default: the folder).
#
#   OUT=/some/dir NS='1 4 8 16' DUR=5 ./run-all.sh
set -u
cd "$(dirname "$0")"
OUT=${OUT:-$PWD}
NS=${NS:-1 4 8 16}; DUR=${DUR:-5}
top=${NS##* }
export DUR
NS="$NS" ./run-scaling.sh > "$OUT/scaling.md" 2>&1
for change in LAYOUT_INLINE_MAX_BYTES=0 ACCESS_LOG_BUFFER_BYTES=0; do
  echo "ours with $change:" >> "$OUT/ablation.md"
  env "$change" NO_PEER=1 NO_BENCH=1 NS="$top" ./run-scaling.sh 2>&1 | grep '^| ours' >> "$OUT/ablation.md"
done
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
tar -xJf bins.tar.xz -C "$T" && chmod +x "$T"/*
LD_LIBRARY_PATH=$PWD/lib SERVER=$T/layout-server BENCH=$T/layout-bench WRK=$PWD/wrk FONT_DIR=$PWD/fonts \
  ./run-source.sh > "$OUT/source.md" 2>&1
