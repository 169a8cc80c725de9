// The Swift tab: the editor holds SwiftUI code, sent as `text/x-swift` with the sliders'
// proposal in the query; a refusal's line is marked; "Show as JSON" asks /v1/translate for the
// request the code becomes and opens it in the JSON tab.
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
