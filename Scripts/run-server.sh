#!/usr/bin/env bash
# Installs what the server needs, builds it in release mode and runs it (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-dependencies.sh
Scripts/build-release.sh --product layout-server
exec .build/release/layout-server
