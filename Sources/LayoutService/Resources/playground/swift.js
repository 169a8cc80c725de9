// The Swift tab: the editor holds SwiftUI code, sent as `text/x-swift` with the sliders'
// proposal in the query; a refusal's line is marked; modifiers that change no frame (the
// answer's `ignored`) are greyed and values read from outside the source (`placeholders`)
// underlined; "Show as JSON" asks /v1/translate for the request the code becomes and opens it
// in the JSON tab.
"use strict";

const swiftExample = `HStack(spacing: 10) {
    Color.blue
    Color.green
    Color.yellow.relativeProposed(width: 0.5)
}
.frame(height: 80)
`;
const savedText = { json: "", swift: swiftExample };

function selectLanguage(language) {
  const current = document.body.dataset.language || "json";
  if (current === language) return;
  savedText[current] = editor.value;
  document.body.dataset.language = language;
  $("tab-json").setAttribute("aria-selected", String(language === "json"));
  $("tab-swift").setAttribute("aria-selected", String(language === "swift"));
  $("to-json").hidden = language !== "swift";
  $("example").disabled = language === "swift";
  editor.setAttribute("aria-label", language === "swift" ? "SwiftUI code" : "Request JSON");
  setRequest(savedText[language]);
}

// Marks the whole line a problem names, as the JSON tab marks a pointer's value.
function markSourceLine(line) {
  const lines = editor.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  const end = start + (lines[line - 1] ?? "").length;
  const mark = document.createElement("mark");
  mark.textContent = editor.value.slice(start, end);
  highlight.replaceChildren(editor.value.slice(0, start), mark, editor.value.slice(end) + "\n");
  highlight.scrollTop = editor.scrollTop;
}

// The UTF-16 offset in `text` of a 1-based line and UTF-8 byte column, as source ranges count.
function sourceOffset(text, line, column) {
  const lines = text.split("\n");
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  const bytes = new TextEncoder().encode(lines[line - 1] ?? "").slice(0, column - 1);
  return start + new TextDecoder().decode(bytes).length;
}

// Greys the modifiers SwiftUI's layout does not apply, which /v1/translate lists as `ignored`,
// and marks the values read from outside the source (`placeholders`), each with what stood in.
async function markIgnored(source) {
  let body;
  try {
    const response = await fetch("/v1/translate", {
      method: "POST", body: source, headers: { "Content-Type": "text/x-swift" },
    });
    if (!response.ok) return;
    body = await response.json();
  } catch {
    return;
  }
  if (editor.value !== source || document.body.dataset.language !== "swift") return;
  const ignored = body.ignored ?? [], placeholders = body.placeholders ?? [];
  const marks = [
    ...ignored.map(m => ({ range: m.source, className: "ignored",
                           title: m.kind === "column" ? `${m.modifier}: a column an iPhone does not show` : `${m.modifier}: ${m.kind}, changes no frame` })),
    ...placeholders.map(p => ({ range: p.source, className: "placeholder", title: `${p.expression}: a stand-in ${p.as}` })),
  ].map(mark => {
    const { line, column, endLine, endColumn } = mark.range;
    return { ...mark, start: sourceOffset(source, line, column), end: sourceOffset(source, endLine, endColumn) };
  }).sort((a, b) => a.start - b.start);
  const parts = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    const span = document.createElement("span");
    span.className = mark.className;
    span.title = mark.title;
    span.textContent = source.slice(mark.start, mark.end);
    parts.push(source.slice(at, mark.start), span);
    at = mark.end;
  }
  highlight.replaceChildren(...parts, source.slice(at) + "\n");
  highlight.scrollTop = editor.scrollTop;
  document.body.dataset.ignored = String(ignored.length);
  document.body.dataset.placeholders = String(placeholders.length);
}

async function showAsJSON() {
  const query = `?width=${sliders.width.value}&height=${sliders.height.value}`;
  const response = await fetch("/v1/translate" + query, {
    method: "POST", body: editor.value, headers: { "Content-Type": "text/x-swift" },
  });
  const body = await response.json();
  if (!response.ok) return showProblem(body);
  savedText.swift = editor.value;
  savedText.json = formatJSON(body.request) + "\n";
  document.body.dataset.language = "swift";
  selectLanguage("json");
}

$("tab-json").addEventListener("click", () => selectLanguage("json"));
$("tab-swift").addEventListener("click", () => selectLanguage("swift"));
$("to-json").addEventListener("click", showAsJSON);
