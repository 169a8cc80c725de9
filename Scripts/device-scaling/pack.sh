#!/usr/bin/env bash
# Packs what a scaling run needs into .device/ at the project's root (ignored by git), for a
# many-core machine that has no Swift toolchain: static release binaries (layout-server,
# layout-bench, and hb-layout from Benchmarks/ unless --no-peer), stripped, in one tar.xz;
# the shared libraries `ldd` lists for them and wrk; the Inter font; wrk; the load bodies;
# run-scaling.sh, run-source.sh and run-all.sh, and Scripts/lib's server.sh and server.py, which
# start and wait for the servers. About 30 MB. Then, on the many-core machine, with
# .device/ copied there:
#
#   cd .device && NS="1 4 8 16" DUR=5 OUT=. ./run-all.sh
#
# which writes layout-bench's --threads table with requests per second and RSS per core count
# (scaling.md; run-scaling.sh alone prints it), the small-request changes turned off one at a
# time (ablation.md) and the source route against the JSON route (source.md). Where the
# machine's time is short, `OUT=. ./run-session.sh` takes about 5 minutes: the single-thread
# benchmark lines, the table, repeated rounds at the largest count, and the source route.
# Set BUILD_LOCK to a lock file that every build on this machine takes, if the cores are shared.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(git rev-parse --show-toplevel); cd "$root"
out=.device
rm -rf "$out"; mkdir -p "$out/lib" "$out/fonts"
command -v wrk > /dev/null || { apt-get update -qq && apt-get install -y -qq wrk > /dev/null; }
if [ -n "${BUILD_LOCK:-}" ]; then exec 9> "$BUILD_LOCK"; flock 9; fi
libs=$(mktemp)
bins=$(mktemp -d)
pack() { # binary name: stripped into one archive below, libraries noted
  cp "$1" "$bins/$2"; strip "$bins/$2"
  ldd "$1" | awk '/=> \/lib|=> \/usr\/lib/ {print $3}' >> "$libs"
}
for product in layout-server layout-bench; do
  Scripts/build-release.sh --static-swift-stdlib --product $product --scratch-path .build-static
  pack .build-static/release/$product $product
done
# HB_BINARY: an hb-layout built already (say from a copy of the tree, while this one changes).
if [ -n "${HB_BINARY:-}" ]; then
  pack "$HB_BINARY" hb-layout
elif [ "${1:-}" != "--no-peer" ]; then
  Scripts/build-release.sh --static-swift-stdlib --package-path Benchmarks --product hb-layout --scratch-path .build-static-peer
  pack .build-static-peer/release/hb-layout hb-layout
fi
# One archive with a dictionary larger than a binary: they share most of their code (the
# engine, swift-syntax, the static standard library), which one xz stream finds and three do not.
tar -C "$bins" -cf - . | xz -T1 -9e --lzma2=preset=9e,dict=256MiB > "$out/bins.tar.xz"
rm -rf "$bins"
ldd "$(command -v wrk)" | awk '/=> \/lib|=> \/usr\/lib/ {print $3}' >> "$libs"
# glibc, libstdc++, libgcc, libm and OpenSSL are on the target already.
sort -u "$libs" | grep -vE 'libc\.so|libm\.so|libstdc\+\+|libgcc_s|libpthread|libdl\.so|librt\.so|libssl|libcrypto' \
  | while read -r l; do cp -L "$l" "$out/lib/"; done
rm -f "$libs"
cp /usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf "$out/fonts/"
cp "$(command -v wrk)" "$out/"
python3 Scripts/make-load-bodies.py "$out" > /dev/null
cp "$here/run-scaling.sh" "$here/run-source.sh" "$here/run-all.sh" "$here/run-session.sh" "$here/wrk-result.lua" "$out/"
cp "$here/../lib/server.sh" "$here/../lib/server.py" "$out/"
du -sh "$out"
