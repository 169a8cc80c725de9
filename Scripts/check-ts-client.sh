#!/usr/bin/env bash
# Checks the TypeScript client (clients/typescript) against openapi.yaml:
#
#   1. clients/typescript/src/types.ts is what Scripts/generate-ts-types.py makes of openapi.yaml;
#   2. the client and its example type-check (`tsc -p clients/typescript`, strict);
#   3. every JSON example of POST /v1/layout's request in openapi.yaml type-checks as a
#      LayoutRequest (those whose summary says "Invalid" are left out: the service refuses them),
#      and every JSON example of its 200 answer, and of /v1/translate's, as the response type.
#
#   Scripts/check-ts-client.sh
#
# Installs Debian's node-typescript when `tsc` is missing. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tsc >/dev/null; then
  echo "== Installing the TypeScript compiler (Debian's node-typescript)"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq node-typescript >/dev/null
fi
echo "== tsc $(tsc --version)"

echo "== Every enum in openapi.yaml is a named schema (a code generator names an inline one Alignment1, Alignment2, …)"
python3 - <<'PYTHON'
import sys
import yaml

document = yaml.safe_load(open("openapi.yaml", encoding="utf-8"))
schemas = document["components"]["schemas"]
inline = []

def walk(node, path, top):
    if isinstance(node, dict):
        if "enum" in node and not top:
            inline.append(path)
        for key, value in node.items():
            walk(value, f"{path}/{key}", False)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            walk(value, f"{path}/{i}", False)

for name, schema in schemas.items():
    walk(schema, f"#/components/schemas/{name}", True)
walk(document["paths"], "#/paths", False)
for part in ("parameters", "responses", "headers"):
    walk(document["components"].get(part, {}), f"#/components/{part}", False)
if inline:
    sys.exit("inline enums (give each a schema of its own): " + ", ".join(inline))
PYTHON

echo "== clients/typescript/src/types.ts is generated from openapi.yaml"
python3 Scripts/generate-ts-types.py --check

echo "== The client and its example type-check"
tsc -p clients/typescript

echo "== openapi.yaml's JSON examples type-check as the generated types"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PYTHON'
import json, os, re, sys
import yaml

work = sys.argv[1]
types = os.path.abspath("clients/typescript/src/types")
document = yaml.safe_load(open("openapi.yaml", encoding="utf-8"))
post = lambda path: document["paths"][path]["post"]
groups = [
    ("request", "LayoutRequest", post("/v1/layout")["requestBody"]["content"]["application/json"]),
    ("response", "LayoutResponse", post("/v1/layout")["responses"]["200"]["content"]["application/json"]),
    ("translation", "TranslateResponse", post("/v1/translate")["responses"]["200"]["content"]["application/json"]),
]
for group, type_name, media in groups:
    written, skipped = [], []
    for name, example in (media.get("examples") or {}).items():
        if example.get("summary", "").startswith("Invalid"):
            skipped.append(name)
            continue
        if "value" in example:
            value, origin = example["value"], "openapi.yaml"
        else:
            origin = example["externalValue"]
            with open(origin, encoding="utf-8") as f:
                value = json.load(f)
        identifier = re.sub(r"\W", "_", name)
        file_name = "%s-%s.ts" % (group, re.sub(r"[^A-Za-z0-9-]", "-", name))
        with open(os.path.join(work, file_name), "w", encoding="utf-8") as f:
            f.write("// %s: the %r example (%s)\n" % (type_name, name, origin))
            f.write("import type { %s } from %s;\n\n" % (type_name, json.dumps(types)))
            f.write("export const %s: %s = %s;\n" % (identifier, type_name, json.dumps(value, indent=2, ensure_ascii=False)))
        written.append(name)
    if not written:
        sys.exit("no %s examples found in openapi.yaml" % group)
    print("%d %s examples as %s%s" % (len(written), group, type_name,
          "; left out as invalid: " + ", ".join(skipped) if skipped else ""))
PYTHON
tsc --strict --noEmit --target es2022 --module es2022 --moduleResolution node --lib es2022,dom \
  --skipLibCheck "$work"/*.ts
echo "== The TypeScript client agrees with openapi.yaml"
