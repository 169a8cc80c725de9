// The drawing's id labels, placed so that none overlaps another, and zoom and pan of the canvas
// (playground.js draws; this file only arranges and scales what it drew).
"use strict";

// Id labels. The server puts each at the top-left corner of its view, where a container's label
// falls on its first child's. Each is moved, innermost view first (the document's order), to the
// first corner of its view's frame where it overlaps no label placed before it (nor, where
// some corner allows, a text line); one that fits nowhere is hidden, and shown while its view is
// inspected.
function placeLabels(svg) {
  const placed = [], lines = [...svg.querySelectorAll("text.line")].map((line) => line.getBBox());
  const overlaps = (a, b) => a.x < b.x + b.width + 1 && b.x < a.x + a.width + 1 &&
                             a.y < b.y + b.height + 1 && b.y < a.y + a.height + 1;
  for (const label of svg.querySelectorAll("text.label")) {
    const box = label.getBBox();  // in points, the drawing's units
    const frame = label.parentNode.querySelector(":scope > rect.frame");
    const [fx, fy, fw, fh] = frame ? ["x", "y", "width", "height"].map((k) => +frame.getAttribute(k))
                                   : [box.x - 2, box.y - 2, box.width + 4, box.height + 4];
    // Left and top where the label is wider or taller than its frame.
    const left = fx + 2, right = Math.max(left, fx + fw - 2 - box.width);
    const top = fy + 2, bottom = Math.max(top, fy + fh - 2 - box.height);
    const corners = [[left, top], [right, top], [left, bottom], [right, bottom]];
    const free = (boxes) => corners.find(([x, y]) => !boxes.some((b) => overlaps(b, { x, y, width: box.width, height: box.height })));
    const corner = free([...placed, ...lines]) ?? free(placed);
    if (!corner) { label.classList.add("label-hidden"); continue; }
    const to = (v) => Math.round(v * 100) / 100;  // getBBox() is single precision
    label.setAttribute("x", to(+label.getAttribute("x") + corner[0] - box.x));
    label.setAttribute("y", to(+label.getAttribute("y") + corner[1] - box.y));
    placed.push({ x: corner[0], y: corner[1], width: box.width, height: box.height });
  }
}

// Zoom and pan. Zoom scales the drawing's width and height (its viewBox stays, so every
// coordinate in it stays in points); the canvas scrolls, so panning is scrolling: by dragging
// the drawing, the scroll bars, the wheel or, with the canvas focused, the arrow keys.
let zoom = 1;
const zoomLimits = [0.25, 8];

function applyZoom(svg) {
  svg.setAttribute("width", svg.dataset.width * zoom);
  svg.setAttribute("height", svg.dataset.height * zoom);
  $("zoom-reset").textContent = `${Math.round(zoom * 100)} %`;
}

// Zooms to `scale`, keeping the point of the drawing under `at` (client pixels; the canvas's
// centre by default) where it is.
function setZoom(scale, at) {
  zoom = Math.min(zoomLimits[1], Math.max(zoomLimits[0], scale));
  const svg = canvas.querySelector("svg");
  if (!svg) return;
  const box = canvas.getBoundingClientRect();
  at ??= { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const kept = toDrawing(svg, at);
  applyZoom(svg);
  const now = kept.matrixTransform(svg.getScreenCTM());
  canvas.scrollLeft += now.x - at.x;
  canvas.scrollTop += now.y - at.y;
}

function resetZoom() {
  setZoom(1);
  canvas.scrollTo(0, 0);
}

// A device preset's display (`rect.device`, outlined by the server with the display's corner
// radius) is framed by a bezel: a dark ring around it that also covers what the display's
// rounded corners cut off, the drawing grown to hold it. The page draws it; the SVG and the PNG
// the server answers keep the display's outline alone, at the screen's size.
const bezel = 12;

function frameDevice(svg) {
  const display = svg.querySelector("rect.device");
  if (!display) return;
  const [x, y, w, h, r] = ["x", "y", "width", "height", "rx"].map((k) => +display.getAttribute(k));
  const box = svg.viewBox.baseVal;
  svg.setAttribute("viewBox", [box.x - bezel, box.y - bezel, box.width + 2 * bezel, box.height + 2 * bezel].join(" "));
  svg.dataset.width = +svg.dataset.width + 2 * bezel;
  svg.dataset.height = +svg.dataset.height + 2 * bezel;
  const ring = document.createElementNS("http://www.w3.org/2000/svg", "path");
  ring.setAttribute("class", "bezel");
  ring.setAttribute("fill-rule", "evenodd");
  ring.setAttribute("d", roundedRect(x - bezel, y - bezel, w + 2 * bezel, h + 2 * bezel, r + bezel) + roundedRect(x, y, w, h, r));
  svg.appendChild(ring);
}

// SVG path data of a rectangle with circular corners of radius `r`.
function roundedRect(x, y, w, h, r) {
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
    `h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
}

// A client point in the drawing's coordinates (points, as the answer's frames are).
function toDrawing(svg, point) {
  return new DOMPoint(point.x, point.y).matrixTransform(svg.getScreenCTM().inverse());
}

// Dragging the drawing pans it; a press that barely moves is a click, which inspects.
let pan = null;
canvas.addEventListener("pointerdown", (event) => {
  if (event.button !== 0 || event.pointerType === "touch") return;  // touch scrolls by itself
  const box = canvas.getBoundingClientRect();  // a press on a scroll bar is the scroll bar's
  if (event.clientX - box.left >= canvas.clientLeft + canvas.clientWidth ||
      event.clientY - box.top >= canvas.clientTop + canvas.clientHeight) return;
  pan = { x: event.clientX, y: event.clientY, left: canvas.scrollLeft, top: canvas.scrollTop, moved: false };
  canvas.setPointerCapture(event.pointerId);
});
canvas.addEventListener("pointermove", (event) => {
  if (pan) {
    pan.moved ||= Math.abs(event.clientX - pan.x) + Math.abs(event.clientY - pan.y) > 4;
    if (pan.moved) {
      canvas.scrollLeft = pan.left - (event.clientX - pan.x);
      canvas.scrollTop = pan.top - (event.clientY - pan.y);
      canvas.classList.add("panning");
      return;
    }
  }
  hover(viewUnder(event));
});
canvas.addEventListener("pointerup", (event) => {
  if (pan && !pan.moved) select(viewUnder(event));
  pan = null;
  canvas.classList.remove("panning");
});
canvas.addEventListener("pointercancel", () => { pan = null; canvas.classList.remove("panning"); });
canvas.addEventListener("pointerleave", () => hover(null));
// Ctrl (or ⌘) with the wheel, and a trackpad's pinch, zoom about the pointer; the wheel alone scrolls.
canvas.addEventListener("wheel", (event) => {
  if (!event.ctrlKey && !event.metaKey) return;
  event.preventDefault();
  setZoom(zoom * Math.exp(-event.deltaY / 400), { x: event.clientX, y: event.clientY });
}, { passive: false });
canvas.addEventListener("keydown", (event) => {
  const action = { "+": () => setZoom(zoom * 1.25), "=": () => setZoom(zoom * 1.25),
                   "-": () => setZoom(zoom / 1.25), "0": resetZoom, "Escape": () => select(null) }[event.key];
  if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();
  action();
});

$("zoom-in").addEventListener("click", () => setZoom(zoom * 1.25));
$("zoom-out").addEventListener("click", () => setZoom(zoom / 1.25));
$("zoom-reset").addEventListener("click", resetZoom);
