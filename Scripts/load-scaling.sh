#!/usr/bin/env bash
# Requests per second per core count on this machine: builds layout-server (release) and runs
# Scripts/device-scaling/run-scaling.sh with it (the server pinned to the first k cores with k
# handlers, wrk on the rest, or on all cores where fewer than eight).
#
#   Scripts/load-scaling.sh --cores 1,2 [--duration SECONDS]
#
# Set BUILD_LOCK to a lock file that every build takes, if the machine's cores are shared.
set -euo pipefail
cd "$(dirname "$0")/.."
CORES=1,2; DURATION=6
while [ $# -gt 0 ]; do
  case "$1" in
    --cores) CORES="$2"; shift ;;
    --duration) DURATION="$2"; shift ;;
    *) echo "usage: $0 [--cores 1,2,4] [--duration SECONDS]" >&2; exit 2 ;;
  esac
  shift
done
command -v wrk > /dev/null || { apt-get update -qq && apt-get install -y -qq wrk > /dev/null; }
if [ -n "${BUILD_LOCK:-}" ]; then exec 9> "$BUILD_LOCK"; flock 9; fi
Scripts/build-release.sh --product layout-server >&2
Scripts/build-release.sh --product layout-bench >&2
BODIES=$(mktemp -d); trap 'rm -rf "$BODIES"' EXIT
python3 Scripts/make-load-bodies.py "$BODIES" > /dev/null
SERVER=$PWD/.build/release/layout-server BENCH=$PWD/.build/release/layout-bench WRK=$(command -v wrk) \
  BODIES=$BODIES FONT_DIR=${FONT_DIR:-/usr/share/fonts/truetype/inter-vf} NS="${CORES//,/ }" DUR=$DURATION \
  Scripts/device-scaling/run-scaling.sh
