#!/usr/bin/env python3
"""Writes Sources/LayoutEngine/Text/LineBreakTable.swift from the Unicode Character Database.

Usage: Scripts/generate-line-break-table.py [UCD_DIR] [OUTPUT]
  UCD_DIR defaults to /usr/share/unicode (Debian's unicode-data package).

Inputs (all from UCD_DIR):
  LineBreak.txt                          the Line_Break property (UAX #14)
  EastAsianWidth.txt                     F/W/H split OP and CP for rule LB30
  emoji/emoji-data.txt                   Extended_Pictographic, for rule LB30b
  extracted/DerivedGeneralCategory.txt   Mn/Mc for LB1 (SA) and Cn for LB30b

The table is the Line_Break value after rule LB1's default resolution (UAX #14 §6.1):
AI, SG, XX -> AL; SA -> CM for Mn/Mc, else AL; CJ -> NS. Three extra classes keep what the
pair rules need beyond Line_Break: OP and CP with East_Asian_Width F/W/H (LB30 excludes them),
and unassigned Extended_Pictographic code points (LB30b).
"""
import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    ROOT, "Sources/LayoutEngine/Text/LineBreakTable.swift")

# Order fixes the raw values; names and descriptions from UAX #14 Table 1.
CLASSES = [
    ("BK", "Mandatory Break"), ("CR", "Carriage Return"), ("LF", "Line Feed"),
    ("NL", "Next Line"), ("SP", "Space"), ("ZW", "Zero Width Space"),
    ("ZWJ", "Zero Width Joiner"), ("CM", "Combining Mark (and SA marks, LB1)"),
    ("WJ", "Word Joiner"), ("GL", "Non-breaking (\"Glue\")"), ("CB", "Contingent Break Opportunity"),
    ("QU", "Quotation"), ("OP", "Open Punctuation, not East Asian wide"),
    ("CP", "Close Parenthesis, not East Asian wide"), ("CL", "Close Punctuation"),
    ("EX", "Exclamation/Interrogation"), ("IS", "Infix Numeric Separator"),
    ("SY", "Symbols Allowing Break After"), ("NS", "Nonstarter (and CJ, LB1)"),
    ("B2", "Break Opportunity Before and After"), ("BA", "Break After"), ("BB", "Break Before"),
    ("HY", "Hyphen"), ("IN", "Inseparable"), ("HL", "Hebrew Letter"),
    ("AL", "Alphabetic (and AI, SG, XX, other SA, LB1)"), ("NU", "Numeric"),
    ("PR", "Prefix Numeric"), ("PO", "Postfix Numeric"), ("ID", "Ideographic"),
    ("EB", "Emoji Base"), ("EM", "Emoji Modifier"), ("H2", "Hangul LV Syllable"),
    ("H3", "Hangul LVT Syllable"), ("JL", "Hangul L Jamo"), ("JV", "Hangul V Jamo"),
    ("JT", "Hangul T Jamo"), ("RI", "Regional Indicator"),
    ("OPWide", "Open Punctuation with East_Asian_Width F, W or H (excluded from LB30)"),
    ("CPWide", "Close Parenthesis with East_Asian_Width F, W or H (excluded from LB30)"),
    ("IDExtPictUnassigned", "Ideographic, Extended_Pictographic and unassigned (LB30b)"),
]
RAW = {name: i for i, (name, _) in enumerate(CLASSES)}

# Defaults for unlisted code points, from the header of LineBreak.txt 15.0.0.
DEFAULTS = [
    (0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
    (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"),
    (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR"),
]


def records(name):
    """Yields (first, last, value) for each data line of a UCD file."""
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            field, value = [s.strip() for s in data.split(";")[:2]]
            first, _, last = field.partition("..")
            yield int(first, 16), int(last or first, 16), value


def version(name):
    """The version in the first line of a UCD file, e.g. 'LineBreak-15.0.0.txt' -> '15.0.0'."""
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", f.readline())
    return match.group(1) if match else "unknown"


def property_array(name, default, keep=None):
    values = [default] * 0x110000
    for first, last, value in records(name):
        if keep is None or value == keep:
            values[first:last + 1] = [value] * (last - first + 1)
    return values


def resolved_classes():
    lb = ["XX"] * 0x110000
    for first, last, value in DEFAULTS:
        lb[first:last + 1] = [value] * (last - first + 1)
    for first, last, value in records("LineBreak.txt"):
        lb[first:last + 1] = [value] * (last - first + 1)
    gc = property_array("extracted/DerivedGeneralCategory.txt", "Cn")
    eaw = property_array("EastAsianWidth.txt", "N")
    pict = property_array("emoji/emoji-data.txt", None, keep="Extended_Pictographic")
    out = []
    for cp in range(0x110000):
        c = lb[cp]
        if c in ("AI", "SG", "XX"):
            c = "AL"
        elif c == "SA":
            c = "CM" if gc[cp] in ("Mn", "Mc") else "AL"
        elif c == "CJ":
            c = "NS"
        if c in ("OP", "CP") and eaw[cp] in ("F", "W", "H"):
            c += "Wide"
        if pict[cp] and gc[cp] == "Cn":
            assert c == "ID", f"U+{cp:04X}: unassigned pictographic of class {c}"
            c = "IDExtPictUnassigned"
        out.append(c)
    return out


def runs(classes):
    """Packs each run of equal classes as start << 8 | raw value."""
    entries = []
    for cp, c in enumerate(classes):
        if cp == 0 or c != classes[cp - 1]:
            entries.append(cp << 8 | RAW[c])
    return entries


def swift(entries, lb_version, emoji_version):
    lines = [
        f"// Generated by Scripts/generate-line-break-table.py from LineBreak.txt {lb_version}, "
        f"EastAsianWidth.txt, emoji-data.txt (Emoji {emoji_version}) and DerivedGeneralCategory.txt "
        "(Unicode Character Database, Debian unicode-data). Do not edit.",
        "",
        "/// A UAX #14 line-breaking class after rule LB1's default resolution, named as in",
        "/// UAX #14 Table 1 so that the rules read like the standard.",
        "enum LineBreakClass: UInt8 {",
    ]
    for name, description in CLASSES:
        lines.append(f"    /// {description}.")
        lines.append(f"    case {name}")
    lines += [
        "}",
        "",
        "/// The Unicode version of the line-breaking data and rules (UAX #14, LineBreak.txt).",
        f"public let lineBreakUnicodeVersion = \"{lb_version}\"",
        "",
        f"/// {len(entries)} runs covering U+0000...U+10FFFF: `start << 8 | class`, sorted by start;",
        "/// a run ends where the next begins.",
        "let lineBreakTable: [UInt32] = [",
    ]
    for i in range(0, len(entries), 8):
        chunk = ", ".join(f"0x{e:08X}" for e in entries[i:i + 8])
        lines.append(f"    {chunk},")
    lines.append("]")
    return "\n".join(lines) + "\n"


def main():
    entries = runs(resolved_classes())
    with open(os.path.join(UCD, "emoji/emoji-data.txt"), encoding="utf-8") as f:
        emoji = re.search(r"Emoji Version (\d+\.\d+)", f.read(2000))
    text = swift(entries, version("LineBreak.txt"), emoji.group(1) if emoji else "unknown")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {OUT}: {len(entries)} runs")


if __name__ == "__main__":
    main()
