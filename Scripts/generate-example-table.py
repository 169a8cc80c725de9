#!/usr/bin/env python3
"""Writes the table of example files the server serves (Sources/LayoutService/ExampleFiles.swift).

    Scripts/generate-example-table.py [--check]

openapi.yaml names its examples by `externalValue: Fixtures/examples/<file>`, a URL relative to
the document; served at `/openapi.yaml`, each resolves to `/Fixtures/examples/<file>`, which the
server answers from this table. Every file of Fixtures/examples is embedded (the directory is
linked as `Sources/LayoutService/Resources/examples`), and SwiftPM names each file's bytes after
it (`card.request.json` → `PackageResources.card_request_json`); this script writes the names
down so that Swift can list them. With `--check` nothing is written: the exit status is 1 when
the file differs from what would be written. Run from anywhere; paths are the repository's.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "Fixtures", "examples")
OUT = os.path.join(ROOT, "Sources", "LayoutService", "ExampleFiles.swift")


def table() -> str:
    names = sorted(n for n in os.listdir(EXAMPLES) if n.endswith(".json"))
    rows = "\n".join(f'        ("{n}", PackageResources.{re.sub(r"[^A-Za-z0-9]", "_", n)}),' for n in names)
    return f"""// Written by Scripts/generate-example-table.py from Fixtures/examples; do not edit.

/// Every file of `Fixtures/examples` (embedded from `Resources/examples`, a link to it), by
/// name: served at `/Fixtures/examples/<name>`, where openapi.yaml's `externalValue` links
/// resolve from `/openapi.yaml`, and read by the playground for its examples.
enum ExampleFiles {{
    static let all: [(name: String, body: [UInt8])] = [
{rows}
    ]
}}
"""


def main() -> int:
    text = table()
    if "--check" in sys.argv[1:]:
        with open(OUT) as f:
            if f.read() != text:
                print(f"{os.path.relpath(OUT, ROOT)} is stale: run Scripts/generate-example-table.py", file=sys.stderr)
                return 1
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
