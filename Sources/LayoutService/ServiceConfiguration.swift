public import LayoutWire
public import SwiftUISource
import TextShaping

/// The service's own settings (the HTTP server's are in `ServerConfiguration`), each with its
/// default and the environment variable that overrides it.
public struct ServiceConfiguration: Sendable {
    /// `LAYOUT_MAX_NODES`: the most layout nodes (views plus modifier layers) a request may make.
    /// 10,000 nodes lay out in a few milliseconds and is far above any real screen.
    public var maxNodes = 10_000
    /// `LAYOUT_MAX_DEPTH`: the most view levels. 64 is deeper than any real view tree and keeps
    /// the recursive layout far from the thread's stack limit (measured in the tests at 10× this).
    public var maxDepth = 64
    /// `LAYOUT_MAX_LAYERS`: the most layers (views and modifier layers) nested along any path.
    /// Layout recurses once per layer; 256 keeps it far below what overflows a worker thread's
    /// stack (2,000 layers in a debug build, 16,000 in release; see `WireLimits.maxLayers`).
    public var maxLayers = 256
    /// `LAYOUT_MAX_TEXT_BYTES`: UTF-8 bytes all of a request's Texts may hold together.
    public var maxTextBytes = 256 << 10
    /// `LAYOUT_MAX_WORK`: the most work one layout may do (`LayoutResult.work`: sizes worked out,
    /// the children walked for them and the text they break). The benchmark's screens need 5–21
    /// units a node, so 10,000 nodes stay near 200,000; but stacks nested under insetting or
    /// clamping layers can ask a node exponentially many distinct proposals, and this bound
    /// stops such a tree in under a second.
    public var maxLayoutWork = 5_000_000
    /// `LAYOUT_MAX_TRACE_EVENTS`: the most events a traced layout (`"trace": true`) records; past
    /// it the trace says `truncated`. Every query, placement and fitting order is an event: a
    /// small screen makes a few hundred, and 10,000 keep a traced answer under about 2 MB.
    public var maxTraceEvents = 10_000
    /// `LAYOUT_MAX_RESPONSE_BYTES`: the largest answer, JSON or SVG. A connection holds its
    /// answer until the client has read it, so this bounds what each slow reader holds. A
    /// 10,000-node screen answers about 2.6 MB of JSON and 1.9 MB of SVG.
    public var maxResponseBytes = 8 << 20
    /// `LAYOUT_MAX_PNG_PIXELS`: the most pixels of one PNG answer, which takes 4 bytes a pixel
    /// while it is drawn. The default holds an iPhone Pro Max screen at 3× (1290 × 2796) and
    /// a 13-inch iPad's at 2× (2064 × 2752) with room to spare.
    public var maxPNGPixels = 6 << 20
    /// `LAYOUT_INLINE_MAX_BYTES`: a JSON layout request whose body is at most this long, and
    /// that holds no SwiftUI source, is answered on the event loop's thread that read it
    /// instead of being handed to a worker and back. Such a body makes at most a few hundred
    /// nodes and lays out in tens of microseconds, which is less than the two hand-offs cost;
    /// its loop's other connections wait that long. 0 sends every request to the workers.
    public var inlineLayoutMaxBytes = 2_048
    /// `ACCESS_LOG_BUFFER_BYTES`: access log bytes each thread gathers before writing them
    /// (`LogBuffer`); at most 4,096 (`PIPE_BUF`), so that a write to a pipe stays whole. 0
    /// writes each line at once.
    public var accessLogBufferBytes = 4_096
    /// `ACCESS_LOG_FLUSH_INTERVAL`: the longest, in seconds, a line waits in the buffer.
    public var accessLogFlushInterval = 0.1
    /// `SWIFT_MAX_NESTING`: the most brackets, braces and parentheses a SwiftUI source may nest.
    public var maxSourceNesting = SourceLimits.default.maxNesting
    /// `SWIFT_MAX_SYNTAX_DEPTH`: the deepest syntax tree a source may make; the translation
    /// thread's stack is sized from it (`SourceLimits.maxSyntaxDepth`).
    public var maxSyntaxDepth = SourceLimits.default.maxSyntaxDepth
    /// `SWIFT_MAX_SOURCE_BYTES`: the longest SwiftUI source, in UTF-8 bytes (`SourceLimits.maxSourceBytes`).
    public var maxSourceBytes = SourceLimits.default.maxSourceBytes
    /// `SWIFT_MAX_STEPS`: the evaluation steps one translation may take (`SourceLimits.maxSteps`).
    public var maxSourceSteps = SourceLimits.default.maxSteps
    /// `SWIFT_TRANSLATE_TIMEOUT`: the longest one translation may take (`SourceLimits.timeout`).
    public var translateTimeout = SourceLimits.default.timeout
    /// `SWIFT_YIELD_AFTER`: how long a translation runs before its priority goes down
    /// (`SourceLimits.yieldAfter`).
    public var translateYieldAfter = SourceLimits.default.yieldAfter
    /// `SWIFT_YIELD_NICE`: the nice value it goes on at, 0 to 19; 0 keeps it (`SourceLimits.yieldNice`,
    /// whose own default is 0: the server's is 19).
    public var translateYieldNice = 19
    /// `SWIFT_CACHE_BYTES`: memory the translations of recent SwiftUI sources may hold
    /// (`TranslationCache`), so that a source sent again costs only its layout. A 50 KB source
    /// of 1,000 views keeps about 1.5 MB: 300 KB of translation and source ranges, 1.2 MB held
    /// for the request decoded from it (`DecodedTranslation`); 0 keeps none.
    public var sourceCacheBytes = 32 << 20
    /// `CORS_ALLOWED_ORIGINS`: comma-separated origins allowed to read responses, or `*` (default).
    public var corsAllowedOrigins: [String] = ["*"]
    /// `CORS_MAX_AGE`: seconds a browser may cache a preflight answer (Chromium caps it at 7,200).
    public var corsMaxAge = 7_200
    /// `FONT_DIR`: a directory holding the default font (`Inter-roman.var.ttf` or another
    /// Inter variable TTF); unset uses the font installed by Debian's `fonts-inter-variable`.
    public var fontDirectory: String?
    /// `MONOSPACED_FONT_DIR`: a directory holding `JetBrainsMono-Regular.ttf` and
    /// `JetBrainsMono-Bold.ttf`, the `monospaced` design's font; unset uses Debian's
    /// `fonts-jetbrains-mono`. Where they are missing, `monospaced` text is measured in the
    /// default font and the response's `font.family` says so.
    public var monospacedFontDirectory: String?
    /// `SERIF_FONT_DIR`: likewise for `Caladea-Regular.ttf` and `Caladea-Bold.ttf`, the `serif`
    /// design's font (Debian's `fonts-crosextra-caladea`).
    public var serifFontDirectory: String?
    /// `TEXT_CACHE_ENTRIES`: measured texts kept between requests, per text profile, split
    /// between the `layoutConcurrency` workers (each keeps its own, see `TextSegmentCache`).
    public var textCacheEntries = 16_384
    /// `TEXT_CACHE_BYTES`: the memory those texts may hold, per text profile and split alike
    /// (estimated; a measured character takes tens of bytes, so long texts meet this bound first).
    public var textCacheBytes = 32 << 20
    /// `TEXT_SHAPING_CACHE_ENTRIES`: run widths kept for both profiles together, about
    /// `MeasurementCache.bytesPerEntry` bytes each (7 MiB at the default).
    public var shapingCacheEntries = MeasurementCache.defaultCapacity
    /// How many layouts run at once: `layout-server` sets it to `HTTP_HANDLER_CONCURRENCY`,
    /// plus `HTTP_EVENT_LOOPS` while small layouts are answered on the loops.
    public var layoutConcurrency = 1

    public init() {}

    /// The bounds `POST /v1/layout` decodes requests with: nodes, depth, layers and text bytes.
    public var limits: WireLimits {
        WireLimits(maxNodes: maxNodes, maxDepth: maxDepth, maxLayers: maxLayers, maxTextBytes: maxTextBytes)
    }

    /// The bounds SwiftUI sources are read with.
    public var sourceLimits: SourceLimits {
        SourceLimits(maxNesting: maxSourceNesting, maxSyntaxDepth: maxSyntaxDepth, maxSourceBytes: maxSourceBytes,
                     maxSteps: maxSourceSteps, timeout: translateTimeout, yieldAfter: translateYieldAfter,
                     yieldNice: translateYieldNice, wire: limits)
    }

    /// Reads overrides from `environment`; a malformed value is an error naming the variable.
    public static func fromEnvironment(_ environment: [String: String]) throws(ConfigurationValueError) -> ServiceConfiguration {
        var c = ServiceConfiguration()
        func integer(_ name: String, _ range: ClosedRange<Int>) throws(ConfigurationValueError) -> Int? {
            guard let raw = environment[name] else { return nil }
            guard let v = Int(raw), range.contains(v) else {
                throw ConfigurationValueError(variable: name, value: raw, expected: "an integer in \(range)")
            }
            return v
        }
        if let v = try integer("LAYOUT_MAX_NODES", 1...10_000_000) { c.maxNodes = v }
        if let v = try integer("LAYOUT_MAX_DEPTH", 1...512) { c.maxDepth = v }
        if let v = try integer("LAYOUT_MAX_LAYERS", 1...100_000) { c.maxLayers = v }
        if let v = try integer("LAYOUT_MAX_TEXT_BYTES", 0...(1 << 40)) { c.maxTextBytes = v }
        if let v = try integer("LAYOUT_MAX_WORK", 1_000...(1 << 40)) { c.maxLayoutWork = v }
        if let v = try integer("LAYOUT_MAX_TRACE_EVENTS", 1...1_000_000) { c.maxTraceEvents = v }
        if let v = try integer("LAYOUT_MAX_RESPONSE_BYTES", 1_024...(1 << 40)) { c.maxResponseBytes = v }
        if let v = try integer("LAYOUT_MAX_PNG_PIXELS", 1...(1 << 28)) { c.maxPNGPixels = v }
        if let v = try integer("LAYOUT_INLINE_MAX_BYTES", 0...(1 << 20)) { c.inlineLayoutMaxBytes = v }
        if let v = try integer("ACCESS_LOG_BUFFER_BYTES", 0...LogBuffer.pipeAtomicBytes) { c.accessLogBufferBytes = v }
        if let raw = environment["ACCESS_LOG_FLUSH_INTERVAL"] {
            guard let seconds = Double(raw), seconds >= 0.001, seconds <= 60 else {
                throw ConfigurationValueError(variable: "ACCESS_LOG_FLUSH_INTERVAL", value: raw, expected: "seconds in [0.001, 60]")
            }
            c.accessLogFlushInterval = seconds
        }
        if let v = try integer("SWIFT_MAX_NESTING", 1...256) { c.maxSourceNesting = v }
        if let v = try integer("SWIFT_MAX_SYNTAX_DEPTH", 16...8_192) { c.maxSyntaxDepth = v }
        if let v = try integer("SWIFT_MAX_SOURCE_BYTES", 1...(64 << 20)) { c.maxSourceBytes = v }
        if let v = try integer("SWIFT_MAX_STEPS", 1_000...(1 << 40)) { c.maxSourceSteps = v }
        if let raw = environment["SWIFT_TRANSLATE_TIMEOUT"] {
            guard let seconds = Double(raw), seconds > 0, seconds <= 3_600 else {
                throw ConfigurationValueError(variable: "SWIFT_TRANSLATE_TIMEOUT", value: raw, expected: "seconds in (0, 3600]")
            }
            c.translateTimeout = .milliseconds(Int((seconds * 1000).rounded()))
        }
        if let raw = environment["SWIFT_YIELD_AFTER"] {
            guard let seconds = Double(raw), seconds >= 0, seconds <= 3_600 else {
                throw ConfigurationValueError(variable: "SWIFT_YIELD_AFTER", value: raw, expected: "seconds in [0, 3600]")
            }
            c.translateYieldAfter = .microseconds(Int((seconds * 1e6).rounded()))
        }
        if let v = try integer("SWIFT_YIELD_NICE", 0...19) { c.translateYieldNice = v }
        if let v = try integer("SWIFT_CACHE_BYTES", 0...(1 << 40)) { c.sourceCacheBytes = v }
        if let v = try integer("CORS_MAX_AGE", 0...86_400) { c.corsMaxAge = v }
        if let v = try integer("TEXT_CACHE_ENTRIES", 2...10_000_000) { c.textCacheEntries = v }
        if let v = try integer("TEXT_SHAPING_CACHE_ENTRIES", 2...100_000_000) { c.shapingCacheEntries = v }
        if let v = try integer("TEXT_CACHE_BYTES", 1_024...(1 << 40)) { c.textCacheBytes = v }
        if let raw = environment["CORS_ALLOWED_ORIGINS"] {
            c.corsAllowedOrigins = raw.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        }
        if let dir = environment["FONT_DIR"], !dir.isEmpty { c.fontDirectory = dir }
        if let dir = environment["MONOSPACED_FONT_DIR"], !dir.isEmpty { c.monospacedFontDirectory = dir }
        if let dir = environment["SERIF_FONT_DIR"], !dir.isEmpty { c.serifFontDirectory = dir }
        return c
    }
}

/// An environment variable whose value cannot be used.
public struct ConfigurationValueError: Error, CustomStringConvertible {
    public var variable: String
    public var value: String
    public var expected: String
    public var description: String { "\(variable)=\(value) is not \(expected)" }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
