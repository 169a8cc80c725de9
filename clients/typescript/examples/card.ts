// Lays out a card like the `card` example of openapi.yaml and prints each view's frame, draws
// it as SVG, lays out a similar card written as SwiftUI source, and shows a refused request.
//
// The service is expected at SERVER.

import { LayoutClient, ProblemError } from "../src/client.js";
import type { LayoutRequest, OutputNumber, View, ViewResult } from "../src/client.js";

const SERVER = "http://localhost:8080";

const card: View = {
  type: "VStack",
  id: "card",
  alignment: "leading",
  spacing: 8,
  modifiers: [
    { type: "padding" },
    { type: "frame", maxWidth: "infinity", alignment: "topLeading" },
    { type: "background", content: { type: "RoundedRectangle", cornerRadius: 12, color: "#f2f2f7" } },
  ],
  children: [
    {
      type: "HStack",
      id: "header",
      children: [
        { type: "Circle", id: "avatar", color: "orange", modifiers: [{ type: "frame", width: 40, height: 40 }] },
        { type: "Spacer" },
        {
          type: "Text",
          id: "title",
          text: "Today",
          font: { style: "headline", weight: "semibold" },
          modifiers: [{ type: "lineLimit", limit: 1 }],
        },
      ],
    },
    { type: "Divider", id: "rule" },
    {
      type: "ZStack",
      id: "photo",
      alignment: "bottomTrailing",
      modifiers: [{ type: "frame", height: 120 }],
      children: [
        { type: "Rectangle", color: "gray" },
        {
          type: "Capsule",
          id: "tag",
          color: "black",
          modifiers: [
            { type: "frame", width: 48, height: 16 },
            { type: "offset", x: -8, y: -8 },
          ],
        },
      ],
    },
  ],
};

const request: LayoutRequest = {
  proposal: { width: 390, height: 844 },
  environment: { displayScale: 3, dynamicTypeSize: "large" },
  view: card,
};

const source = `
VStack(alignment: .leading, spacing: 8) {
    HStack {
        Circle().fill(.orange).frame(width: 40, height: 40)
        Spacer()
        Text("Today").font(.headline)
    }
    Divider()
    Rectangle().fill(.gray).frame(height: 120)
}
.padding()
`;

function number(value: OutputNumber): string {
  return value === null ? "null" : String(value);
}

/** Each view with an `id`, indented by depth, with its frame (or that it is not shown). */
function printFrames(view: ViewResult, depth = 0): void {
  if (view.id !== undefined) {
    const where = view.frame
      ? `${number(view.frame.x)}, ${number(view.frame.y)}  ${number(view.frame.width)} × ${number(view.frame.height)}`
      : "not placed";
    const lines = view.lines ? `  (${view.lines.length} line${view.lines.length === 1 ? "" : "s"})` : "";
    console.log(`${"  ".repeat(depth)}${view.type} ${view.id}: ${where}${lines}`);
  }
  for (const child of view.children ?? []) printFrames(child, depth + 1);
}

async function main(): Promise<void> {
  const client = new LayoutClient(SERVER);

  const layout = await client.layout(request);
  console.log(`The card is ${number(layout.size.width)} × ${number(layout.size.height)} pt`);
  printFrames(layout.view);

  const svg = await client.svg(request, { labels: true });
  console.log(`SVG: ${svg.length} characters`);

  const png = await client.png(request);
  console.log(`PNG: ${png.size} bytes`);

  const fromSource = await client.layout(source, { width: 390 });
  console.log(`From SwiftUI source: ${number(fromSource.size.width)} × ${number(fromSource.size.height)} pt`);

  const translation = await client.translate(source);
  console.log(`Translated: ${Object.keys(translation.sources).length} source ranges`);

  try {
    await client.layout({ view: { type: "Color", modifiers: [{ type: "frame", width: -5 }] } });
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    console.log(`Refused: ${error.status} ${error.kind ?? ""} at ${error.problem.pointer ?? "?"}`);
  }
}

main().catch((error: unknown) => console.error(error));
