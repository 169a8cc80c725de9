// The playground: edit a request, see the server's SVG of it, drag the proposal, share a link.
// canvas.js places the ids' labels and zooms and pans the drawing; inspector.js links the
// drawing's views and the request's text.
// Everything it loads comes from the server itself, so it works without the network.
"use strict";

const $ = (id) => document.getElementById(id);
const editor = $("request"), highlight = $("highlight"), problem = $("problem"), canvas = $("canvas");
const sliders = { width: $("width"), height: $("height") };
let sequence = 0, timer = 0, renders = 0;

// A number as a person writes it: at most two decimals, none trailing (208.333333333 → 208.33).
function formatNumber(value) {
  if (typeof value !== "number" || !Number.isFinite(value)) return String(value);
  const rounded = +value.toFixed(2);
  return String(rounded === 0 ? 0 : rounded);  // not "-0"
}

async function loadExample(name) {
  const response = await fetch(`/playground/examples/${name}.json`);
  document.dispatchEvent(new CustomEvent("example-chosen"));  // its trace starts at its first step (trace.js)
  setRequest(await response.text());
}

function setRequest(text) {
  editor.value = text;
  inspector.selected = inspector.hovered = null;  // another request: nothing of it is selected yet
  syncSliders();
  schedule(0);
}

// The sliders follow the request's proposal; a `null` or "infinity" axis leaves its slider alone.
function syncSliders() {
  let request;
  try { request = JSON.parse(editor.value); } catch { return; }
  for (const axis of ["width", "height"]) {
    const value = request?.proposal?.[axis];
    if (typeof value === "number") sliders[axis].value = value;
    $(`${axis}-value`).textContent = value === undefined ? "null" : formatNumber(value);
  }
}

// Sets the proposal in the request (re-formatting the JSON), from a slider or the drag handle;
// in the Swift tab only the slider moves.
function propose(axis, value) {
  if (document.body.dataset.language === "swift") {
    sliders[axis].value = Math.max(0, Math.round(value));
    $(`${axis}-value`).textContent = sliders[axis].value;
    return schedule(0);
  }
  let request;
  try { request = JSON.parse(editor.value); } catch { return; }
  request.proposal = { ...(request.proposal ?? {}), [axis]: Math.max(0, Math.round(value)) };
  editor.value = formatJSON(request) + "\n";
  syncSliders();
  schedule(0);
}

function schedule(delay = 150) {
  clearTimeout(timer);
  timer = setTimeout(render, delay);
}

async function render() {
  const mine = ++sequence;
  // The page's drawings share the served fonts, fetched once and cached, rather than each
  // carrying its own cut of them (an SVG's default).
  let query = `?layers=${$("layers").checked}&labels=${$("labels").checked}&fonts=linked`;
  // In the Swift tab (swift.js) the body is SwiftUI code and the proposal rides in the query.
  const swift = document.body.dataset.language === "swift";
  if (swift) query += `&width=${sliders.width.value}&height=${sliders.height.value}`;
  // What is drawn, for the trace and the inspector to ask about the same request (trace.js).
  const sent = { text: editor.value, swift, width: +sliders.width.value, height: +sliders.height.value };
  let response;
  try {
    response = await fetch("/v1/layout" + query, {
      method: "POST", body: sent.text,
      headers: { "Content-Type": swift ? "text/x-swift" : "application/json", "Accept": "image/svg+xml" },
    });
  } catch (error) {
    return showStatus(`The server did not answer: ${error.message}`);
  }
  const body = await response.text();
  if (mine !== sequence) return;  // a newer request is on its way
  if (response.ok) {
    showProblem(null);
    draw(body, sent);
    if (swift) markIgnored(editor.value);  // swift.js
  } else {
    showProblem(JSON.parse(body));
  }
  document.body.dataset.renders = String(++renders);
}

function draw(svgText, sent) {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = document.importNode(parsed.documentElement, true);
  svg.dataset.width = svg.getAttribute("width");  // the size at 100 %, which zoom scales
  svg.dataset.height = svg.getAttribute("height");
  canvas.replaceChildren(svg);
  frameDevice(svg);  // canvas.js
  applyZoom(svg);
  addHandle(svg);
  placeLabels(svg);
  showInspected();
  const size = svg.querySelector("g.view > rect.frame");
  showStatus(size ? `Root: ${formatNumber(+size.getAttribute("width"))} × ${formatNumber(+size.getAttribute("height"))} pt (as drawn)` : "");
  document.dispatchEvent(new CustomEvent("layout-drawn", { detail: sent }));  // the trace stepper follows (trace.js)
}

// A handle at the window's far corner: dragging it proposes a new width and height.
function addHandle(svg) {
  const window = svg.querySelector("rect.window");
  if (!window || svg.querySelector("rect.device")) return;  // a device sets the proposal itself
  const x = +window.getAttribute("width"), y = +window.getAttribute("height");
  const handle = document.createElementNS("http://www.w3.org/2000/svg", "circle");
  Object.entries({ cx: x, cy: y, r: 6, class: "handle" }).forEach(([k, v]) => handle.setAttribute(k, v));
  handle.innerHTML = "<title>Drag to change the proposal</title>";
  svg.appendChild(handle);
  handle.addEventListener("pointerdown", (down) => {
    down.stopPropagation();  // not a pan of the canvas
    handle.setPointerCapture(down.pointerId);
    const start = { x: down.clientX, y: down.clientY };
    // Screen pixels to points: the drawing may be zoomed.
    const dx = (event) => (event.clientX - start.x) / zoom, dy = (event) => (event.clientY - start.y) / zoom;
    const move = (event) => {
      handle.setAttribute("cx", x + dx(event));
      handle.setAttribute("cy", y + dy(event));
    };
    const up = (event) => {
      handle.removeEventListener("pointermove", move);
      propose("width", x + dx(event));
      propose("height", y + dy(event));
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", up, { once: true });
  });
}

// A problem's detail, and its `pointer`'s value highlighted in the editor.
function showProblem(body) {
  problem.hidden = !body;
  // The drawing left from the last request that laid out is dimmed while the editor's does not.
  canvas.classList.toggle("stale", !!body);
  if (!body) { highlight.textContent = editor.value + "\n"; return; }
  problem.textContent = `${body.status} ${body.title}: ${body.detail}`;
  if (body.line !== undefined) return markSourceLine(body.line);  // swift.js
  if (body.pointer !== undefined) {
    const code = document.createElement("code");
    code.textContent = ` at ${body.pointer || "(the root)"}`;
    problem.appendChild(code);
    const [start, end] = locatePointer(editor.value, body.pointer);
    const mark = document.createElement("mark");
    mark.textContent = editor.value.slice(start, end);
    highlight.replaceChildren(editor.value.slice(0, start), mark, editor.value.slice(end) + "\n");
    highlight.scrollTop = editor.scrollTop;
  }
}

function showStatus(text) { $("status").textContent = text; }

async function share() {
  location.hash = "request=" + encodeURIComponent(editor.value);
  try {
    await navigator.clipboard.writeText(location.href);
    showStatus("Link copied: it holds the whole request.");
  } catch {
    showStatus("The link in the address bar holds the whole request.");
  }
}

function fromHash() {
  if (!location.hash.startsWith("#request=")) return false;
  setRequest(decodeURIComponent(location.hash.slice("#request=".length)));
  return true;
}

editor.addEventListener("input", () => {
  highlight.textContent = editor.value + "\n";
  showInspected();  // the marked view's text moved with the edit
  syncSliders();
  schedule();
});
editor.addEventListener("scroll", () => { highlight.scrollTop = $("inspect").scrollTop = editor.scrollTop; });
$("example").addEventListener("change", (event) => loadExample(event.target.value));
for (const axis of ["width", "height"]) sliders[axis].addEventListener("input", () => propose(axis, +sliders[axis].value));
$("layers").addEventListener("change", () => schedule(0));
$("labels").addEventListener("change", () => schedule(0));
$("share").addEventListener("click", share);
window.addEventListener("hashchange", fromHash);
// After every script has run (canvas.js, inspector.js, trace.js and swift.js come after this one).
document.addEventListener("DOMContentLoaded", () => { if (!fromHash()) loadExample("relative-size"); });
