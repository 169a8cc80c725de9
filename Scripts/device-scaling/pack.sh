#!/usr/bin/env bash
# Packs what a scaling run needs into .device/ at the project's root (ignored by git), for a
# many-core machine that has no Swift toolchain: static release binaries (layout-server,
# layout-bench, and hb-layout from Benchmarks/ unless --no-peer), stripped and xz-compressed;
# the shared libraries `ldd` lists for them and wrk; the Inter font; wrk; the load bodies; and
# run-scaling.sh. About 40 MB. Then, on the many-core machine, with .device/ copied there:
#
#   cd .device && NS='1 2 4 8 12 16' DUR=6 ./run-scaling.sh | tee scaling.txt
#
# which prints layout-bench's --threads table, then requests per second and RSS per core count.
# Set BUILD_LOCK to a lock file that every build on this machine takes, if the cores are shared.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(git rev-parse --show-toplevel); cd "$root"
out=.device
rm -rf "$out"; mkdir -p "$out/lib" "$out/fonts"
command -v wrk > /dev/null || { apt-get update -qq && apt-get install -y -qq wrk > /dev/null; }
if [ -n "${BUILD_LOCK:-}" ]; then exec 9> "$BUILD_LOCK"; flock 9; fi
libs=$(mktemp)
pack() { # binary name
  local stripped; stripped=$(mktemp)
  cp "$1" "$stripped"; strip "$stripped"
  xz -T0 -6 -c "$stripped" > "$out/$2.xz"; rm -f "$stripped"
  ldd "$1" | awk '/=> \/lib|=> \/usr\/lib/ {print $3}' >> "$libs"
}
for product in layout-server layout-bench; do
  swift build -c release --static-swift-stdlib --product $product --scratch-path .build-static
  pack .build-static/release/$product $product
done
if [ "${1:-}" != "--no-peer" ]; then
  swift build -c release --static-swift-stdlib --package-path Benchmarks --product hb-layout --scratch-path .build-static-peer
  pack .build-static-peer/release/hb-layout hb-layout
fi
ldd "$(command -v wrk)" | awk '/=> \/lib|=> \/usr\/lib/ {print $3}' >> "$libs"
# glibc, libstdc++, libgcc, libm and OpenSSL are on the target already.
sort -u "$libs" | grep -vE 'libc\.so|libm\.so|libstdc\+\+|libgcc_s|libpthread|libdl\.so|librt\.so|libssl|libcrypto' \
  | while read -r l; do cp -L "$l" "$out/lib/"; done
rm -f "$libs"
cp /usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf "$out/fonts/"
cp "$(command -v wrk)" "$out/"
python3 Scripts/make-load-bodies.py "$out" > /dev/null
cp "$here/run-scaling.sh" "$out/"
du -sh "$out"
