"""The browser test's checks of the drawn and served media (Scripts/browser-test.py calls them):
the PNG answer against Chromium's drawing of the SVG, and the fonts' WOFF2 files."""
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent


PNG_EXAMPLES = {"text": 3, "card": 3, "font-designs": 3, "settings-form": 3}  # name: display scale (3, the default, where unset)


def check_png(cdp, base, check):
    """`Accept: image/png` draws what the SVG draws: the image is the SVG's size times the display
    scale (the canvas is on the pixel grid), and every pixel of librsvg's drawing, with the server's
    glyph outlines, is near Chromium's drawing of the SVG with its fonts: averaged over 5 × 5
    pixels, no more than 0.5 % of the inked pixels differ by more than an edge moved by one pixel
    (anti-aliasing, Chromium's rounding of glyph positions) can make them. The few that do are
    where Chromium hints the static design fonts (JetBrains Mono, Caladea), snapping their
    heights to the pixel grid: 95 of font-designs' 59,687 inked pixels (0.16 %) when this was
    written; the Inter examples have none. Text drawn a point off, or in another font, differs
    in far more (checked when this was written by drawing the outlines a point to the right)."""
    cdp.call("Page.navigate", url=base + "/Fixtures/examples/text.request.json")  # the origin, no page script
    cdp.wait_for("document.readyState === 'complete'")
    report = cdp.evaluate(f"({(HERE / 'png.js').read_text()})({json.dumps(list(PNG_EXAMPLES))})")
    for name, scale in PNG_EXAMPLES.items():
        r = report[name]
        check(r["type"] == "image/png" and (r["width"], r["height"]) == (round(r["svgWidth"] * scale), round(r["svgHeight"] * scale)),
              f"{name}: the PNG is {r['width']} × {r['height']}, the SVG's {r['svgWidth']} × {r['svgHeight']} at {scale}×")
        check(r["ink"] > 0 and r["far"] <= 0.005 * r["ink"],
              f"{name}: {r['far']} of the {r['width'] * r['height']} pixels ({r['ink']} inked) differ from "
              f"Chromium's drawing of the SVG by more than a pixel's move")


WOFF2_CHECK = """(async () => {
  const fonts = (await (await fetch("/v1/fonts")).json()).fonts;
  const out = [];
  for (const [i, font] of fonts.entries()) {
    const row = { name: font.name };
    try {
      const faces = [new FontFace(`ttf${i}`, `url(${font.url})`), new FontFace(`woff2${i}`, `url(${font.woff2Url})`)];
      await Promise.all(faces.map((f) => f.load()));
      faces.forEach((f) => document.fonts.add(f));
      const g = new OffscreenCanvas(10, 10).getContext("2d");
      const text = "Hamburgefonstiv 0123 — Ünïcødé";
      // The fallback fonts' widths too: a face that did not take would measure as one of them.
      row.widths = [...faces.map((f) => f.family), "monospace", "serif", "sans-serif"]
        .map((family) => { g.font = `40px ${family}`; return g.measureText(text).width; });
    } catch (e) { row.error = String(e); }
    out.push(row);
  }
  return out;
})()"""


def check_woff2(cdp, base, check):
    """Every served font's WOFF2 loads in Chromium (whose decoder rejects a malformed file) and
    sets a line exactly as wide as the TrueType file does."""
    cdp.call("Page.navigate", url=base + "/Fixtures/examples/text.request.json")
    cdp.wait_for("document.readyState === 'complete'")
    for row in cdp.evaluate(WOFF2_CHECK):
        widths = row.get("widths") or [0, -1, 0, 0, 0]
        check(not row.get("error") and widths[0] == widths[1] and widths[0] > 0 and widths[0] not in widths[2:],
              f"{row['name']} as WOFF2 loads and sets a line as wide as the file ({row.get('error') or widths})")
