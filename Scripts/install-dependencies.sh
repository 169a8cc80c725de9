#!/usr/bin/env bash
# Installs the Debian packages the server and its tests need (idempotent; root or sudo).
#   libharfbuzz-dev + pkg-config   text shaping (linked through pkg-config)
#   fonts-inter-variable           the default font (Inter, OFL)
#   fonts-jetbrains-mono           the monospaced design's font (JetBrains Mono, Apache 2.0)
#   fonts-crosextra-caladea        the serif design's font (Caladea, OFL)
#   unicode-data                   LineBreakTest.txt for the line-breaking conformance test
#   libcurl4-openssl-dev           the integration tests' HTTP client
#   zlib1g-dev                     gzip content coding of responses
#   libbrotli-dev                  brotli content coding of responses
#   librsvg2-2                     the PNG answer (loaded at run time; without it PNG is not offered)
# With --browser, also what Scripts/browser-test.py needs:
#   chromium                       the headless browser it drives over DevTools
#   libxml2-utils + w3c-sgml-lib   xmllint and the W3C SVG 1.1 DTD it validates the SVGs with
set -euo pipefail
packages=(libharfbuzz-dev pkg-config fonts-inter-variable fonts-jetbrains-mono fonts-crosextra-caladea unicode-data
          libcurl4-openssl-dev zlib1g-dev libbrotli-dev librsvg2-2)
if [ "${1:-}" = "--browser" ]; then packages+=(chromium libxml2-utils w3c-sgml-lib); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
