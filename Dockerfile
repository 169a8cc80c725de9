# Layout Server container image.
#
#   docker build -t layout-server .
#   docker run --rm -p 8080:8080 layout-server
#
# The server listens on 0.0.0.0:$PORT (default 8080) and serves /livez, /readyz and /v1/layout.
# Scripts/container-check.sh builds this file with podman and checks the running container.

# ---------------------------------------------------------------------------------------------
# Build: the official Swift 6.3.1 image on Debian 12 (bookworm).
# ---------------------------------------------------------------------------------------------
FROM swift:6.3.1-bookworm AS build

# HarfBuzz headers and pkg-config for the CHarfBuzz system library target; zlib's and brotli's
# headers for compressed responses. libcurl is only used by the integration tests, which this
# image does not build.
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends libharfbuzz-dev pkg-config zlib1g-dev libbrotli-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /build

# swift-syntax, the package's one dependency, is resolved in a layer of its own from the manifest
# alone (resolving reads no target's directory), so a change to the sources reuses it and
# fetches nothing (Scripts/container-check.sh lends the build the host's git mirror where there
# is one).
COPY Package.swift ./
RUN swift package resolve
# The build below needs every target's directory, the test targets' too, since the manifest
# lists them; LayoutService embeds openapi.yaml through a symbolic link to the root copy, and the
# playground's example requests through links into Fixtures/examples.
COPY openapi.yaml ./
COPY Fixtures/examples ./Fixtures/examples
COPY Sources ./Sources
COPY Tests ./Tests
COPY Scripts/build-release.sh ./Scripts/

# The Swift runtime, Foundation and Dispatch are linked statically; the binary needs only
# glibc-level libraries and HarfBuzz at run time.
# Scripts/build-release.sh: the release flags every build of the service shares.
RUN Scripts/build-release.sh --static-swift-stdlib --product layout-server \
    && mkdir /staging \
    && cp "$(Scripts/build-release.sh --show-bin-path)/layout-server" /staging/ \
    && cp /usr/libexec/swift/linux/swift-backtrace-static /staging/

# ---------------------------------------------------------------------------------------------
# Run: plain Debian 12 with only what the binary links against and the default font.
# ---------------------------------------------------------------------------------------------
FROM debian:bookworm-slim

# `ldd layout-server` lists, beyond glibc: libharfbuzz (libharfbuzz0b, which pulls libfreetype6,
# libglib2.0-0 and libgraphite2-3) and libharfbuzz-subset (libharfbuzz-subset0, which cuts the
# fonts an SVG carries), libz (zlib1g, for gzip answers; already in the base image,
# named so that it stays), libbrotlienc (libbrotli1, for brotli answers), libstdc++ and
# libgcc_s (both already in the base image).
# ICU, Foundation and Dispatch are linked in, and no time zones are used, so no tzdata.
# fonts-inter-variable: the default font, loaded from /usr/share/fonts/truetype/inter-vf;
# fonts-jetbrains-mono and fonts-crosextra-caladea: the monospaced and serif designs' fonts,
# from /usr/share/fonts/truetype/jetbrains-mono and /usr/share/fonts/truetype/crosextra.
# librsvg2-2: the PNG answer (`Accept: image/png`), loaded with dlopen when the server starts,
# so ldd does not list it; it brings cairo, pango and glib.
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends libharfbuzz0b libharfbuzz-subset0 libstdc++6 zlib1g libbrotli1 fonts-inter-variable \
        fonts-jetbrains-mono fonts-crosextra-caladea librsvg2-2 \
    && rm -rf /var/lib/apt/lists/*

# A numeric user so that Kubernetes' runAsNonRoot can verify it.
RUN groupadd --gid 10001 layout \
    && useradd --uid 10001 --gid 10001 --no-create-home \
        --home-dir /nonexistent --shell /usr/sbin/nologin layout

WORKDIR /app
COPY --from=build /staging/ /app/

USER 10001:10001

# Readable crash reports on stderr, produced by the statically linked backtracer.
ENV PORT=8080 \
    SWIFT_BACKTRACE=enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=/app/swift-backtrace-static

EXPOSE 8080

# Health for `docker run` and Compose (Kubernetes ignores HEALTHCHECK and uses the probes in
# deploy/kubernetes/). The image has no curl, so bash (which Debian's essential set guarantees)
# opens the socket itself through its /dev/tcp redirection and asks /readyz, which answers 503
# while the server drains. HOST 0.0.0.0 connects to the local host on Linux. Docker keeps this
# instruction; podman keeps it only when it builds in the docker format (`--format docker`).
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/bin/bash", "-c", "exec 3<>\"/dev/tcp/${HOST:-127.0.0.1}/${PORT:-8080}\" && printf 'GET /readyz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && read -r -t 2 _ code _ <&3 && [ \"$code\" = 200 ]"]

ENTRYPOINT ["/app/layout-server"]
