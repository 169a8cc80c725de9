#!/usr/bin/env bash
# Installs what the tests need and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
swift test "$@"
