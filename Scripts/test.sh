#!/usr/bin/env bash
# Installs what the tests need and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
# The SIGTERM drain test runs the real executable: build it first so that it is never stale.
swift build --product layout-server
swift test "$@"
