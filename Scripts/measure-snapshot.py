#!/usr/bin/env python3
"""Measure a snapshot-test reference image in points.

Reads one PNG (for example a swift-snapshot-testing reference image of a
SwiftUI view) and reports where colours change, in points, so that layout
numbers can be read off a real render. Every position is printed with its
uncertainty: one device pixel, i.e. 1/scale pt (0.33 pt at @3x, 0.5 pt at @2x).

Requirements: Python 3.8+ and Pillow (PyPI package ``Pillow``; ``pip install
Pillow``). Nothing is fetched from the network.

Coordinates are points from the top-left corner of the image (or of the crop).
A pixel run "y 44.00-88.00" covers pixel rows 44*scale .. 88*scale-1, i.e. the
run starts at 44.00 pt and the next colour starts at 88.00 pt.

Examples (scale 3 image, 390 x 844 pt):

  # image size, and the most common colours
  measure-snapshot.py shot.png --scale 3 --info

  # colour runs down the column at x = 10 pt (where colour changes vertically)
  measure-snapshot.py shot.png --scale 3 --rows 10

  # colour runs across the row at y = 120.5 pt
  measure-snapshot.py shot.png --scale 3 --columns 120.5

  # bounding boxes of every connected region of one colour (+-4 per channel)
  measure-snapshot.py shot.png --scale 3 --boxes ffffff --tolerance 4 --min-size 10

  # bounding box of all "ink" (pixels differing from a background colour)
  measure-snapshot.py shot.png --scale 3 --ink f2f2f7 --crop 0,100,390,60

  # the colour at one point
  measure-snapshot.py shot.png --scale 3 --pick 20,100

Options that print runs accept --min-run N (pixels): runs shorter than N pixels
(anti-aliasing, text) are folded into a single "mixed" run so that the solid
regions stand out.
"""

import argparse
import signal
import sys

try:
    from PIL import Image
except ImportError:  # pragma: no cover - message for newcomers
    sys.exit("measure-snapshot.py needs Pillow: pip install Pillow")


def parse_color(text):
    t = text.strip().lstrip("#")
    if len(t) not in (6, 8):
        raise argparse.ArgumentTypeError("colour must be RRGGBB or RRGGBBAA hex")
    vals = tuple(int(t[i:i + 2], 16) for i in range(0, len(t), 2))
    return vals if len(vals) == 4 else vals + (255,)


def hexc(c):
    s = "%02x%02x%02x" % c[:3]
    return s if c[3] == 255 else s + "%02x" % c[3]


def close(a, b, tol):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


class Shot:
    def __init__(self, path, scale, crop):
        img = Image.open(path).convert("RGBA")
        self.full_w, self.full_h = img.size
        self.scale = scale
        self.ox = self.oy = 0
        if crop:
            x, y, w, h = crop
            box = (round(x * scale), round(y * scale),
                   round((x + w) * scale), round((y + h) * scale))
            img = img.crop(box)
            self.ox, self.oy = box[0], box[1]
        self.img = img
        self.w, self.h = img.size
        self.px = img.load()

    def pt(self, pixels, origin=0):
        return (pixels + origin) / self.scale

    @property
    def err(self):
        return 1.0 / self.scale


def runs(values, tol):
    """Group consecutive equal (within tol) colours: [(start, end_excl, colour)]."""
    out = []
    start = 0
    for i in range(1, len(values) + 1):
        if i == len(values) or not close(values[i], values[start], tol):
            out.append((start, i, values[start]))
            start = i
    return out


def fold_short(rs, min_run):
    if min_run <= 1:
        return rs
    out = []
    for s, e, c in rs:
        if e - s < min_run:
            if out and out[-1][2] is None:
                out[-1] = (out[-1][0], e, None)
            else:
                out.append((s, e, None))
        else:
            out.append((s, e, c))
    return out


def print_runs(shot, rs, axis, origin):
    print("  %-8s %-20s %9s  %s" % ("axis", "from-to (pt)", "len (pt)", "colour"))
    for s, e, c in rs:
        a, b = shot.pt(s, origin), shot.pt(e, origin)
        col = "mixed/anti-aliased" if c is None else hexc(c)
        print("  %-8s %8.2f-%-10.2f %9.2f  %s" % (axis, a, b, b - a, col))
    print("  (each boundary +-%.2f pt: one pixel at @%gx)" % (shot.err, shot.scale))


def cmd_rows(shot, x_pt, tol, min_run):
    x = round(x_pt * shot.scale) - shot.ox
    if not 0 <= x < shot.w:
        sys.exit("x=%g pt is outside the image/crop" % x_pt)
    col = [shot.px[x, y] for y in range(shot.h)]
    print("Colour runs down column x = %.2f pt (pixel %d):" % (x_pt, x + shot.ox))
    print_runs(shot, fold_short(runs(col, tol), min_run), "y", shot.oy)


def cmd_columns(shot, y_pt, tol, min_run):
    y = round(y_pt * shot.scale) - shot.oy
    if not 0 <= y < shot.h:
        sys.exit("y=%g pt is outside the image/crop" % y_pt)
    row = [shot.px[x, y] for x in range(shot.w)]
    print("Colour runs across row y = %.2f pt (pixel %d):" % (y_pt, y + shot.oy))
    print_runs(shot, fold_short(runs(row, tol), min_run), "x", shot.ox)


def components(shot, match):
    """Connected regions (4-neighbour) of pixels where match(pixel) is true.

    Works on horizontal runs per row and merges runs that overlap between
    neighbouring rows (union-find), which keeps it fast in pure Python.
    Returns [(x0, y0, x1_excl, y1_excl, pixel_count)].
    """
    parent = []

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    all_runs = []  # (y, x0, x1, id)
    prev = []
    for y in range(shot.h):
        cur = []
        x = 0
        while x < shot.w:
            if match(shot.px[x, y]):
                x0 = x
                while x < shot.w and match(shot.px[x, y]):
                    x += 1
                rid = len(parent)
                parent.append(rid)
                cur.append((x0, x, rid))
                all_runs.append((y, x0, x, rid))
            else:
                x += 1
        j = 0
        for (a0, a1, aid) in cur:
            while j < len(prev) and prev[j][1] <= a0:
                j += 1
            k = j
            while k < len(prev) and prev[k][0] < a1:
                ra, rb = find(aid), find(prev[k][2])
                if ra != rb:
                    parent[ra] = rb
                k += 1
        prev = cur
    boxes = {}
    for y, x0, x1, rid in all_runs:
        r = find(rid)
        b = boxes.get(r)
        if b is None:
            boxes[r] = [x0, y, x1, y + 1, x1 - x0]
        else:
            b[0] = min(b[0], x0)
            b[2] = max(b[2], x1)
            b[3] = y + 1
            b[4] += x1 - x0
    return [tuple(b) for b in boxes.values()]


def print_boxes(shot, boxes, min_size, label):
    min_px = min_size * shot.scale
    boxes = [b for b in boxes if (b[2] - b[0]) >= min_px and (b[3] - b[1]) >= min_px]
    boxes.sort(key=lambda b: (b[1], b[0]))
    print("%s: %d region(s) at least %g pt on each side" % (label, len(boxes), min_size))
    print("  %8s %8s %8s %8s %8s %8s  %s" % ("x", "y", "maxX", "maxY", "width", "height", "fill"))
    for x0, y0, x1, y1, n in boxes:
        area = (x1 - x0) * (y1 - y0)
        print("  %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f  %3.0f%%" % (
            shot.pt(x0, shot.ox), shot.pt(y0, shot.oy), shot.pt(x1, shot.ox),
            shot.pt(y1, shot.oy), (x1 - x0) / shot.scale, (y1 - y0) / shot.scale,
            100.0 * n / area))
    print("  (each edge +-%.2f pt: one pixel at @%gx; fill = share of the box in that colour)"
          % (shot.err, shot.scale))


def cmd_ink(shot, bg, tol):
    xs, ys = [], []
    for y in range(shot.h):
        for x in range(shot.w):
            if not close(shot.px[x, y], bg, tol):
                xs.append(x)
                ys.append(y)
    if not xs:
        print("no pixel differs from %s (+-%d)" % (hexc(bg), tol))
        return
    x0, x1, y0, y1 = min(xs), max(xs) + 1, min(ys), max(ys) + 1
    print("Ink (pixels not %s +-%d) bounding box:" % (hexc(bg), tol))
    print("  x %.2f-%.2f  y %.2f-%.2f  (w %.2f, h %.2f) pt, edges +-%.2f pt" % (
        shot.pt(x0, shot.ox), shot.pt(x1, shot.ox), shot.pt(y0, shot.oy),
        shot.pt(y1, shot.oy), (x1 - x0) / shot.scale, (y1 - y0) / shot.scale, shot.err))


def cmd_info(shot):
    print("image %d x %d px = %.2f x %.2f pt at @%gx" % (
        shot.full_w, shot.full_h, shot.full_w / shot.scale, shot.full_h / shot.scale, shot.scale))
    if (shot.w, shot.h) != (shot.full_w, shot.full_h):
        print("crop  %d x %d px = %.2f x %.2f pt from (%.2f, %.2f) pt" % (
            shot.w, shot.h, shot.w / shot.scale, shot.h / shot.scale,
            shot.ox / shot.scale, shot.oy / shot.scale))
    total = shot.w * shot.h
    counts = sorted(shot.img.getcolors(total), reverse=True)
    print("most common colours:")
    for n, c in counts[:8]:
        print("  %-10s %5.1f%%" % (hexc(c), 100.0 * n / total))


def main(argv=None):
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="See the module docstring (head of this file) for worked examples.")
    p.add_argument("image", help="PNG file")
    p.add_argument("--scale", type=float, required=True,
                   help="pixels per point of the render (1, 2 or 3)")
    p.add_argument("--crop", help="x,y,w,h in points: measure only this rectangle")
    p.add_argument("--tolerance", type=int, default=0,
                   help="per-channel difference still counted as the same colour (default 0)")
    p.add_argument("--min-run", type=int, default=1,
                   help="fold runs shorter than this many pixels into 'mixed' (default 1)")
    p.add_argument("--min-size", type=float, default=1.0,
                   help="--boxes: ignore regions narrower or shorter than this (pt)")
    g = p.add_argument_group("what to report (any combination)")
    g.add_argument("--info", action="store_true", help="size and most common colours")
    g.add_argument("--rows", type=float, action="append", metavar="X",
                   help="colour runs down the column at x (pt)")
    g.add_argument("--columns", type=float, action="append", metavar="Y",
                   help="colour runs across the row at y (pt)")
    g.add_argument("--boxes", type=parse_color, action="append", metavar="RRGGBB",
                   help="bounding boxes of connected regions of this colour")
    g.add_argument("--ink", type=parse_color, metavar="RRGGBB",
                   help="bounding box of all pixels that differ from this background")
    g.add_argument("--pick", action="append", metavar="X,Y",
                   help="colour at a point (pt)")
    a = p.parse_args(argv)

    crop = None
    if a.crop:
        crop = [float(v) for v in a.crop.split(",")]
        if len(crop) != 4:
            p.error("--crop needs x,y,w,h")
    shot = Shot(a.image, a.scale, crop)

    did = False
    if a.info:
        cmd_info(shot); did = True
    for x in a.rows or []:
        cmd_rows(shot, x, a.tolerance, a.min_run); did = True
    for y in a.columns or []:
        cmd_columns(shot, y, a.tolerance, a.min_run); did = True
    for c in a.boxes or []:
        print_boxes(shot, components(shot, lambda px, c=c: close(px, c, a.tolerance)),
                    a.min_size, "Colour %s (+-%d)" % (hexc(c), a.tolerance))
        did = True
    if a.ink:
        cmd_ink(shot, a.ink, a.tolerance); did = True
    for s in a.pick or []:
        x, y = (float(v) for v in s.split(","))
        px = shot.px[round(x * shot.scale) - shot.ox, round(y * shot.scale) - shot.oy]
        print("colour at (%.2f, %.2f) pt: %s" % (x, y, hexc(px))); did = True
    if not did:
        cmd_info(shot)


if __name__ == "__main__":
    if hasattr(signal, "SIGPIPE"):  # quiet when piped into head
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    main()
