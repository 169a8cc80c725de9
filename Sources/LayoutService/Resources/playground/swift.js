// The Swift tab: the editor holds SwiftUI code, sent as `text/x-swift` with the sliders'
// proposal in the query; a refusal's line is marked; modifiers that change no frame (the
// answer's `ignored`) are greyed; "Show as JSON" asks /v1/translate for the request the code
// becomes and opens it in the JSON tab.
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

// Greys the modifiers SwiftUI's layout does not apply, which /v1/translate lists as `ignored`.
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
  const ignored = body.ignored ?? [];
  const parts = [];
  let at = 0;
  for (const modifier of ignored) {
    const { line, column, endLine, endColumn } = modifier.source;
    const start = sourceOffset(source, line, column), end = sourceOffset(source, endLine, endColumn);
    if (start < at) continue;
    const span = document.createElement("span");
    span.className = "ignored";
    span.textContent = source.slice(start, end);
    parts.push(source.slice(at, start), span);
    at = end;
  }
  highlight.replaceChildren(...parts, source.slice(at) + "\n");
  highlight.scrollTop = editor.scrollTop;
  document.body.dataset.ignored = String(ignored.length);
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
