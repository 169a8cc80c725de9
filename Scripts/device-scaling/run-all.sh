#!/usr/bin/env bash
# One device run, in the folder pack.sh made: the scaling table (layout-bench --threads, then
# ours and hb-layout per core count), ours again at the largest count with the small-request
# changes turned off one at a time and other settings tried (ABLATIONS: which of them the gain
# comes from), and the source route against the JSON route. Writes each table under OUT (default: the folder).
#
#   OUT=/some/dir NS='1 4 8 16' DUR=5 ./run-all.sh
set -u
cd "$(dirname "$0")"
OUT=${OUT:-$PWD}
NS=${NS:-1 4 8 16}; DUR=${DUR:-5}
top=${NS##* }
export DUR
NS="$NS" ./run-scaling.sh > "$OUT/scaling.md" 2>&1
# Each line: the settings, then the core counts to run them at (default: the largest).
# ABLATIONS replaces the list; a line's settings are separated by spaces.
ABLATIONS=${ABLATIONS:-"LAYOUT_INLINE_MAX_BYTES=0
ACCESS_LOG_BUFFER_BYTES=0
HTTP_EVENT_LOOPS=8
HTTP_EVENT_LOOPS=4 HANDLERS=12
LAYOUT_INLINE_MAX_BYTES=131072 | $NS"}
while IFS= read -r line; do
  [ -n "$line" ] || continue
  settings=${line%%|*}; ks=$top
  case $line in *'|'*) ks=${line#*|} ;; esac
  echo "ours with $settings:" >> "$OUT/ablation.md"
  # shellcheck disable=SC2086  # the settings are words
  env $settings NO_PEER=1 NO_BENCH=1 NS="$ks" ./run-scaling.sh 2>&1 | grep '^| ours' >> "$OUT/ablation.md"
done <<< "$ABLATIONS"
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
tar -xJf bins.tar.xz -C "$T" && chmod +x "$T"/*
LD_LIBRARY_PATH=$PWD/lib SERVER=$T/layout-server BENCH=$T/layout-bench WRK=$PWD/wrk FONT_DIR=$PWD/fonts \
  ./run-source.sh > "$OUT/source.md" 2>&1
