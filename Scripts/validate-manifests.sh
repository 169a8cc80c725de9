#!/usr/bin/env bash
# Validates deploy/kubernetes/ offline against the API schemas of named Kubernetes versions, with
# kubernetes-validate (PyPI), which ships the schemas of each version it knows.
#
#   Scripts/validate-manifests.sh [VERSION...]     # default: 1.37 and 1.31
#
# --strict rejects fields a schema does not define (a misspelt probe field would otherwise pass).
# kustomization.yaml is not an API object; the script checks instead that it lists every manifest
# in the folder and nothing else, and that it tags the image with openapi.yaml's version.
set -euo pipefail
cd "$(dirname "$0")/.."

readonly PACKAGE_VERSION=1.37.0   # the newest schemas it ships are those of Kubernetes 1.37
readonly DIR=deploy/kubernetes
VERSIONS=("$@")
((${#VERSIONS[@]})) || VERSIONS=(1.37.0 1.31.0)

if ! python3 -c "import kubernetes_validate" 2>/dev/null \
  || [ "$(python3 -m pip show kubernetes-validate 2>/dev/null | sed -n 's/^Version: //p')" != "$PACKAGE_VERSION" ]; then
  python3 -m pip install -q "kubernetes-validate==$PACKAGE_VERSION" >/dev/null
fi

mapfile -t MANIFESTS < <(find "$DIR" -maxdepth 1 -name '*.yaml' ! -name kustomization.yaml | sort)
((${#MANIFESTS[@]})) || { echo "no manifests in $DIR" >&2; exit 1; }

for version in "${VERSIONS[@]}"; do
  echo "== Kubernetes $version (strict)"
  kubernetes-validate --strict --kubernetes-version "$version" "${MANIFESTS[@]}"
done

echo "== kustomization.yaml lists every manifest"
python3 - "$DIR" "${MANIFESTS[@]}" <<'PY'
import os, sys, yaml
folder, manifests = sys.argv[1], sorted(os.path.basename(m) for m in sys.argv[2:])
with open(os.path.join(folder, "kustomization.yaml")) as f:
    listed = sorted(yaml.safe_load(f)["resources"])
if listed != manifests:
    sys.exit(f"kustomization.yaml lists {listed}, the folder holds {manifests}")
print(f"{len(listed)} resources: {', '.join(listed)}")
PY

echo "== The image tag is the version the contract names (openapi.yaml info.version)"
python3 - "$DIR/kustomization.yaml" openapi.yaml <<'PY'
import sys, yaml
tags = [image.get("newTag") for image in yaml.safe_load(open(sys.argv[1]))["images"]]
version = yaml.safe_load(open(sys.argv[2]))["info"]["version"]
if tags != [version]:
    sys.exit(f"kustomization.yaml tags the image {tags}, openapi.yaml's version is {version}")
print(f"newTag {version}")
PY

echo "== The shutdown fits in terminationGracePeriodSeconds"
python3 - "$DIR/deployment.yaml" <<'PY'
import sys, yaml
pod = yaml.safe_load(open(sys.argv[1]))["spec"]["template"]["spec"]
container = pod["containers"][0]
env = {e["name"]: e.get("value") for e in container["env"]}
pause = float(container["lifecycle"]["preStop"]["exec"]["command"][-1])
drain, grace = float(env.get("HTTP_DRAIN_DELAY") or 0), float(env.get("HTTP_SHUTDOWN_GRACE") or 25)
total, limit = pause + drain + grace, pod["terminationGracePeriodSeconds"]
print(f"preStop {pause:g} s + HTTP_DRAIN_DELAY {drain:g} s + HTTP_SHUTDOWN_GRACE {grace:g} s = {total:g} s "
      f"< terminationGracePeriodSeconds {limit} s")
if not total < limit:
    sys.exit("FAIL: the kubelet would kill the server before its shutdown ends")
PY
