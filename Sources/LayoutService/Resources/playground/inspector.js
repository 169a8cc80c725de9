// The inspector: a view hovered or clicked on the drawing is marked in the request, and the view
// under the editor's caret is outlined on the drawing (playground.js calls showInspected after
// each drawing and edit).
"use strict";

// The inspector. The answer's views mirror the request's tree, so a view's JSON Pointer in the
// answer names its object in the request; an answer from Swift source gives each view and
// modifier its `source` range instead. The JSON answer (with frames) comes from trace.js.
const inspector = { views: [], swift: false, hovered: null, selected: null, ranges: { text: null } };

// Every view in an answer, by pointer: its type, id, layout frame, the frame as drawn, and where
// the view and its modifiers' layers reach (the area that picks it on the drawing).
function collectViews(view, path, out) {
  if (!view || typeof view !== "object") return out;
  const frames = [view.drawnFrame ?? view.frame, ...(view.modifiers ?? []).map((m) => m.drawnFrame ?? m.frame)]
    .filter((f) => f && [f.x, f.y, f.width, f.height].every(Number.isFinite));
  const reach = frames.length ? {
    x: Math.min(...frames.map((f) => f.x)), y: Math.min(...frames.map((f) => f.y)),
    right: Math.max(...frames.map((f) => f.x + f.width)), bottom: Math.max(...frames.map((f) => f.y + f.height)),
  } : null;
  const sources = [view.source, ...(view.modifiers ?? []).map((m) => m.source)].filter(Boolean);
  out.push({ path, type: view.type, id: view.id, frame: view.frame, drawn: view.drawnFrame ?? view.frame, reach, sources });
  for (const key of ["header", "footer", "value"]) collectViews(view[key], `${path}/${key}`, out);
  (view.modifiers ?? []).forEach((m, k) => collectViews(m.content, `${path}/modifiers/${k}/content`, out));
  (view.children ?? []).forEach((child, k) => collectViews(child, `${path}/children/${k}`, out));
  return out;
}

// Where a view is in the editor's text: its object in the request JSON, or in Swift source from
// the first character of the view to the last of its last modifier.
function rangeOf(view) {
  const text = editor.value;
  if (!inspector.swift) {
    if (inspector.ranges.text !== text) inspector.ranges = { text, map: pointerRanges(text).ranges };
    const range = inspector.ranges.map.get(view.path);
    return range && range[1] >= 0 ? range : null;
  }
  if (!view.sources.length) return null;
  const starts = view.sources.map((s) => sourceOffset(text, s.line, s.column));  // swift.js
  const ends = view.sources.map((s) => sourceOffset(text, s.endLine, s.endColumn));
  return [Math.min(...starts), Math.max(...ends)];
}

// The innermost view under a pointer event: the smallest reach that holds the point.
function viewUnder(event) {
  const svg = canvas.querySelector("svg");
  if (!svg) return null;
  const { x, y } = toDrawing(svg, { x: event.clientX, y: event.clientY });
  let best = null, bestArea = Infinity;
  for (const view of inspector.views) {
    const r = view.reach;
    if (!r || x < r.x || y < r.y || x > r.right || y > r.bottom) continue;
    const area = (r.right - r.x) * (r.bottom - r.y);
    if (area <= bestArea) [best, bestArea] = [view, area];  // on a tie the later, deeper one
  }
  return best;
}

// The innermost view whose text holds the editor's caret.
function viewAtCaret() {
  const caret = editor.selectionStart;
  let best = null, bestLength = Infinity;
  for (const view of inspector.views) {
    const range = rangeOf(view);
    if (range && range[0] <= caret && caret <= range[1] && range[1] - range[0] <= bestLength) {
      [best, bestLength] = [view, range[1] - range[0]];
    }
  }
  return best;
}

function hover(view) {
  if (view?.path === inspector.hovered?.path) return;
  inspector.hovered = view;
  showInspected();
}

// A click on the drawing or the caret in the editor selects a view, which stays marked until
// another is selected; hovering shows another for as long as it lasts.
function select(view, fromEditor = false) {
  inspector.selected = view;
  showInspected();
  if (view && !fromEditor) scrollEditorTo($("inspect").querySelector("mark"));
}

function scrollEditorTo(mark) {
  if (!mark) return;
  const top = mark.offsetTop, bottom = top + mark.offsetHeight;
  if (top < editor.scrollTop || bottom > editor.scrollTop + editor.clientHeight) {
    editor.scrollTop = Math.max(0, top - editor.clientHeight / 4);
  }
}

// Marks the inspected view: its text in the editor, its frame on the drawing (and, dashed, the
// reach of its modifiers' layers where that is larger), its label, and a line that describes it.
function showInspected() {
  // A view is looked up again by its pointer, as the answer it came from may have been replaced.
  const wanted = inspector.hovered ?? inspector.selected;
  const view = wanted && inspector.views.find((v) => v.path === wanted.path);
  const layer = $("inspect");
  const range = view && rangeOf(view);
  if (range) {
    const mark = document.createElement("mark");
    mark.textContent = editor.value.slice(range[0], range[1]);
    layer.replaceChildren(editor.value.slice(0, range[0]), mark, editor.value.slice(range[1]) + "\n");
    layer.scrollTop = editor.scrollTop;
  } else {
    layer.replaceChildren();
  }
  const svg = canvas.querySelector("svg");
  svg?.querySelectorAll(".inspect-frame, .inspect-reach").forEach((e) => e.remove());
  svg?.querySelectorAll(".label-shown").forEach((e) => e.classList.remove("label-shown"));
  if (svg && view?.drawn) {
    const d = view.drawn, r = view.reach;
    const outline = (className, x, y, width, height) => {
      const rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      Object.entries({ class: className, x, y, width, height }).forEach(([k, v]) => rect.setAttribute(k, v));
      svg.appendChild(rect);
    };
    if (r && (r.x < d.x || r.y < d.y || r.right > d.x + d.width || r.bottom > d.y + d.height)) {
      outline("inspect-reach", r.x, r.y, r.right - r.x, r.bottom - r.y);
    }
    outline("inspect-frame", d.x, d.y, d.width, d.height);
    // Its label, if hidden to keep labels apart: the one with its id in its frame's corner.
    for (const label of svg.querySelectorAll("text.label")) {
      const frame = label.parentNode.querySelector(":scope > rect.frame");
      if (label.textContent === view.id && frame && Math.abs(+frame.getAttribute("x") - d.x) < 0.01 &&
          Math.abs(+frame.getAttribute("y") - d.y) < 0.01) label.classList.add("label-shown");
    }
  }
  $("inspected").textContent = view ? describeView(view) : "";
  document.body.dataset.inspected = view?.path ?? "";
}

function describeView(view) {
  const name = (view.id ? `“${view.id}” ` : "") + view.type;
  const where = inspector.swift ? (view.sources[0] ? `line ${view.sources[0].line}` : "no source") : view.path;
  const f = view.frame;
  if (!f) return `${name} (${where}) is not placed.`;
  return `${name} (${where}): ${formatNumber(f.width)} × ${formatNumber(f.height)} pt at ` +
         `(${formatNumber(f.x)}, ${formatNumber(f.y)})`;
}

// Each JSON answer (trace.js) brings the views' frames; none when the request did not lay out.
document.addEventListener("layout-read", (event) => {
  const { answer, swift } = event.detail;
  inspector.swift = swift;
  inspector.views = answer ? collectViews(answer.view, "/view", []) : [];
  showInspected();
  document.body.dataset.inspectorReads = String(+(document.body.dataset.inspectorReads ?? 0) + 1);
});
// The caret: the view it is in is selected (and outlined) as it moves.
document.addEventListener("selectionchange", () => {
  if (document.activeElement === editor) select(viewAtCaret(), true);
});
