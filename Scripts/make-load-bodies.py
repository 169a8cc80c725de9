#!/usr/bin/env python3
"""Writes the two request bodies of Scripts/load-test.sh into a folder.

app-screen.json: a typical screen of about 1,000 layout nodes. A padded VStack of 125 list
rows, each `HStack { Image(40x40); VStack(alignment: .leading) { Text(title); Text(subtitle) };
Spacer(); Image(12x12) }.padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))`,
8 nodes each, proposed 393 wide (an iPhone 15's width) and unbounded in height, as a scroll
view offers.

small.json: the "request" of the first case in Tests/ConformanceTests/Fixtures/seed.json.
"""
import json
import os
import sys

ROWS = 125


def row(i):
    return {
        "type": "HStack", "id": f"row{i}", "spacing": 12,
        "children": [
            {"type": "Image", "id": f"icon{i}", "width": 40, "height": 40},
            {"type": "VStack", "alignment": "leading", "spacing": 2, "children": [
                {"type": "Text", "id": f"title{i}", "text": f"Item {i}: weekly summary", "font": "headline"},
                {"type": "Text", "id": f"subtitle{i}", "font": "subheadline",
                 "text": f"Updated {i % 12 + 1} hours ago, {i * 7 % 100} new entries"},
            ]},
            {"type": "Spacer"},
            {"type": "Image", "id": f"chevron{i}", "width": 12, "height": 12},
        ],
        "modifiers": [{"type": "padding", "insets": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16}}],
    }


def app_screen():
    return {
        "proposal": {"width": 393, "height": None},
        "environment": {"displayScale": 3},
        "view": {"type": "VStack", "id": "list", "spacing": 0,
                 "children": [row(i) for i in range(ROWS)],
                 "modifiers": [{"type": "padding", "edges": "vertical", "length": 16}]},
    }


def count_nodes(view):
    return 1 + len(view.get("modifiers", [])) + sum(count_nodes(c) for c in view.get("children", []))


def main():
    out = sys.argv[1]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    with open(os.path.join(root, "Tests/ConformanceTests/Fixtures/seed.json")) as f:
        small = json.load(f)["cases"][0]["request"]
    screen = app_screen()
    for name, body in (("app-screen.json", screen), ("small.json", small)):
        with open(os.path.join(out, name), "w") as f:
            json.dump(body, f, separators=(",", ":"))
    print(f"app-screen.json: {count_nodes(screen['view'])} layout nodes; small.json: {count_nodes(small['view'])}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
