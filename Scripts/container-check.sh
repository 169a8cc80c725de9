#!/usr/bin/env bash
# Builds the repository's Dockerfile with podman, runs the image and checks that it serves.
#
#   Scripts/container-check.sh            # as root, on Debian 12 (bookworm)
#
# There is no Docker engine and no registry access, so the base images the Dockerfile names are
# replaced by local stand-ins, built once and kept in podman's image store:
#   - the runtime base (debian:bookworm-slim): a minbase debootstrap of bookworm from the Debian
#     mirror configured in /etc/apt/sources.list*;
#   - the builder base (swift:<version>-bookworm): that rootfs plus the build dependencies the
#     official Swift image installs and the local Swift toolchain laid out under /usr, as the
#     official image does.
# Then: podman build (chroot isolation; under the lock file BUILD_LOCK names, if set, so that it
# waits for other builds on a shared machine), run the image with host
# networking on a free loopback port (read-only, no capabilities, as the Kubernetes manifests run
# it), wait for /livez, run the image's HEALTHCHECK, POST one layout to /v1/layout, stop it with
# SIGTERM (it must exit 0), and print PASS or FAIL. Exits non-zero on failure.
#
# Environment:
#   SWIFT_TOOLCHAIN       toolchain root containing usr/bin/swift (default: the root of the
#                         swift on PATH)
#   BUILD_LOCK            a lock file (flock) to hold while building, if set
#   CONTAINER_CHECK_IMAGE tag for the built image (default: layout-server:ci)
#   CONTAINER_CHECK_REBUILD_BASES=1   rebuild the stand-in base images
# The stand-ins and the built image stay in podman's store so that later runs reuse their layers.
set -euo pipefail

readonly ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly IMAGE="${CONTAINER_CHECK_IMAGE:-layout-server:ci}"
readonly LOCK="${BUILD_LOCK:-}"
readonly LOCK_WAIT=2400        # seconds to wait for other builds on this machine
readonly BUILD_TIMEOUT=2700    # seconds for the image build itself
readonly SUITE=bookworm
readonly STANDIN_LABEL=org.layout-server.container-check.standin

log() { printf '[container-check %(%H:%M:%S)T] %s\n' -1 "$*" >&2; }

WORK=""
CONTAINER=""
STARTED=$SECONDS
RESULT_REASON="unexpected error (see the log above)"

fail() {
    RESULT_REASON="$*"
    exit 1
}

cleanup() {
    local status=$?
    trap - EXIT
    if [[ -n "$CONTAINER" ]]; then
        if [[ $status -ne 0 ]]; then
            log "container logs:"
            timeout 30 podman logs "$CONTAINER" 2>&1 | tail -n 50 >&2 || true
        fi
        timeout 60 podman rm --force --time 5 "$CONTAINER" >/dev/null 2>&1 || true
    fi
    [[ -n "$WORK" ]] && rm -rf "$WORK"
    local elapsed=$((SECONDS - STARTED))
    if [[ $status -eq 0 ]]; then
        printf 'container-check: PASS (%s built and served /livez and /v1/layout; %ds)\n' "$IMAGE" "$elapsed"
    else
        printf 'container-check: FAIL: %s (%ds)\n' "$RESULT_REASON" "$elapsed"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

[[ $(id -u) -eq 0 ]] || fail "must run as root (podman with chroot isolation and debootstrap)"

WORK="$(mktemp -d /var/tmp/container-check.XXXXXX)"

# podman's defaults set ulimits this environment refuses; runc is the runtime that works here.
export CONTAINERS_CONF="$WORK/containers.conf"
cat >"$CONTAINERS_CONF" <<'EOF'
[containers]
default_ulimits = []

[engine]
runtime = "runc"
EOF

# --- Host packages ----------------------------------------------------------------------------
install_host_packages() {
    local needed=(podman runc debootstrap debian-archive-keyring curl)
    local missing=()
    local package
    for package in "${needed[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$package")
    done
    ((${#missing[@]} == 0)) && return
    log "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    timeout 600 apt-get -q update >&2 || fail "apt-get update failed"
    timeout 900 apt-get -q install -y --no-install-recommends "${missing[@]}" >&2 \
        || fail "could not install ${missing[*]}"
}
install_host_packages

podman() { command podman --runtime runc "$@"; }

# --- Base images named by the Dockerfile ------------------------------------------------------
# The build stage is the first FROM, the runtime stage the last.
mapfile -t FROM_IMAGES < <(awk 'toupper($1) == "FROM" { for (i = 2; i <= NF; i++) if ($i !~ /^--/) { print $i; break } }' "$ROOT/Dockerfile")
((${#FROM_IMAGES[@]} >= 2)) || fail "expected a multi-stage Dockerfile"
readonly BUILDER_BASE="${FROM_IMAGES[0]}"
readonly RUNTIME_BASE="${FROM_IMAGES[${#FROM_IMAGES[@]} - 1]}"

# Docker Hub's short names as podman stores them.
qualified() {
    local name=$1
    [[ $name == */* ]] || name="library/$name"
    [[ ${name%%/*} == *.* || ${name%%/*} == localhost ]] || name="docker.io/$name"
    printf '%s\n' "$name"
}

# The Debian mirror (and security mirror) this machine's apt uses for $SUITE.
apt_mirror() {
    local wanted=$1 # e.g. bookworm or bookworm-security
    local file
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [[ -f $file ]] || continue
        awk -v s="$wanted" '$1 == "deb" {
            i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
            if ($(i + 1) == s) { print $i; exit }
        }' "$file"
    done
    for file in /etc/apt/sources.list.d/*.sources; do
        [[ -f $file ]] || continue
        awk -v s="$wanted" '
            function flush() { if (isdeb && uri != "" && hassuite) { print uri; exit } isdeb = 0; uri = ""; hassuite = 0 }
            /^[[:space:]]*$/ { flush(); next }
            /^Types:/ { for (i = 2; i <= NF; i++) if ($i == "deb") isdeb = 1 }
            /^URIs:/ { uri = $2 }
            /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == s) hassuite = 1 }
            END { flush() }' "$file"
    done
}

toolchain_root() {
    if [[ -n ${SWIFT_TOOLCHAIN:-} ]]; then
        printf '%s\n' "$SWIFT_TOOLCHAIN"
    else
        # The runtime resource path is <root>/usr/lib/swift, whatever links lead to `swift`.
        local resources
        resources="$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": *"\(.*\)".*/\1/p' | head -n 1)"
        [[ -n $resources ]] || return 1
        printf '%s\n' "${resources%/usr/lib/swift}"
    fi
}

standin_current() { # image, expected label value
    [[ ${CONTAINER_CHECK_REBUILD_BASES:-0} != 1 ]] || return 1
    command podman image exists "$1" || return 1
    local value
    value="$(command podman image inspect --format "{{ index .Labels \"$STANDIN_LABEL\" }}" "$1" 2>/dev/null)" || return 1
    # An image that is not a stand-in (e.g. the real one) is used as is.
    [[ -z $value || $value == "<no value>" || $value == "$2" ]]
}

tag_both() { # image, short name
    podman tag "$1" "$(qualified "$2")"
    [[ $(qualified "$2") == "localhost/"* ]] || podman tag "$1" "localhost/${2#docker.io/}"
}

# Turns a debootstrapped tree into what Debian's "-slim" images are: no documentation, manuals
# or translations (now or after later installs), and apt keeps no caches in image layers.
slim_rootfs() {
    local rootfs=$1
    [[ -n $WORK && $rootfs == "$WORK"/?* && -f $rootfs/etc/debian_version ]] || fail "refusing to slim '$rootfs'"
    printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
        'path-exclude /usr/share/groff/*' 'path-exclude /usr/share/info/*' \
        'path-exclude /usr/share/linda/*' 'path-exclude /usr/share/lintian/overrides/*' \
        'path-exclude /usr/share/locale/*' 'path-exclude /usr/share/man/*' \
        >"$rootfs/etc/dpkg/dpkg.cfg.d/docker"
    local clean='"rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true";'
    printf '%s\n' "DPkg::Post-Invoke { $clean };" "APT::Update::Post-Invoke { $clean };" \
        'Dir::Cache::pkgcache "";' 'Dir::Cache::srcpkgcache "";' >"$rootfs/etc/apt/apt.conf.d/docker-clean"
    printf '%s\n' 'Acquire::Languages "none";' >"$rootfs/etc/apt/apt.conf.d/docker-no-languages"
    printf '%s\n' 'Acquire::GzipIndexes "true";' >"$rootfs/etc/apt/apt.conf.d/docker-gzip-indexes"
    printf '%s\n' 'Apt::AutoRemove::SuggestsImportant "false";' >"$rootfs/etc/apt/apt.conf.d/docker-autoremove-suggests"
    find "$rootfs/usr/share/doc" -mindepth 1 -not -type d -not -name copyright -delete
    find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete
    rm -rf "$rootfs"/usr/share/{groff,info,linda,locale,man}/* "$rootfs"/usr/share/lintian/overrides/* \
        "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
        "$rootfs"/var/log/* "$rootfs/etc/hostname" "$rootfs/etc/resolv.conf"
}

build_runtime_standin() {
    local mirror security rootfs
    mirror="$(apt_mirror "$SUITE" | head -n 1)"
    security="$(apt_mirror "$SUITE-security" | head -n 1)"
    [[ -n $mirror ]] || fail "no apt source for $SUITE in /etc/apt/sources.list*"
    rootfs="$WORK/rootfs"
    log "debootstrap $SUITE (minbase) from $mirror"
    timeout 1200 debootstrap --variant=minbase --arch="$(dpkg --print-architecture)" \
        "$SUITE" "$rootfs" "$mirror" >"$WORK/debootstrap.log" 2>&1 \
        || { tail -n 30 "$WORK/debootstrap.log" >&2; fail "debootstrap failed"; }
    # Match the official image: updates and security sources, no package lists or caches.
    rm -f "$rootfs/etc/apt/sources.list"
    {
        printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
            "$mirror" "$SUITE" "$SUITE"
        [[ -z $security ]] \
            || printf '\nTypes: deb\nURIs: %s\nSuites: %s-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
                "$security" "$SUITE"
    } >"$rootfs/etc/apt/sources.list.d/debian.sources"
    slim_rootfs "$rootfs"
    log "importing the rootfs as $RUNTIME_BASE"
    tar --numeric-owner --xattrs -C "$rootfs" \
        --exclude='./dev/*' --exclude='./proc/*' --exclude='./sys/*' --exclude='./run/*' --exclude='./tmp/*' \
        -cf - . \
        | podman import --quiet --change 'CMD ["bash"]' --change "LABEL $STANDIN_LABEL=$SUITE" \
            - "$(qualified "$RUNTIME_BASE")" >/dev/null \
        || fail "podman import failed"
    tag_both "$(qualified "$RUNTIME_BASE")" "$RUNTIME_BASE"
    rm -rf "$rootfs"
}

build_builder_standin() {
    local toolchain=$1 version=$2 context="$WORK/builder-context"
    mkdir -p "$context"
    # The same packages the official swift:*-bookworm image installs (swiftlang/swift-docker
    # 6.3/debian/12/Dockerfile); the toolchain goes under /usr like the official tarball.
    cat >"$context/Containerfile" <<EOF
FROM $(qualified "$RUNTIME_BASE")
RUN export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true \\
    && apt-get -q update \\
    && apt-get -q install -y binutils libicu-dev libcurl4-openssl-dev libedit-dev libsqlite3-dev \\
        libncurses-dev libpython3-dev libxml2-dev pkg-config uuid-dev tzdata git gcc libstdc++-12-dev \\
    && rm -rf /var/lib/apt/lists/*
RUN cp -a /swift-toolchain/usr/. /usr/ && chmod -R o+r /usr/lib/swift && swift --version
LABEL $STANDIN_LABEL="$version"
EOF
    log "building $BUILDER_BASE from $RUNTIME_BASE and $toolchain"
    timeout 1800 podman --runtime runc build --isolation chroot --pull=never --network host \
        --volume "$toolchain/usr:/swift-toolchain/usr:ro" \
        -t "$(qualified "$BUILDER_BASE")" -f "$context/Containerfile" "$context" >"$WORK/standin.log" 2>&1 \
        || { tail -n 40 "$WORK/standin.log" >&2; fail "building the $BUILDER_BASE stand-in failed"; }
    tag_both "$(qualified "$BUILDER_BASE")" "$BUILDER_BASE"
}

TOOLCHAIN="$(toolchain_root)" || fail "no Swift toolchain (set SWIFT_TOOLCHAIN)"
[[ -x $TOOLCHAIN/usr/bin/swift ]] || fail "$TOOLCHAIN/usr/bin/swift not found"
TOOLCHAIN_VERSION="$("$TOOLCHAIN/usr/bin/swift" --version 2>/dev/null | head -n 1)"

if standin_current "$(qualified "$RUNTIME_BASE")" "$SUITE"; then
    log "using $RUNTIME_BASE from podman's store"
    NEW_RUNTIME_BASE=0
else
    build_runtime_standin
    NEW_RUNTIME_BASE=1
fi
if [[ $NEW_RUNTIME_BASE == 0 ]] && standin_current "$(qualified "$BUILDER_BASE")" "$TOOLCHAIN_VERSION"; then
    log "using $BUILDER_BASE from podman's store"
else
    build_builder_standin "$TOOLCHAIN" "$TOOLCHAIN_VERSION"
fi

# --- Build the image --------------------------------------------------------------------------
# Under the machine's build lock, so that it does not compete with other Swift builds for the cores.
# The build stage is tagged too: it keeps its cached layers alive, and the images a new build
# supersedes can then be removed instead of piling up in the store.
readonly BUILD_STAGE_IMAGE="$IMAGE-build"
image_id() { command podman image inspect --format '{{.Id}}' "$1" 2>/dev/null || true; }
previous_ids=("$(image_id "$IMAGE")" "$(image_id "$BUILD_STAGE_IMAGE")")

# The package dependencies (swift-syntax) come from github.com. Where this machine's git reads
# github.com from a local mirror instead (`url.<dir>.insteadOf` in the system git config, as on a
# machine without internet access), the build sees the same mirror and config, read-only, so
# SwiftPM resolves inside the build as it does outside; elsewhere the build fetches as usual.
MIRROR_VOLUMES=()
mirror="$(git config --system --get-regexp '^url\..*\.insteadof$' 2>/dev/null \
    | sed -n 's/^url\.\(\/[^ ]*\)\.insteadof .*github\.com.*/\1/p' | head -n 1)"
mirror="${mirror%/}"
if [[ -n $mirror && -d $mirror && -f /etc/gitconfig ]]; then
    MIRROR_VOLUMES=(--volume "$mirror:$mirror:ro" --volume /etc/gitconfig:/etc/gitconfig:ro)
    log "packages from the local mirror $mirror"
fi

podman_build() { # extra podman build arguments...
    # --format docker: the OCI image format has no HEALTHCHECK, and podman drops it otherwise.
    timeout "$BUILD_TIMEOUT" podman build --isolation chroot --pull=never --network host --layers \
        "${MIRROR_VOLUMES[@]}" --format docker -f "$ROOT/Dockerfile" "$@" "$ROOT" >>"$WORK/build.log" 2>&1 \
        || {
            tail -n 80 "$WORK/build.log" >&2
            fail "podman build failed or timed out after ${BUILD_TIMEOUT}s"
        }
}

log "building $IMAGE (build output is shown only on failure)"
lock_fd=""
if [[ -n $LOCK ]]; then
    lock_started=$SECONDS
    exec {lock_fd}>>"$LOCK"
    flock -w "$LOCK_WAIT" "$lock_fd" || fail "$LOCK stayed busy for ${LOCK_WAIT}s"
    log "build lock acquired after $((SECONDS - lock_started))s"
fi
build_started=$SECONDS
podman_build --target build -t "$BUILD_STAGE_IMAGE"
podman_build -t "$IMAGE"
[[ -z $lock_fd ]] || exec {lock_fd}>&-
log "image built in $((SECONDS - build_started))s; size $(command podman image inspect --format '{{.Size}}' "$IMAGE" | numfmt --to=iec)"

for id in "${previous_ids[@]}"; do
    [[ -n $id ]] || continue
    names="$(command podman image inspect --format '{{len .RepoTags}}' "$id" 2>/dev/null || echo 1)"
    [[ $names != 0 ]] || command podman rmi "$id" >/dev/null 2>&1 || true
done

# --- Run it -----------------------------------------------------------------------------------
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Below the kernel's ephemeral range, because a port inside it can be held by an outgoing connection
# (the test suite's thousands of client sockets linger in it), which a connect probe cannot see
# but which makes the server's bind fail.
read -r EPHEMERAL_LOW _ </proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || EPHEMERAL_LOW=32768
(( EPHEMERAL_LOW > 11000 )) || EPHEMERAL_LOW=32768
PORT=""
for _ in $(seq 1 100); do
    candidate=$((10000 + RANDOM % (EPHEMERAL_LOW - 10000)))
    if ! port_in_use "$candidate"; then PORT=$candidate; break; fi
done
[[ -n $PORT ]] || fail "no free port found"

CONTAINER="layout-server-check-$$"
log "starting $CONTAINER on 127.0.0.1:$PORT"
# Confined as deploy/kubernetes/deployment.yaml confines it: a read-only root file system with no
# writable /tmp, no capabilities, no privilege escalation. The image's HEALTHCHECK runs below by
# hand rather than on a timer (which needs systemd).
timeout 120 podman run --detach --name "$CONTAINER" --network host \
    --read-only --read-only-tmpfs=false --cap-drop ALL --security-opt no-new-privileges \
    --health-interval disable \
    -e PORT="$PORT" -e HOST=127.0.0.1 "$IMAGE" >/dev/null 2>"$WORK/run.err" \
    || { cat "$WORK/run.err" >&2; fail "podman run failed"; }
# Without systemd podman cannot start or remove timers for the health check (none is needed: the
# interval is disabled) and says so on stderr; those lines are dropped, anything else is shown.
without_timer_noise() { grep -v 'unable to get systemd connection to .* healthchecks' "$1" >&2 || true; }
without_timer_noise "$WORK/run.err"

readonly BASE_URL="http://127.0.0.1:$PORT"
live=0
for _ in $(seq 1 60); do
    if curl -fsS --max-time 2 -o /dev/null "$BASE_URL/livez" 2>/dev/null; then
        live=1
        break
    fi
    state="$(command podman inspect --format '{{.State.Status}}' "$CONTAINER" 2>/dev/null || echo gone)"
    [[ $state == running || $state == created ]] || fail "container is $state before /livez answered"
    sleep 0.5
done
((live)) || fail "/livez did not answer within 30s"
log "/livez answered"

user="$(command podman inspect --format '{{.Config.User}}' "$CONTAINER")"
[[ $user == 10001:10001 ]] || fail "container runs as '$user', expected 10001:10001"

healthcheck="$(command podman inspect --format '{{.Config.Healthcheck}}' "$CONTAINER" 2>/dev/null || true)"
[[ $healthcheck == *readyz* ]] || fail "the image has no HEALTHCHECK on /readyz (got '$healthcheck')"
timeout 30 podman healthcheck run "$CONTAINER" >&2 || fail "the image's HEALTHCHECK failed against a serving container"
log "HEALTHCHECK passed"

body="$WORK/layout.json"
status="$(curl -sS --max-time 10 -o "$body" -w '%{http_code}' \
    -H 'Content-Type: application/json' \
    --data '{"proposal":{"width":100,"height":100},"view":{"type":"Color"}}' \
    "$BASE_URL/v1/layout")" || fail "POST /v1/layout failed"
log "POST /v1/layout -> $status: $(head -c 300 "$body")"
[[ $status == 200 ]] || fail "POST /v1/layout answered $status"
grep -q '"frame"' "$body" || fail "POST /v1/layout body has no \"frame\""

# The PNG form needs librsvg in the image (loaded at run time, so ldd does not list it).
png="$WORK/layout.png"
status="$(curl -sS --max-time 10 -o "$png" -w '%{http_code} %{content_type}' \
    -H 'Content-Type: application/json' -H 'Accept: image/png' \
    --data '{"proposal":{"width":100,"height":40},"view":{"type":"Text","text":"Hi"}}' \
    "$BASE_URL/v1/layout")" || fail "POST /v1/layout (image/png) failed"
log "POST /v1/layout, Accept: image/png -> $status, $(wc -c < "$png") bytes"
[[ $status == "200 image/png" ]] || fail "the image answered $status for Accept: image/png"
[[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] || fail "the PNG answer lacks the PNG signature"

# The server is PID 1 in the container: SIGTERM must make it drain and exit 0 on its own
# (podman sends SIGKILL after the timeout, which shows as exit code 137).
stop_started=$SECONDS
timeout 60 podman stop --time 25 "$CONTAINER" >/dev/null 2>"$WORK/stop.err" \
    || { cat "$WORK/stop.err" >&2; fail "podman stop failed"; }
without_timer_noise "$WORK/stop.err"
exit_code="$(command podman inspect --format '{{.State.ExitCode}}' "$CONTAINER")"
log "stopped by SIGTERM in $((SECONDS - stop_started))s with exit code $exit_code"
[[ $exit_code == 0 ]] || fail "after SIGTERM the server exited with $exit_code, expected 0"
