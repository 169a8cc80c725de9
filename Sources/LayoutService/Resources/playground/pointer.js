// Where a JSON Pointer (RFC 6901) points in JSON text, so that the playground can highlight the
// value a problem's `pointer` names. The scan records each value's character range by pointer;
// in text that does not parse it keeps what it read up to the error, so the pointer a syntax
// error names (the deepest value being read) is found too. A pointer to a member that is
// absent (a missing field) falls back to its nearest ancestor that exists.
"use strict";

function locatePointer(text, pointer) {
  const { ranges, stop } = pointerRanges(text);
  const parts = pointer === "" ? [] : pointer.split("/").slice(1);
  for (let n = parts.length; n >= 0; n--) {
    const found = ranges.get(parts.slice(0, n).map((p) => "/" + p).join(""));
    if (found) return [found[0], found[1] < 0 ? Math.max(stop, found[0] + 1) : found[1]];
  }
  return [0, 0];
}

// Every value's [start, end) in `text` by its pointer (end -1 for a value cut off by a syntax
// error), and where the scan stopped. The inspector (playground.js) finds views by it too.
function pointerRanges(text) {
  const ranges = new Map();
  let i = 0;
  const space = () => { while (i < text.length && " \t\n\r".includes(text[i])) i++; };
  const expect = (c) => { space(); if (text[i] !== c) throw new SyntaxError(c); i++; };
  const string = () => {
    const start = i;
    expect('"');
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const escape = (key) => key.replace(/~/g, "~0").replace(/\//g, "~1");

  function value(path) {
    space();
    const start = i;
    ranges.set(path, [start, -1]);
    if (text[i] === "{") {
      i++; space();
      if (text[i] === "}") i++;
      else for (;;) {
        space();
        const key = string();
        expect(":");
        value(path + "/" + escape(key));
        space();
        if (text[i++] === "}") break;
        if (text[i - 1] !== ",") throw new SyntaxError(",");
      }
    } else if (text[i] === "[") {
      i++; space();
      if (text[i] === "]") i++;
      else for (let n = 0; ; n++) {
        value(path + "/" + n);
        space();
        if (text[i++] === "]") break;
        if (text[i - 1] !== ",") throw new SyntaxError(",");
      }
    } else if (text[i] === '"') {
      string();
    } else {
      while (i < text.length && /[-+.\w]/.test(text[i])) i++;
      if (i === start) throw new SyntaxError("value");
    }
    ranges.set(path, [start, i]);
  }

  try { value(""); } catch (e) { /* keep the ranges read so far */ }
  return { ranges, stop: Math.min(text.length, i + 1) };
}

// JSON with small objects and arrays on one line, as the examples are written.
function formatJSON(value, indent = "") {
  const flat = JSON.stringify(value);
  if (flat.length + indent.length <= 96 || value === null || typeof value !== "object") return flat;
  const inner = indent + "  ";
  const items = Array.isArray(value)
    ? value.map((v) => inner + formatJSON(v, inner))
    : Object.entries(value).map(([k, v]) => inner + JSON.stringify(k) + ": " + formatJSON(v, inner));
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return open + "\n" + items.join(",\n") + "\n" + indent + close;
}
