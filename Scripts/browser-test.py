#!/usr/bin/env python3
"""The SVG and the playground in a real browser: Debian's headless Chromium over DevTools.

Usage: Scripts/browser-test.py SERVER_BINARY [--screenshot docs/playground.png] [--seconds 240]

Starts the server on a free loopback port and Chromium on another, then checks:
  - every example's SVG (layers and labels on) is valid SVG 1.1 (xmllint against the W3C DTD
    from Debian's w3c-sgml-lib), byte-identical when asked twice, and an invalid request asked
    for as SVG still gets its problem+json;
  - the playground loads with no console error, lays out its first example, redraws when the
    JSON changes, and highlights the value a problem's pointer names;
  - the playground as an inspector, on its densest example: hovering or clicking a drawn view
    marks its object in the request (or its Swift source), the caret outlines its view, id
    labels do not overlap, numbers are written as people write them, the canvas is dark in dark
    mode, and the drawing zooms and pans from buttons, keys, the wheel and a drag;
  - each text line the browser draws from the SVG with the served font is as wide as the server
    reported, within 0.5 px (the largest difference is printed);
  - optionally writes a screenshot of the playground for the README.
Prints 'N passed, M failed' and exits non-zero on any failure. Everything stops by itself.
"""
import argparse, json, os, pathlib, signal, subprocess, sys, tempfile, time, urllib.request

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE / "browser"), str(HERE / "lib")]
from cdp import CDP  # noqa: E402
from server import Server  # noqa: E402
import media  # noqa: E402  (the PNG and WOFF2 checks)

DTD = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"
TOLERANCE = 0.5
EXTRA_TEXTS = {  # beyond the examples: wrapping, sizes, weights, alignment, text modifiers, font designs and both profiles
    "paragraph": {"proposal": {"width": 240, "height": None}, "view": {"type": "Text", "text":
        "The quick brown fox jumps over the lazy dog; Sphinx of black quartz, judge my vow. "
        "Typography: AVA, Wolf, “quotes”, 1,234.56 — naïve café."}},
    "styles": {"proposal": {"width": 320, "height": None}, "view": {"type": "VStack", "children": [
        {"type": "Text", "text": "Large Title", "font": "largeTitle"},
        {"type": "Text", "text": "Bold headline that wraps onto lines", "font": "title2", "modifiers": [{"type": "fontWeight", "weight": "bold"}]},
        {"type": "Text", "text": "Centred footnote text that also wraps", "font": "footnote",
         "modifiers": [{"type": "multilineTextAlignment", "alignment": "center"}, {"type": "frame", "width": 120}]},
        {"type": "Text", "text": "Caption two", "font": "caption2"}]}},
    "modifiers": {"proposal": {"width": 300, "height": None}, "environment": {"dynamicTypeSize": "xxLarge"},
                  "view": {"type": "VStack", "children": [
        {"type": "Text", "text": "Tracked capitals", "modifiers": [{"type": "textCase", "value": "uppercase"}, {"type": "tracking", "value": 2}]},
        {"type": "Text", "text": "Kerned and bold", "modifiers": [{"type": "kerning", "value": 1.5}, {"type": "bold"}]},
        {"type": "Text", "text": "Italic footnote with loose lines that wraps", "font": "footnote",
         "modifiers": [{"type": "italic"}, {"type": "lineSpacing", "value": 6}]},
        {"type": "Text", "text": "Price 1,111.00 / 8,888.00", "modifiers": [{"type": "monospacedDigit"}, {"type": "fontWeight", "weight": "black"}]}]}},
    "native": {"proposal": {"width": 200, "height": None}, "environment": {"profile": "font-native", "displayScale": 2},
               "view": {"type": "Text", "text": "Font-native profile: Inter's own metrics, no tracking."}},
    "designs-native": {"proposal": {"width": 220, "height": None}, "environment": {"profile": "font-native", "displayScale": 3},
                       "view": {"type": "VStack", "children": [
        {"type": "Text", "text": "Serif light, wrapping onto a second line", "modifiers": [{"type": "fontDesign", "design": "serif"},
                                                                                     {"type": "fontWeight", "weight": "light"}]},
        {"type": "Text", "text": "Mono heavy: AVA 1,111 Wolf", "modifiers": [{"type": "fontDesign", "design": "monospaced"},
                                                                          {"type": "fontWeight", "weight": "heavy"}, {"type": "tracking", "value": 1}]},
        {"type": "Text", "text": "Rounded italic kerned", "modifiers": [{"type": "fontDesign", "design": "rounded"}, {"type": "italic"},
                                                                         {"type": "kerning", "value": 1}]}]}},
}

passed, failed = 0, 0


def check(ok, what):
    global passed, failed
    passed, failed = passed + bool(ok), failed + (not ok)
    print(("ok   " if ok else "FAIL ") + what, flush=True)


def post(base, body, accept, query=""):
    request = urllib.request.Request(base + "/v1/layout" + query, data=body, method="POST",
                                     headers={"Content-Type": "application/json", "Accept": accept})
    try:
        with urllib.request.urlopen(request, timeout=20) as r:
            return r.status, r.headers["Content-Type"], r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers["Content-Type"], e.read()


def start_server(binary):
    # stderr stays on the terminal, where a crash's message shows.
    server = Server(binary, env={"HTTP_DRAIN_DELAY": "0"}, stderr=None)
    server.start()
    return server, server.url


def start_chromium(profile):
    log = open(os.path.join(profile, "chromium.log"), "w")
    proc = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--disable-background-networking", "--disable-component-update", "--disable-sync",
                             "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                             f"--user-data-dir={profile}", "--window-size=1280,800", "--hide-scrollbars",
                             "about:blank"], stdout=log, stderr=log)
    port_file = pathlib.Path(profile, "DevToolsActivePort")
    for _ in range(300):
        if port_file.exists() and len(port_file.read_text().split()) >= 2:
            port = port_file.read_text().split()[0]
            pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=5))
            page = next(p for p in pages if p["type"] == "page")
            return proc, CDP(page["webSocketDebuggerUrl"])
        time.sleep(0.1)
    raise RuntimeError("Chromium did not open its DevTools port")


def examples():
    folder = ROOT / "Fixtures/examples"
    for path in sorted(folder.glob("*.request.json")):
        if not (folder / path.name.replace(".request.json", ".problem.json")).exists():
            yield path.name.removesuffix(".request.json"), path.read_bytes()


def check_svgs(base):
    for name, body in examples():
        status, kind, svg = post(base, body, "image/svg+xml", "?layers=true&labels=true")
        again = post(base, body, "image/svg+xml", "?layers=true&labels=true")[2]
        with tempfile.NamedTemporaryFile(suffix=".svg") as f:
            f.write(svg)
            f.flush()
            lint = subprocess.run(["xmllint", "--noout", "--nonet", "--dtdvalid", DTD, f.name],
                                  capture_output=True, text=True)
        check(status == 200 and kind == "image/svg+xml" and lint.returncode == 0,
              f"{name}: SVG 1.1 valid (xmllint --dtdvalid svg11.dtd) {lint.stderr.strip()[:300]}")
        check(svg == again, f"{name}: the same request gives the same SVG bytes")
    bad = (ROOT / "Fixtures/examples/negative-frame-width.request.json").read_bytes()
    status, kind, body = post(base, bad, "image/svg+xml")
    check(status == 400 and kind == "application/problem+json" and b'"pointer"' in body,
          "an invalid request asked for as SVG gets 400 problem+json with its pointer")


def console_errors(cdp, since=0):
    """Console errors and exceptions among the browser's events from position `since` on."""
    errors = []
    for e in cdp.events[since:]:
        m, p = e["method"], e.get("params", {})
        if m == "Runtime.exceptionThrown":
            errors.append(p["exceptionDetails"].get("text", "exception"))
        elif m == "Runtime.consoleAPICalled" and p["type"] in ("error", "assert"):
            errors.append(" ".join(str(a.get("value", a.get("description"))) for a in p["args"]))
        elif m == "Log.entryAdded" and p["entry"]["level"] == "error":
            errors.append(p["entry"]["text"] + " " + p["entry"].get("url", ""))
    return errors


def set_editor(cdp, text):
    renders = int(cdp.evaluate("document.body?.dataset.renders || 0"))
    cdp.evaluate(f"(() => {{ const e = document.getElementById('request'); e.value = {json.dumps(text)};"
                 " e.dispatchEvent(new Event('input')); })()")
    cdp.wait_for(f"+(document.body?.dataset.renders || 0) > {renders}")


def check_playground(cdp, base):
    for domain in ("Runtime", "Log", "Page"):
        cdp.call(f"{domain}.enable")
    cdp.call("Page.navigate", url=base + "/")
    cdp.wait_for("+(document.body?.dataset.renders || 0) >= 1")
    shapes = cdp.evaluate("document.querySelectorAll('#canvas svg rect.shape').length")
    check(shapes == 3, f"the playground lays out its first example (3 coloured views drawn, found {shapes})")
    request = json.loads((ROOT / "Fixtures/examples/relative-size.request.json").read_text())
    request["view"]["children"][1]["color"] = "red"
    set_editor(cdp, json.dumps(request, indent=2))
    check(cdp.evaluate("!!document.querySelector('#canvas svg rect.shape[fill=\"#ff3b30\"]')"),
          "the drawing follows the JSON as it changes (green turned red)")
    errors = console_errors(cdp)
    check(not errors, f"no console errors while loading and editing ({errors[:3]})")
    request["view"]["modifiers"][0]["height"] = -5
    set_editor(cdp, json.dumps(request, indent=2))
    marked = cdp.evaluate("[document.getElementById('problem').hidden, document.querySelector('#highlight mark')?.textContent,"
                          " getComputedStyle(document.querySelector('#canvas svg')).opacity]")
    check(marked == [False, "-5", "0.35"],
          f"a problem is shown, its pointer's value highlighted in the JSON, the last drawing dimmed ({marked})")
    cdp.evaluate("document.getElementById('tab-swift').click()")
    cdp.wait_for("document.body.dataset.language === 'swift'")
    set_editor(cdp, 'VStack {\n    Text("Inbox")\n        .foregroundColor(.secondary)\n        .padding(8)\n'
                    '        .opacity(0.5)\n}\n')
    cdp.wait_for("document.body.dataset.ignored === '2'")
    greyed = cdp.evaluate("[...document.querySelectorAll('#highlight .ignored')].map(s => s.textContent)")
    check(greyed == [".foregroundColor(.secondary)", ".opacity(0.5)"],
          f"the Swift tab greys the modifiers that change no frame ({greyed})")
    set_editor(cdp, 'struct Row: View {\n    let item: Item\n    var body: some View {\n        Text(item.title).padding(8)\n    }\n}\n')
    cdp.wait_for("document.body.dataset.placeholders === '1'")
    marked = cdp.evaluate("[...document.querySelectorAll('#highlight .placeholder')].map(s => [s.textContent, s.title])")
    check(marked == [["item.title", "item.title: a stand-in string"]],
          f"the Swift tab underlines a value read from outside the source, with what stood in ({marked})")
    # Back to the JSON tab, whose request (the deliberate 400 above) is drawn again before the
    # trace check starts counting console errors.
    renders = int(cdp.evaluate("document.body?.dataset.renders || 0"))
    cdp.evaluate("document.getElementById('tab-json').click()")
    cdp.wait_for(f"+(document.body?.dataset.renders || 0) > {renders}")


def check_narrow(cdp, base):
    """At a phone's width (390 px) nothing on the page is wider than the window (the example
    menu's long names included)."""
    cdp.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
    cdp.call("Page.navigate", url=base + "/")
    cdp.wait_for("+(document.body?.dataset.renders || 0) >= 1")
    widths = cdp.evaluate("[document.documentElement.scrollWidth, Math.round(document.getElementById('example').getBoundingClientRect().right)]")
    cdp.call("Emulation.clearDeviceMetricsOverride")
    cdp.call("Page.navigate", url=base + "/")
    cdp.wait_for("+(document.body?.dataset.renders || 0) >= 1")
    check(widths[0] <= 390 and widths[1] <= 390, f"at 390 px wide the page and its example menu fit ({widths})")


def check_trace(cdp):
    """The Field Guide's HStack (a Text between two RoundedRectangles, proposed 300 wide, default
    spacing 8 + 8): the trace shows each child probed at ∞ and 0, the Text sized first as the
    least flexible with an even third of 300 − 16, then each rectangle offered half of what the
    Text left (the SwiftUI Field Guide's HStack page, "Layout Priority")."""
    start = len(cdp.events)  # the playground check ended on a deliberate 400
    renders = int(cdp.evaluate("document.body?.dataset.renders || 0"))
    cdp.evaluate("(() => { const s = document.getElementById('example'); s.value = 'field-guide-hstack';"
                 " s.dispatchEvent(new Event('change')); })()")
    cdp.wait_for(f"+(document.body?.dataset.renders || 0) > {renders}")
    # The Field Guide's own trace, not the one the Swift tab's last drawing left.
    cdp.wait_for("trace.events.length > 0 && trace.events[0].kind === 'size' && trace.events.some(e => e.id === 'text')")
    events = cdp.evaluate("trace.events")
    asked = lambda who: [e["proposal"]["width"] for e in events if e.get("id") == who and e["kind"] == "size"]
    order = next((e["order"] for e in events if e["kind"] == "fittingOrder"), None)
    text = next(e for e in events if e.get("id") == "text" and e["kind"] == "size" and e["proposal"]["width"] not in (0, "infinity"))
    share = (300 - 16) / 2 - text["size"]["width"] / 2
    check(asked("text")[:2] == ["infinity", 0] and asked("blue")[:2] == ["infinity", 0] and asked("green")[:2] == ["infinity", 0],
          "the trace probes every child at ∞ and 0 first")
    check(order == [1, 0, 2], f"the Text, least flexible, is sized first ({order})")
    check(abs(text["proposal"]["width"] - 284 / 3) < 1e-6, f"the Text is offered (300 − 16) / 3 ({text['proposal']['width']})")
    check(all(abs(asked(who)[2] - share) < 1e-6 for who in ("blue", "green")),
          f"each rectangle is offered half of what the Text left ({share:.3f}: {asked('blue')[2]}, {asked('green')[2]})")
    cdp.evaluate("showStep(trace.events.indexOf(trace.events.find(e => e.id === 'text' && e.kind === 'size' && e.proposal.width > 0 && e.proposal.width !== 'infinity')))")
    shown = cdp.evaluate("[document.getElementById('step-text').textContent, !!document.querySelector('#canvas svg rect.trace-focus')]")
    check("proposed 94.67" in shown[0] and shown[1], f"stepping shows the proposal and outlines the node ({shown[0][:80]!r})")
    drawn = cdp.evaluate("(() => { const r = document.querySelector('#canvas svg rect.trace-proposal');"
                         " return r && [+r.getAttribute('width'), r.dataset.open]; })()")
    check(drawn and abs(drawn[0] - 284 / 3) < 0.01 and "width" not in drawn[1],
          f"the step draws its proposal too, dashed, 94.67 wide from the node's corner ({drawn})")
    cdp.evaluate("showStep(trace.events.indexOf(trace.events.find(e => e.id === 'text' && e.kind === 'size' && e.proposal.width === 'infinity')))")
    drawn = cdp.evaluate("(() => { const r = document.querySelector('#canvas svg rect.trace-proposal'), b = r?.ownerSVGElement.viewBox.baseVal;"
                         " return r && [+r.getAttribute('x') + +r.getAttribute('width'), b.x + b.width, r.dataset.open]; })()")
    check(drawn and abs(drawn[0] - drawn[1]) < 0.01 and "width" in drawn[2],
          f"an infinite proposal is drawn to the drawing's edge ({drawn})")
    # Another example starts at its first step, not the step reached here.
    left = int(cdp.evaluate("trace.step"))
    choose_example(cdp, "card", "trace.events.length > 0 && trace.events.some(e => e.id === 'avatar')")
    check(left > 0 and cdp.evaluate("[trace.step, +document.getElementById('step').value]") == [0, 0],
          f"another example's trace starts at its first step (step {left} was left on the Field Guide's)")
    errors = console_errors(cdp, since=start)
    check(not errors, f"no console errors while tracing ({errors[:3]})")


def choose_example(cdp, name, ready):
    """Picks an example and waits until it is drawn and its views read (`ready`, JavaScript)."""
    cdp.evaluate(f"(() => {{ const s = document.getElementById('example'); s.value = {json.dumps(name)};"
                 " s.dispatchEvent(new Event('change')); })()")
    cdp.wait_for(ready)


def mouse(cdp, kind, x, y, **more):
    cdp.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, **more)


def key(cdp, name):
    cdp.call("Input.dispatchKeyEvent", type="keyDown", key=name, text=name)
    cdp.call("Input.dispatchKeyEvent", type="keyUp", key=name)


# A drawn view's frame (points) and its centre on the screen, scrolled into view; `el` is an
# element of the drawing inside the view's <g class="view">.
FRAME_OF = """(el) => {
  const frame = el.closest('g.view').querySelector(':scope > rect.frame');
  frame.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = frame.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2, frame: ['x', 'y', 'width', 'height'].map(k => +frame.getAttribute(k)) };
}"""
INSPECTED = """(() => ({ path: document.body.dataset.inspected, mark: document.querySelector('#inspect mark')?.textContent ?? null,
  outline: [...document.querySelectorAll('#canvas rect.inspect-frame')].map(r => ['x', 'y', 'width', 'height'].map(k => +r.getAttribute(k))) }))()"""


def member(value, pointer):
    for part in pointer.split("/")[1:]:
        value = value[int(part)] if isinstance(value, list) else value[part.replace("~1", "/").replace("~0", "~")]
    return value


def check_inspector(cdp):
    """The playground as an inspector. On the settings screen (a Form of two Sections below a
    navigation bar, the example with the most views and ids): every drawn Text hovered marks its
    own object in the request JSON; a click keeps its mark when the pointer leaves; the caret in a
    Text's JSON outlines that Text's drawn frame. The Swift tab marks a hovered view's source,
    from the view to its last modifier. Then the id labels in every example, the numbers, dark
    mode, a device's frame, and zoom and pan."""
    start = len(cdp.events)
    settings_form = ("[...document.querySelectorAll('#canvas text.line')].some(t => t.textContent === 'Licences')"
                     " && inspector.views.some(v => v.path.endsWith('/value'))")
    choose_example(cdp, "settings-form", settings_form)
    request = json.loads(cdp.evaluate("document.getElementById('request').value"))
    bands = cdp.evaluate("document.querySelector('#canvas svg path.safe-area')?.getAttribute('d')")
    check(bands == "M0 0h393v852h-393ZM0 54h393v764h-393Z",
          f"an example with safe-area insets shades the window outside them (54 and 34: {bands})")
    lines = cdp.evaluate("[...document.querySelectorAll('#canvas text.line')].map(t => t.textContent)")
    wrong = []
    for n, text in enumerate(lines):
        at = cdp.evaluate(f"({FRAME_OF})(document.querySelectorAll('#canvas text.line')[{n}])")
        mouse(cdp, "mouseMoved", at["x"], at["y"])
        shown = cdp.evaluate(INSPECTED)
        view = member(request, shown["path"]) if shown["path"] else None
        if not (view and view.get("text", "").lower() == text.lower() and shown["mark"] and json.loads(shown["mark"]) == view
                and shown["outline"] and all(abs(a - b) < 1e-6 for a, b in zip(shown["outline"][0], at["frame"]))):
            wrong.append((text, shown))
    check(lines and not wrong, f"hovering each of the {len(lines)} drawn Texts marks its own object in the request JSON ({wrong[:2]})")
    mouse(cdp, "mousePressed", at["x"], at["y"], button="left", clickCount=1)
    mouse(cdp, "mouseReleased", at["x"], at["y"], button="left", clickCount=1)
    mouse(cdp, "mouseMoved", 1, 1)
    kept = cdp.evaluate(INSPECTED)
    visible = cdp.evaluate("(() => { const m = document.querySelector('#inspect mark'), e = document.getElementById('request');"
                           " return !!m && m.offsetTop >= e.scrollTop && m.offsetTop + m.offsetHeight <= e.scrollTop + e.clientHeight; })()")
    check(kept["mark"] and json.loads(kept["mark"]).get("text") == lines[-1] and visible,
          f"a clicked view stays marked, scrolled into the editor's view, when the pointer leaves ({kept['path']})")
    # The caret inside a Text's string: that Text's drawn frame is outlined.
    target = next(t for t in lines if f'"{t}"' in cdp.evaluate("document.getElementById('request').value"))
    cdp.evaluate(f"(() => {{ const e = document.getElementById('request'); e.focus(); const i = e.value.indexOf({json.dumps(json.dumps(target))}) + 2;"
                 " e.setSelectionRange(i, i); })()")
    cdp.wait_for(f"document.body.dataset.inspected !== {json.dumps(kept['path'])}")
    shown = cdp.evaluate(INSPECTED)
    drawn = cdp.evaluate(f"({FRAME_OF})([...document.querySelectorAll('#canvas text.line')].find(t => t.textContent === {json.dumps(target)}))")
    check(shown["outline"] == [drawn["frame"]] and member(request, shown["path"]).get("text") == target,
          f"the caret in {target!r}'s JSON outlines its drawn frame ({shown['outline']}, {drawn['frame']})")
    cdp.evaluate("document.getElementById('request').blur()")

    # Id labels, in every example (the server draws each at its view's top-left corner, so a
    # container's overlaps its first child's; the card has seven such pairs): none of the
    # visible ones overlap, and most are visible.
    overlapping, counts, black = [], [0, 0], []
    for name in cdp.evaluate("[...document.querySelectorAll('#example option')].map(o => o.value)"):
        renders = int(cdp.evaluate("document.body?.dataset.renders || 0"))
        choose_example(cdp, name, f"+(document.body?.dataset.renders || 0) > {renders}")
        fills = cdp.evaluate("[...document.querySelectorAll('#canvas .shape')].map(e => e.getAttribute('fill'))")
        if fills and all(f in ("#000000", "none", None) for f in fills):
            black.append(name)
        boxes = cdp.evaluate("""[...document.querySelectorAll('#canvas text.label')].map(l => {
            const r = l.getBoundingClientRect();
            return getComputedStyle(l).visibility === 'visible' ? [l.textContent, r.left, r.top, r.right, r.bottom] : null; })""")
        shown = [b for b in boxes if b]
        counts = [counts[0] + len(shown), counts[1] + len(boxes)]
        overlapping += [(name, a[0], b[0]) for i, a in enumerate(shown) for b in shown[i + 1:]
                        if a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]]
    check(counts[0] * 2 >= counts[1] > 0 and not overlapping,
          f"no two visible id labels overlap in any example ({counts[0]} of {counts[1]} visible; {overlapping[:3]})")
    check(not black, f"every example that draws shapes draws some in colour, not all black ({black})")

    # The Swift tab: a hovered view's source, from the view to the end of its last modifier.
    cdp.evaluate("document.getElementById('tab-swift').click()")
    cdp.wait_for("document.body.dataset.language === 'swift'")
    set_editor(cdp, "HStack(spacing: 10) {\n    Color.blue.frame(width: 50)\n    Color.green\n}\n.frame(height: 80)\n")
    cdp.wait_for("document.querySelectorAll('#canvas rect.shape').length === 2"
                 " && inspector.swift && inspector.views.length === 3 && inspector.views[1].sources.length === 2")
    marked = []
    for fill in ("#007aff", "#34c759"):
        at = cdp.evaluate(f"({FRAME_OF})(document.querySelector('#canvas rect.shape[fill=\"{fill}\"]'))")
        mouse(cdp, "mouseMoved", at["x"], at["y"])
        marked.append(cdp.evaluate(INSPECTED)["mark"])
    mouse(cdp, "mouseMoved", 1, 1)
    check(marked == ["Color.blue.frame(width: 50)", "Color.green"], f"the Swift tab marks a hovered view's source ({marked})")
    cdp.evaluate("(() => { const e = document.getElementById('request'); e.focus(); const i = e.value.indexOf('.frame(height'); e.setSelectionRange(i + 2, i + 2); })()")
    cdp.wait_for("document.body.dataset.inspected === '/view'")
    root = cdp.evaluate(f"({FRAME_OF})(document.querySelector('#canvas g.view > rect.frame'))")
    check(cdp.evaluate(INSPECTED)["outline"] == [root["frame"]], "the caret on the HStack's modifier outlines the HStack")
    cdp.evaluate("document.getElementById('request').blur()")
    renders = int(cdp.evaluate("document.body?.dataset.renders || 0"))
    cdp.evaluate("document.getElementById('tab-json').click()")
    cdp.wait_for(f"+(document.body?.dataset.renders || 0) > {renders}")

    # Numbers as people write them: a proposal of 208.333333333 reads 208.33 everywhere.
    set_editor(cdp, json.dumps({"proposal": {"width": 208.333333333, "height": 100}, "view": {"type": "Color", "id": "fill"}}))
    cdp.wait_for("inspector.views.length === 1 && inspector.views[0].id === 'fill'")
    at = cdp.evaluate(f"({FRAME_OF})(document.querySelector('#canvas rect.shape'))")
    mouse(cdp, "mouseMoved", at["x"], at["y"])
    texts = cdp.evaluate("['status', 'width-value', 'inspected', 'step-text'].map(id => document.getElementById(id).textContent)")
    mouse(cdp, "mouseMoved", 1, 1)
    check(all("208.33" in t and "208.333" not in t for t in texts[:3]) and "208.333" not in texts[3],
          f"numbers are written to two decimals ({texts})")

    # Dark mode: a dark canvas, and the drawing's black text turned light on it.
    cdp.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    choose_example(cdp, "list-row", "[...document.querySelectorAll('#canvas text.line')].length > 2")
    colours = cdp.evaluate("""(() => {
        const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
        const lum = (c) => { const [r, g, b] = rgb(c).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                             return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const back = lum(getComputedStyle(document.getElementById('canvas')).backgroundColor);
        const text = [...document.querySelectorAll('#canvas text.line')].map(t => lum(getComputedStyle(t).fill));
        return { back, contrast: Math.min(...text.map(l => (Math.max(l, back) + 0.05) / (Math.min(l, back) + 0.05))) };
    })()""")
    cdp.call("Emulation.setEmulatedMedia", features=[])
    check(colours["back"] < 0.05 and colours["contrast"] >= 4.5,
          f"dark mode: a dark canvas (luminance {colours['back']:.3f}), every text line at least 4.5:1 on it ({colours['contrast']:.1f}:1)")

    # A device preset: the display's outline with its corner radius (the server's), a bezel the
    # page draws around it (the drawing grown by 12 points a side), the safe area shaded, the
    # example's colours, and no proposal handle (the device sets the proposal).
    choose_example(cdp, "safe-area", "!!document.querySelector('#canvas svg path.bezel')")
    device = cdp.evaluate("""(() => { const s = document.querySelector('#canvas svg'), d = s.querySelector('rect.device');
        return { rx: d.getAttribute('rx'), box: s.getAttribute('viewBox'), bands: s.querySelector('path.safe-area')?.getAttribute('d'),
                 bezel: s.querySelector('path.bezel').getAttribute('d'), handle: !!s.querySelector('.handle'),
                 fills: [...new Set([...s.querySelectorAll('rect.shape')].map(r => r.getAttribute('fill')))].sort() }; })()""")
    check(device["rx"] == "55" and device["box"] == "-12 -12 417 876" and not device["handle"]
          and device["bezel"].startswith("M55 -12h283a67 67 0 0 1 67 67") and "M55 0h283a55 55 0 0 1 55 55" in device["bezel"]
          and device["bands"] == "M0 0h393v852h-393ZM0 59h393v759h-393Z" and device["fills"] == ["#30b0c7", "#5856d6", "#ff9500"],
          f"an iPhone 15 Pro is framed: its display's 55-point corners, a bezel, the safe area (59 and 34) shaded, coloured ({device})")

    # Zoom and pan: buttons, keys, Ctrl + wheel about the pointer, a drag; the viewBox stays.
    choose_example(cdp, "settings-form", settings_form)
    state = ("(() => { const s = document.querySelector('#canvas svg'), c = document.getElementById('canvas');"
             " return [+s.getAttribute('width'), s.getAttribute('viewBox'), c.scrollLeft, c.scrollTop,"
             " document.getElementById('zoom-reset').textContent]; })()")
    width, box = cdp.evaluate(state)[:2]
    cdp.evaluate("document.getElementById('zoom-in').click()")
    zoomed = cdp.evaluate(state)
    cdp.evaluate("document.getElementById('canvas').focus()")
    key(cdp, "-")
    back = cdp.evaluate(state)
    key(cdp, "+")
    key(cdp, "+")
    canvas = cdp.evaluate("(() => { const r = document.getElementById('canvas').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()")
    x, y = canvas[0] + canvas[2] * 0.6, canvas[1] + canvas[3] * 0.5
    under = f"(() => {{ const p = new DOMPoint({x}, {y}).matrixTransform(document.querySelector('#canvas svg').getScreenCTM().inverse()); return [p.x, p.y]; }})()"
    before = cdp.evaluate(under)
    mouse(cdp, "mouseWheel", x, y, deltaX=0, deltaY=-200, modifiers=2)  # Ctrl
    cdp.wait_for(f"+document.querySelector('#canvas svg').getAttribute('width') > {width * 1.25 ** 2 + 1}")
    after, wheeled = cdp.evaluate(under), cdp.evaluate(state)
    mouse(cdp, "mousePressed", x, y, button="left", clickCount=1)
    for step in range(1, 5):
        mouse(cdp, "mouseMoved", x + 15 * step, y + 10 * step, button="left", buttons=1)
    mouse(cdp, "mouseReleased", x + 60, y + 40, button="left", clickCount=1)
    dragged = cdp.evaluate(state)
    key(cdp, "0")
    reset = cdp.evaluate(state)
    mouse(cdp, "mouseMoved", 1, 1)
    check(zoomed[0] == width * 1.25 and zoomed[4] == "125 %" and back[0] == width and zoomed[1] == box,
          f"the zoom buttons and keys scale the drawing, its viewBox unchanged ({width} → {zoomed[0]} → {back[0]})")
    check(all(abs(a - b) < 1 for a, b in zip(before, after)) and wheeled[0] > width * 1.6,
          f"Ctrl + wheel zooms about the pointer ({before} stays under it: {after})")
    check(wheeled[2] - dragged[2] == 60 and wheeled[3] - dragged[3] == 40 and reset[0] == width and reset[2:4] == [0, 0],
          f"dragging pans the drawing ({wheeled[2:4]} → {dragged[2:4]}), and 0 resets zoom and scroll ({reset[:4]})")
    errors = console_errors(cdp, since=start)
    check(not errors, f"no console errors while inspecting ({errors[:3]})")


def check_text_widths(cdp):
    requests = {name: body.decode() for name, body in examples() if b'"Text"' in body}
    requests.update({name: json.dumps(r) for name, r in EXTRA_TEXTS.items()})
    report = cdp.evaluate(f"({(HERE / 'browser/pages.js').read_text()})({json.dumps(requests)})")
    unmatched = [r for r in report if r["server"] is None]
    check(report and not unmatched, f"{len(report)} lines drawn, each found in the JSON response ({unmatched[:2]})")
    worst = max((r for r in report if r["server"] is not None), key=lambda r: abs(r["ink"] - r["server"]))
    diff = abs(worst["ink"] - worst["server"])
    raw = max(abs(r["browser"] - r["server"]) for r in report if r["server"] is not None)
    print(f"     largest per-line difference: {diff:.4f} px ({worst['name']}: {worst['text']!r}, server "
          f"{worst['server']:.4f}, browser {worst['ink']:.4f}); getComputedTextLength itself, trailing "
          f"letter-spacing included: {raw:.4f} px")
    check(diff <= TOLERANCE, f"every line's browser width is within {TOLERANCE} px of the server's")


def check_saved_svg(cdp, base):
    """An SVG saved to a file draws like the served one: it carries its fonts, cut to the
    characters it draws, so Chromium opening it from file:// (no server, another origin) sets
    every line within TOLERANCE of the server's width."""
    body = (ROOT / "Fixtures/examples/text-modifiers.request.json").read_bytes()
    request = json.loads(body)
    request["geometry"] = "both"
    layout = json.loads(post(base, json.dumps(request).encode(), "application/json")[2])
    svg = post(base, body, "image/svg+xml")[2]
    check(b"/v1/fonts/" not in svg and b"data:font/ttf;base64," in svg, "the SVG carries its fonts rather than linking them")
    lines = []

    def collect(view):
        for line in (view or {}).get("lines", []):
            lines.append((line["text"], line["drawn"]["x"], line["drawn"]["baseline"], line["width"],
                          (view.get("font") or {}).get("kerning", 0)))
        for part in ("header", "footer", "value"):  # a Section's header and footer, a Picker's value
            if view and view.get(part):
                collect(view[part])
        for modifier in (view or {}).get("modifiers", []):
            collect(modifier.get("content"))
        for child in (view or {}).get("children", []):
            collect(child)
    collect(layout["view"])
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder, "saved.svg")
        path.write_bytes(svg)
        cdp.call("Page.navigate", url=path.as_uri())
        cdp.wait_for("document.readyState === 'complete' && document.querySelectorAll('text.line').length > 0")
        drawn = cdp.evaluate("""document.fonts.ready.then(() => [...document.querySelectorAll('text.line')].map(el => {
            const n = el.getNumberOfChars();
            const span = n ? el.getEndPositionOfChar(n - 1).x - el.getStartPositionOfChar(0).x : 0;
            return [el.textContent, +el.getAttribute('x'), +el.getAttribute('y'), span - +(el.getAttribute('letter-spacing') ?? 0)];
        }))""")
    worst = 0.0
    for text, x, y, ink in drawn:
        match = next((l for l in lines if l[0] == text and abs(l[1] - x) < 1e-6 and abs(l[2] - y) < 1e-6), None)
        if match is None:
            check(False, f"the saved SVG's line {text!r} is in the JSON response")
            continue
        worst = max(worst, abs(ink + match[4] - match[3]))
    check(drawn and worst <= TOLERANCE,
          f"an SVG saved to a file draws its {len(drawn)} lines from file:// within {TOLERANCE} px of the server's ({worst:.4f} px)")


def screenshot(cdp, base, path):
    cdp.call("Emulation.setDeviceMetricsOverride", width=1280, height=720, deviceScaleFactor=1, mobile=False)
    cdp.call("Page.navigate", url=base + "/")  # back from the saved SVG's file:// page
    cdp.wait_for("+(document.body?.dataset.renders || 0) >= 1")
    renders = int(cdp.evaluate("document.body?.dataset.renders || 0"))
    cdp.evaluate("(() => { const s = document.getElementById('example'); s.value = 'list-row';"
                 " s.dispatchEvent(new Event('change')); })()")
    cdp.wait_for(f"+(document.body?.dataset.renders || 0) > {renders}")
    cdp.evaluate("document.fonts.ready.then(() => true)")
    data = cdp.call("Page.captureScreenshot", format="png")["data"]
    pathlib.Path(path).parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(path).write_bytes(__import__("base64").b64decode(data))
    check(os.path.getsize(path) > 10_000, f"screenshot written to {path}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("--screenshot")
    parser.add_argument("--seconds", type=int, default=240)
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, lambda *_: sys.exit(f"FAIL: over {args.seconds} s"))
    signal.alarm(args.seconds)
    server, base = start_server(args.server)
    with tempfile.TemporaryDirectory() as profile:
        browser = None
        try:
            check_svgs(base)
            browser, cdp = start_chromium(profile)
            check_playground(cdp, base)
            check_narrow(cdp, base)
            check_trace(cdp)
            check_inspector(cdp)
            check_text_widths(cdp)
            media.check_png(cdp, base, check)
            media.check_woff2(cdp, base, check)
            check_saved_svg(cdp, base)
            if args.screenshot:
                screenshot(cdp, base, args.screenshot)
        finally:
            if browser:
                browser.terminate()
                browser.wait(timeout=20)
            server.stop(grace=20)
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
