// Stepping through the layout: the server's trace of the request (`"trace": true`), one event
// at a time, with the node being asked outlined on the drawing, as the SwiftUI Field Guide steps
// through an HStack's proposals, but for any tree. The same JSON answer gives the inspector
// (inspector.js) its frames, as the event "layout-read".
"use strict";

const trace = { events: [], frames: new Map(), step: 0, loads: 0 };
const stepSlider = document.getElementById("step"), stepText = document.getElementById("step-text");

// Asks the server for the trace of the request just drawn (`sent`, playground.js) and the frames
// it ended with (JSON, layout values, and drawn ones for the inspector). Swift source rides in
// the request's `swift`.
async function loadTrace(sent) {
  const mine = ++trace.loads;
  let request;
  if (sent.swift) {
    request = { proposal: { width: sent.width, height: sent.height }, swift: sent.text };
  } else {
    try { request = JSON.parse(sent.text); } catch { return clearTrace(); }
  }
  request.trace = true;
  request.geometry = "both";
  let response;
  try {
    response = await fetch("/v1/layout", {
      method: "POST", body: JSON.stringify(request), headers: { "Content-Type": "application/json" },
    });
  } catch { return mine === trace.loads && clearTrace(); }
  if (mine !== trace.loads) return;  // a newer drawing asked again
  if (!response.ok) return clearTrace();
  const body = await response.json();
  if (mine !== trace.loads) return;
  document.dispatchEvent(new CustomEvent("layout-read", { detail: { answer: body, swift: sent.swift } }));
  trace.events = body.trace.events;
  trace.frames = new Map();
  collectFrames(body.view, "/view");
  stepSlider.max = String(Math.max(trace.events.length - 1, 0));
  stepSlider.disabled = trace.events.length === 0;
  showStep(Math.min(trace.step, trace.events.length - 1));
  document.body.dataset.traceSteps = String(trace.events.length);
}

// The response has the request's shape, so a node's JSON Pointer finds its frame.
function collectFrames(view, path) {
  if (!view) return;
  if (view.frame) trace.frames.set(path, view.frame);
  collectFrames(view.header, `${path}/header`);
  collectFrames(view.footer, `${path}/footer`);
  collectFrames(view.value, `${path}/value`);
  (view.modifiers ?? []).forEach((m, k) => {
    if (m.frame) trace.frames.set(`${path}/modifiers/${k}`, m.frame);
    collectFrames(m.content, `${path}/modifiers/${k}/content`);
  });
  (view.children ?? []).forEach((child, k) => collectFrames(child, `${path}/children/${k}`));
}

function clearTrace() {
  document.dispatchEvent(new CustomEvent("layout-read", { detail: { answer: null, swift: false } }));
  trace.events = [];
  stepSlider.disabled = true;
  stepText.textContent = "No trace: the request does not lay out.";
  outline(null);
}

const number = (v) => (typeof v === "number" ? formatNumber(v) : v === null ? "nil" : v);  // playground.js
const size = (s) => `${number(s.width)} × ${number(s.height)}`;

function describe(event) {
  const who = event.id ? `“${event.id}” (${event.path})` : event.path;
  switch (event.kind) {
    case "size":
      return `${who} is proposed ${size(event.proposal)} and answers ${size(event.size)}` +
        (event.cached ? " (known already)" : "");
    case "fittingOrder":
      return `${who} sizes its children in the order ${event.order.join(", ")} (least flexible first)`;
    case "place":
      return `${who} is placed at (${number(event.frame.x)}, ${number(event.frame.y)}), ${size(event.frame)}`;
  }
  return who;
}

function showStep(i) {
  if (i < 0 || i >= trace.events.length) return;
  trace.step = i;
  stepSlider.value = String(i);
  const event = trace.events[i];
  stepText.textContent = `Step ${i + 1} of ${trace.events.length}: ${describe(event)}`;
  stepText.dataset.kind = event.kind;
  const frame = event.kind === "place" ? event.frame : trace.frames.get(event.path);
  outline(frame, event.kind === "fittingOrder" ? null : event.proposal);
}

// Outlines a frame (root coordinates, as the drawing's viewBox is) on the current drawing, and
// the proposal the step made, dashed, from the same corner: a side proposed `nil` or infinity
// runs to the drawing's edge (the step's text says which).
function outline(frame, proposal) {
  const svg = document.querySelector("#canvas svg");
  svg?.querySelectorAll("rect.trace-focus, rect.trace-proposal").forEach((r) => r.remove());
  if (!svg || !frame || [frame.x, frame.y, frame.width, frame.height].some((v) => typeof v !== "number")) return;
  const add = (attributes) => {
    const rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    Object.entries(attributes).forEach(([k, v]) => rect.setAttribute(k, v));
    svg.appendChild(rect);
  };
  add({ x: frame.x, y: frame.y, width: frame.width, height: frame.height, class: "trace-focus" });
  if (!proposal) return;
  const box = svg.viewBox.baseVal;
  const side = (v, start, end) => (typeof v === "number" ? v : Math.max(end - start, 0));
  const open = ["width", "height"].filter((k) => typeof proposal[k] !== "number");
  add({ x: frame.x, y: frame.y, class: "trace-proposal", "data-open": open.join(" "),
        width: side(proposal.width, frame.x, box.x + box.width), height: side(proposal.height, frame.y, box.y + box.height) });
}

stepSlider.addEventListener("input", () => showStep(+stepSlider.value));
document.getElementById("step-back").addEventListener("click", () => showStep(trace.step - 1));
document.getElementById("step-next").addEventListener("click", () => showStep(trace.step + 1));
document.addEventListener("layout-drawn", (event) => loadTrace(event.detail));
// Editing keeps the step where it is; another example starts at its first.
document.addEventListener("example-chosen", () => { trace.step = 0; });
