// Runs inside the playground page (evaluated by Scripts/browser-test.py over DevTools): lays
// each request out twice, as JSON with `geometry: "both"` (layout widths, drawn positions) and as SVG, inserts the SVG into the
// page, waits for the served font, and measures every text line the browser draws.
async (requests) => {
  // The SVGs link the served fonts, as the playground's do; a saved SVG, which carries its own,
  // is checked apart (browser-test.py, check_saved_svg).
  const post = (body, accept) => fetch(accept === "image/svg+xml" ? "/v1/layout?fonts=linked" : "/v1/layout", {
    method: "POST", body, headers: { "Content-Type": "application/json", "Accept": accept } });
  const serverLines = (view, out) => {
    if (!view) return out;
    const kerning = view.font?.kerning ?? 0;
    for (const line of view.lines ?? []) out.push({ ...line, x: line.drawn.x, baseline: line.drawn.baseline, kerning });
    if (view.header) serverLines(view.header, out);
    if (view.footer) serverLines(view.footer, out);
    if (view.value) serverLines(view.value, out);  // a Picker's selected option
    for (const m of view.modifiers ?? []) serverLines(m.content, out);
    for (const child of view.children ?? []) serverLines(child, out);
    return out;
  };
  const report = [];
  for (const [name, request] of Object.entries(requests)) {
    const drawn = JSON.parse(request);
    drawn.geometry = "both";
    const layout = await (await post(JSON.stringify(drawn), "application/json")).json();
    const svgText = await (await post(request, "image/svg+xml")).text();
    const host = document.createElement("div");
    host.className = "measure";
    document.body.appendChild(host);
    host.replaceChildren(document.importNode(new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement, true));
    const elements = [...host.querySelectorAll("text.line")];
    for (const el of elements) {
      const font = `${el.getAttribute("font-weight")} ${el.getAttribute("font-size")}px ${el.getAttribute("font-family")}`;
      await document.fonts.load(font, el.textContent);
      if (!document.fonts.check(font, el.textContent)) throw new Error(`${name}: the served font did not load (${font})`);
    }
    const lines = serverLines(layout.view, []);
    for (const el of elements) {
      const x = +el.getAttribute("x"), y = +el.getAttribute("y");
      const line = lines.find((l) => l.text === el.textContent && Math.abs(l.x - x) < 1e-6 && Math.abs(l.baseline - y) < 1e-6);
      const spacing = +(el.getAttribute("letter-spacing") ?? 0);
      const measured = el.getComputedTextLength();
      // From the first character's start to the last one's end, which counts the `dx` shifts
      // that take the tracking back between the runs the server measured. CSS and SVG add
      // letter-spacing after the last character too; the server's width has tracking only
      // between characters, and nothing is drawn there. Kerning, which the server counts after
      // the last character as well, stays.
      const count = el.getNumberOfChars();
      const span = count ? el.getEndPositionOfChar(count - 1).x - el.getStartPositionOfChar(0).x : 0;
      report.push({ name, text: el.textContent, server: line ? line.width : null, browser: measured,
                    ink: span - spacing + (line ? line.kerning : 0), spacing });
    }
    host.remove();
  }
  return report;
}
