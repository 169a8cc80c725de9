#!/usr/bin/env bash
# Builds in release mode with the flags every release build of the service shares, so that the
# binary users run, the one the tests attack and the one the benchmarks time are the same code:
#
#   Scripts/build-release.sh [swift build options…]    e.g. --product layout-server
#
# -cross-module-optimization lets the optimizer inline across modules what a module does not
# mark @inlinable (swift/lib/SILOptimizer/IPO/CrossModuleOptimization.cpp: it marks functions
# and types usable from inline so that they are serialized for other modules). The SwiftUI
# source reader walks swift-syntax's tree through small accessors of another module, each a
# call and a reference count without it: with it, translating the 125-row screen as a `Row`
# and a `ForEach` takes about a quarter less, the screen written out a few per cent less
# (docs/performance.md, "SwiftUI source"; the layout engine's figures do not move). It costs
# build time: swift-syntax's modules are optimized with more of their code serialized.
#
# Every release build in one scratch path must use the same flags, or each build with other
# flags compiles everything again: build release products through this script.
set -euo pipefail
exec swift build -c release -Xswiftc -cross-module-optimization "$@"
