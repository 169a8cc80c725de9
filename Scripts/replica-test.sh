#!/usr/bin/env bash
# Three layout-server replicas behind HAProxy on 127.0.0.1, under recorded load: a rolling
# restart, a replica killed with SIGKILL (with and without HAProxy's retries), an overloaded
# replica, and throughput with 1, 2 and 3 replicas; then promtool checks each replica's /metrics.
# Prints a Markdown table (Scripts/replica-test.py does the work).
#
#   Scripts/replica-test.sh [--short] [--binary PATH]
#
# --short: the CI run, under a minute after the build. --binary: a release build of layout-server
# to use instead of building one (into .build-release). Installs Debian's haproxy, prometheus
# (for promtool) and wrk when missing. On a machine whose cores are shared, set BUILD_LOCK to a
# lock file that every build takes.
set -euo pipefail
cd "$(dirname "$0")/.."

SHORT=()
BINARY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --short) SHORT=(--short) ;;
    --binary) BINARY="$2"; shift ;;
    *) echo "usage: $0 [--short] [--binary PATH]" >&2; exit 2 ;;
  esac
  shift
done

missing=()
command -v haproxy >/dev/null || missing+=(haproxy)
command -v promtool >/dev/null || missing+=(prometheus)
command -v wrk >/dev/null || missing+=(wrk)
if [ ${#missing[@]} -gt 0 ]; then
  echo "== Installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  timeout 600 apt-get -q update >&2
  timeout 900 apt-get -q install -y --no-install-recommends "${missing[@]}" >&2
fi

if [ -z "$BINARY" ]; then
  echo "== Building layout-server (release)" >&2
  build=(Scripts/build-release.sh --product layout-server --scratch-path .build-release)
  if [ -n "${BUILD_LOCK:-}" ]; then
    flock "$BUILD_LOCK" "${build[@]}" >&2
  else
    "${build[@]}" >&2
  fi
  BINARY=.build-release/release/layout-server
fi

exec timeout 900 python3 Scripts/replica-test.py --binary "$BINARY" "${SHORT[@]}"
