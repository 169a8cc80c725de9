// A small client for the Layout Server (openapi.yaml), on the Fetch API: it runs in browsers,
// Deno, Bun and Node 18 or later. Its types come from ./types.ts, which is generated.

import type {
  FontList,
  LayoutRequest,
  LayoutResponse,
  Problem,
  ProblemKind,
  SwiftSource,
  TranslateResponse,
} from "./types.js";

export * from "./types.js";

/** A proposed length in the query: a number >= 0, or `"infinity"` (as is `Infinity`). */
export type QueryLength = number | "infinity";

/**
 * The proposal for SwiftUI source sent as a `text/x-swift` body, which has no `proposal` member:
 * a side left out is proposed `null`.
 */
export interface SourceProposal {
  width?: QueryLength;
  height?: QueryLength;
}

/** What `svg` and `png` may draw besides the views' frames. */
export interface SvgOptions {
  /** Outline every modifier layer's frame (`<rect class="layer layer-TYPE">`, dashed). */
  layers?: boolean;
  /** Label each view that has an `id` with it, at its frame's top-left corner. */
  labels?: boolean;
}

/** A layout request whose tree is SwiftUI source (`swift`), as `POST /v1/translate` takes it. */
export type SwiftLayoutRequest = Extract<LayoutRequest, { swift: SwiftSource }>;

export interface LayoutClientOptions {
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /** Headers sent with every request (an `X-Request-ID`, say). */
  headers?: Record<string, string>;
}

/**
 * An answer other than 2xx. The service answers every error with an RFC 9457
 * `application/problem+json` body, which is `problem`; for a request body, its `pointer` names the
 * offending value and `kind` says why, and for SwiftUI source (422) `line` and `column` place it.
 */
export class ProblemError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    // A source's detail starts with its line and column; a JSON body's names no place, so the
    // pointer follows it.
    const where = problem.pointer !== undefined ? ` (at ${problem.pointer})` : "";
    super(`${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ""}${where}`);
    this.name = "ProblemError";
    this.problem = problem;
  }

  /** The HTTP status. */
  get status(): number {
    return this.problem.status;
  }

  /** Why a request body was refused, when the service says. */
  get kind(): ProblemKind | undefined {
    return this.problem.kind;
  }
}

const JSON_TYPE = "application/json";
const PROBLEM_TYPE = "application/problem+json";
const SWIFT_TYPE = "text/x-swift";
const SVG_TYPE = "image/svg+xml";
const PNG_TYPE = "image/png";

/** A proposed length as the query spells it (`^([0-9]+(\.[0-9]+)?|infinity)$`). */
function queryLength(name: string, value: QueryLength): string {
  if (value === "infinity" || value === Infinity) return "infinity";
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a number >= 0 or "infinity", not ${String(value)}`);
  }
  const text = String(value);
  // Exponent notation (1e-7, 1e+21) is not in the query's grammar; write the digits out.
  return /e/i.test(text)
    ? value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 })
    : text;
}

export class LayoutClient {
  private readonly base: URL;
  private readonly fetcher: typeof fetch;
  private readonly headers: Record<string, string>;

  /**
   * @param baseUrl Where the service is, e.g. `http://localhost:8080`; a path in it
   *   (`https://example.com/layout/`) prefixes every operation's path.
   */
  constructor(baseUrl: string | URL, options: LayoutClientOptions = {}) {
    const base = new URL(baseUrl);
    if (!base.pathname.endsWith("/")) base.pathname += "/";
    this.base = base;
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.headers = { ...options.headers };
  }

  /** `POST /v1/layout`: every view's and modifier layer's frame, and each Text's lines. */
  layout(request: LayoutRequest): Promise<LayoutResponse>;
  /** `POST /v1/layout` with a `text/x-swift` body, laid out in the default environment. */
  layout(source: SwiftSource, proposal?: SourceProposal): Promise<LayoutResponse>;
  async layout(request: LayoutRequest | SwiftSource, proposal?: SourceProposal): Promise<LayoutResponse> {
    const response = await this.post("v1/layout", request, proposal, JSON_TYPE);
    return (await response.json()) as LayoutResponse;
  }

  /**
   * `POST /v1/translate`: the layout request SwiftUI source becomes (with `view` in place of
   * `swift`) and the source range of each of its views and modifiers.
   */
  translate(source: SwiftSource, proposal?: SourceProposal): Promise<TranslateResponse>;
  /** `POST /v1/translate` with a JSON request that carries `swift` (and any environment). */
  translate(request: SwiftLayoutRequest): Promise<TranslateResponse>;
  async translate(request: SwiftLayoutRequest | SwiftSource, proposal?: SourceProposal): Promise<TranslateResponse> {
    const response = await this.post("v1/translate", request, proposal, JSON_TYPE);
    return (await response.json()) as TranslateResponse;
  }

  /** `POST /v1/layout` answered as an SVG 1.1 document (`Accept: image/svg+xml`). */
  svg(request: LayoutRequest, options?: SvgOptions): Promise<string>;
  /** The same for SwiftUI source, with the proposal in the query. */
  svg(source: SwiftSource, options?: SvgOptions & SourceProposal): Promise<string>;
  async svg(request: LayoutRequest | SwiftSource, options: SvgOptions & SourceProposal = {}): Promise<string> {
    const response = await this.post("v1/layout", request, options, SVG_TYPE, drawingQuery(options));
    return response.text();
  }

  /**
   * `POST /v1/layout` drawn as a PNG (`Accept: image/png`): the SVG at the request's display
   * scale, its text as the measured font's glyph outlines. A server without librsvg answers
   * 406, thrown as a `ProblemError`.
   */
  png(request: LayoutRequest, options?: SvgOptions): Promise<Blob>;
  /** The same for SwiftUI source, with the proposal in the query. */
  png(source: SwiftSource, options?: SvgOptions & SourceProposal): Promise<Blob>;
  async png(request: LayoutRequest | SwiftSource, options: SvgOptions & SourceProposal = {}): Promise<Blob> {
    const response = await this.post("v1/layout", request, options, PNG_TYPE, drawingQuery(options));
    return response.blob();
  }

  /** `GET /v1/fonts`: the fonts the service measures with, and CSS to draw with them. */
  async fonts(): Promise<FontList> {
    const response = await this.send(this.url("v1/fonts"), { method: "GET", headers: this.accept(JSON_TYPE) });
    return (await response.json()) as FontList;
  }

  /** The URL of a font file of `fonts()`, for an `@font-face` rule. */
  fontUrl(name: string): string {
    return this.url("v1/fonts/" + encodeURIComponent(name)).href;
  }

  private async post(
    path: string,
    request: LayoutRequest | SwiftSource,
    proposal: SourceProposal | undefined,
    accept: string,
    query = new URLSearchParams(),
  ): Promise<Response> {
    let body: string;
    let contentType: string;
    if (typeof request === "string") {
      body = request;
      contentType = SWIFT_TYPE;
      if (proposal?.width !== undefined) query.set("width", queryLength("width", proposal.width));
      if (proposal?.height !== undefined) query.set("height", queryLength("height", proposal.height));
    } else {
      body = JSON.stringify(request);
      contentType = JSON_TYPE;
    }
    const url = this.url(path);
    url.search = query.toString();
    return this.send(url, {
      method: "POST",
      headers: { ...this.accept(accept), "Content-Type": contentType },
      body,
    });
  }

  private url(path: string): URL {
    return new URL(path, this.base);
  }

  private accept(type: string): Record<string, string> {
    return { ...this.headers, Accept: `${type}, ${PROBLEM_TYPE}` };
  }

  private async send(url: URL, init: RequestInit): Promise<Response> {
    const response = await this.fetcher(url, init);
    if (response.ok) return response;
    throw new ProblemError(await problemOf(response));
  }
}

/** The query of a drawing's options (`layers`, `labels`). */
function drawingQuery(options: SvgOptions): URLSearchParams {
  const query = new URLSearchParams();
  if (options.layers !== undefined) query.set("layers", String(options.layers));
  if (options.labels !== undefined) query.set("labels", String(options.labels));
  return query;
}

/** The problem+json body of an error answer, or one made from its status line. */
async function problemOf(response: Response): Promise<Problem> {
  const text = await response.text();
  const type = response.headers.get("Content-Type") ?? "";
  if (type.split(";")[0]?.trim().toLowerCase() === PROBLEM_TYPE) {
    try {
      const body: unknown = JSON.parse(text);
      if (isProblem(body)) return body;
    } catch {
      // Not JSON after all: described from the status line below.
    }
  }
  const problem: Problem = { type: "about:blank", title: response.statusText || "Error", status: response.status };
  if (text) problem.detail = text.slice(0, 1000);
  return problem;
}

function isProblem(value: unknown): value is Problem {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body["title"] === "string" && typeof body["status"] === "number" && typeof body["type"] === "string";
}
