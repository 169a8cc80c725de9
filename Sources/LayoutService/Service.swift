public import HTTPServer
import LayoutEngine
import LayoutWire
import SwiftUISource
import Synchronization
import TextShaping

/// The whole API: routes, CORS, request ids, the access log and metrics, ready to hand to
/// `Server`.
public final class Service: Sendable {
    public let configuration: ServiceConfiguration
    let profiles: TextProfiles
    let metrics: Metrics
    /// The access log's lines, written a few kilobytes at a time (`LogBuffer`).
    private let accessLog: LogBuffer
    /// Translated SwiftUI sources, so that one sent again costs only its layout.
    let translations: TranslationCache
    private let draining = Atomic<Bool>(false)
    private let serverStats = Mutex<(@Sendable () -> (connections: Int, running: Int, waiting: Int))?>(nil)
    private let serverStalled = Mutex<(@Sendable (Duration) -> Bool)?>(nil)
    /// Each served font as WOFF2 (`WOFF2`), by its path, encoded once when the service starts.
    private let woff2Fonts: [String: [UInt8]]

    /// Loads the font and prepares the routes.
    public init(configuration: ServiceConfiguration, startTime: Double) throws {
        self.configuration = configuration
        profiles = try TextProfiles(configuration)
        var woff2Fonts: [String: [UInt8]] = [:]
        for file in FontEndpoints(profiles: profiles).served {
            guard let woff2 = WOFF2.encode(Array(file.data)) else {
                throw FontLoadingError(path: file.name, reason: "its table directory cannot be read to write it as WOFF2")
            }
            woff2Fonts[file.woff2Path] = woff2
        }
        self.woff2Fonts = woff2Fonts
        // The encoder's tables were freed, but the allocator keeps freed memory for the layouts
        // to come (`AllocatorTuning`): give it back before serving.
        AllocatorTuning.trim()
        metrics = Metrics(startTime: startTime)
        translations = TranslationCache(capacity: configuration.sourceCacheBytes)
        accessLog = LogBuffer(capacity: configuration.accessLogBufferBytes,
                              interval: configuration.accessLogFlushInterval)
    }

    /// Writes the access log lines still buffered; call before the process exits.
    public func flushLog() { accessLog.flush() }

    /// Returns free memory to the system whenever no layout has run for `interval` seconds
    /// after some did (`IdleTrim`); `layout-server` starts it. Keep the result alive.
    public func trimMemoryWhenIdle(interval: Double = 2) -> AnyObject {
        IdleTrim(service: self, interval: interval)
    }

    /// How long every worker may stay busy with nothing starting or finishing before `/readyz`
    /// says not ready: twice the translation deadline. A layout's work bound ends any layout
    /// well within it, so a replica past it is held by something no bound reaches, and a load
    /// balancer should send elsewhere until it recovers.
    var stallLimit: Duration { configuration.translateTimeout * 2 }

    /// Marks the service as draining: `/readyz` answers 503 from now on.
    public func beginDraining() { draining.store(true, ordering: .relaxed) }

    /// Lets `/metrics` sample the server's connection and worker gauges.
    public func observe(_ server: Server) {
        serverStalled.withLock { $0 = { [weak server] limit in server?.handlersStalled(longerThan: limit) ?? false } }
        serverStats.withLock { $0 = { [weak server] in
            guard let server else { return (0, 0, 0) }
            let load = server.handlerLoad
            return (server.openConnections, load.running, load.waiting)
        } }
    }

    /// The server's running and waiting handler work now (0 before `observe`).
    var handlerLoad: Int {
        let stats = serverStats.withLock { $0 }?() ?? (connections: 0, running: 0, waiting: 0)
        return stats.running + stats.waiting
    }

    /// Why each design font the server could not load is missing: its design is measured in the
    /// default font, and responses name that font's family.
    public var missingDesignFonts: [String] { profiles.missingDesignFonts.map(\.description) }

    /// Every route of the API.
    public var router: Router {
        var r = Router()
        let cors = CORS(allowedOrigins: configuration.corsAllowedOrigins, maxAge: configuration.corsMaxAge)
        r.options = { cors.preflight($0, $1) }
        let fonts = FontEndpoints(profiles: profiles)
        let sourceRequests = SourceRequests(limits: configuration.sourceLimits, cache: translations)
        // Reading source costs many times the layout it makes: a few clients sending it in a
        // loop must not queue every other request behind theirs.
        r.heavy = { sourceRequests.mayHoldSource($0) }
        let inlineMax = configuration.inlineLayoutMaxBytes
        r.light = { request in
            inlineMax > 0 && request.method == .post && request.body.count <= inlineMax && request.path == "/v1/layout"
                && !sourceRequests.mayHoldSource(request) && !AnswerForm.mayAskForPNG(request)
        }
        r.add(.post, "/v1/translate", TranslateEndpoint(sourceRequests: sourceRequests))
        r.add(.post, "/v1/layout", LayoutEndpoint(limits: configuration.limits, sourceRequests: sourceRequests,
                                                   maxWork: configuration.maxLayoutWork,
                                                   maxTraceEvents: configuration.maxTraceEvents,
                                                   maxResponseBytes: configuration.maxResponseBytes,
                                                   profiles: profiles, metrics: metrics,
                                                   svg: SVGRendition(profiles: profiles, fontPath: fonts.fontPath),
                                                   png: PNGRendition(rasterizer: SVGRasterizer.shared, maxPixels: configuration.maxPNGPixels,
                                                                     maxDocumentBytes: configuration.maxResponseBytes)))
        // The probes answer on the event loop's thread, so a replica whose workers are all busy and whose
        // queue is full still says it is alive (and whether it is ready).
        r.addInline("/livez") { _ in .text("ok\n") }
        r.addInline("/readyz") { [self] _ in
            if draining.load(ordering: .relaxed) {
                return .problem(.serviceUnavailable, detail: "the server is shutting down", headers: ["Retry-After": "1"])
            }
            if serverStalled.withLock({ $0 })?(stallLimit) == true {
                return .problem(.serviceUnavailable, detail: "every worker has been busy for more than \(stallLimit)",
                                headers: ["Retry-After": "1"])
            }
            return .text("ok\n")
        }
        r.add(.get, "/metrics") { [self] _ in
            .text(renderMetrics(), contentType: "text/plain; version=0.0.4; charset=utf-8")
        }
        let openapi = StaticFile(body: PackageResources.openapi_yaml,
                                 headers: ["Content-Type": "application/yaml", "Cache-Control": "no-cache"])
        r.add(.get, "/openapi.yaml") { openapi.answer($0) }
        // The examples openapi.yaml links (`externalValue`, relative to the document's URL).
        for file in ExampleFiles.all {
            let type = file.name.hasSuffix(".problem.json") ? "application/problem+json" : "application/json"
            let served = StaticFile(body: file.body, headers: ["Content-Type": type, "Cache-Control": "no-cache"])
            r.add(.get, "/Fixtures/examples/\(file.name)") { served.answer($0) }
        }
        r.add(.get, "/v1/fonts") { fonts.list($0) }
        for file in fonts.served {
            // Cacheable for a year: a file's name changes with its content only on upgrades, and
            // the ETag answers revalidation.
            let served = StaticFile(body: Array(file.data), headers: ["Content-Type": "font/ttf",
                                                                      "Cache-Control": "public, max-age=31536000"])
            r.add(.get, file.path) { served.answer($0) }
            // The same font as WOFF2, which browsers fetch first (the stylesheets list it first).
            let compressed = StaticFile(body: woff2Fonts[file.woff2Path] ?? [], headers: ["Content-Type": "font/woff2",
                                                                                         "Cache-Control": "public, max-age=31536000"])
            r.add(.get, file.woff2Path) { compressed.answer($0) }
        }
        PlaygroundRoutes.add(to: &r)
        return r
    }

    /// Fields every response carries, and the access log and metrics for each.
    public var hooks: ServerHooks {
        let cors = CORS(allowedOrigins: configuration.corsAllowedOrigins, maxAge: configuration.corsMaxAge)
        let fontPaths = Set(FontEndpoints(profiles: profiles).served.flatMap { [$0.path, $0.woff2Path] })
        return ServerHooks(
            willSend: { request, response in
                response.headers.set(name: "X-Request-ID", value: RequestID.resolve(request))
                cors.decorate(request, &response)
            },
            didRespond: { [metrics, accessLog] record in
                accessLog.append(AccessLog.line(record))
                let route = Self.route(record.path, fontPaths: fontPaths)
                metrics.recordRequest(method: record.method?.rawValue ?? "unknown", route: route,
                                      status: record.status.code, seconds: record.duration.seconds)
            })
    }

    /// The route label for a path: known routes by name, anything else `other` (bounded cardinality).
    static func route(_ path: String?, fontPaths: Set<String>) -> String {
        switch path {
        case "/v1/layout", "/v1/translate", "/livez", "/readyz", "/metrics", "/openapi.yaml", "/v1/fonts", "/": path!
        case let p? where fontPaths.contains(p): "/v1/fonts/{name}"
        case let p? where p.hasPrefix("/playground/"): "/playground/*"
        case let p? where p.hasPrefix("/Fixtures/examples/"): "/Fixtures/examples/*"
        default: "other"
        }
    }

    private func renderMetrics() -> String {
        let stats = serverStats.withLock { $0 }?() ?? (connections: 0, running: 0, waiting: 0)
        let text = profiles.cacheStatistics
        let shaping = profiles.shapingCache.statistics
        let sources = translations.statistics
        return metrics.render(gauges: [
            ("http_requests_in_flight", "Requests being laid out or waiting for a worker.", "gauge", Double(stats.running + stats.waiting)),
            ("http_requests_running", "Requests a worker is handling now.", "gauge", Double(stats.running)),
            ("http_requests_queued", "Requests waiting for a worker (HTTP_HANDLER_QUEUE_LENGTH bounds them).", "gauge", Double(stats.waiting)),
            ("http_open_connections", "Open client connections.", "gauge", Double(stats.connections)),
            ("text_measure_cache_hits_total", "Texts found already measured.", "counter", Double(text.hits)),
            ("text_measure_cache_misses_total", "Texts measured afresh.", "counter", Double(text.misses)),
            ("text_measure_cache_bytes", "Estimated memory held by measured texts (TEXT_CACHE_BYTES bounds it).", "gauge", Double(text.bytes)),
            ("text_shaping_cache_hits_total", "Runs whose shaped width was cached.", "counter", Double(shaping.hits)),
            ("text_shaping_cache_misses_total", "Runs shaped with HarfBuzz.", "counter", Double(shaping.misses)),
            ("swift_translation_cache_entries", "Translated SwiftUI sources kept.", "gauge", Double(sources.entries)),
            ("swift_translation_cache_bytes", "Estimated memory held by translated sources (SWIFT_CACHE_BYTES bounds it).", "gauge", Double(sources.bytes)),
            ("swift_translation_cache_hits_total", "Sources whose translation was kept.", "counter", Double(sources.hits)),
            ("swift_translation_cache_misses_total", "Sources translated afresh.", "counter", Double(sources.misses)),
            ("swift_translation_cache_decodes_reused_total", "Translated requests the same as the last one decoded for their source, which took its request.", "counter", Double(sources.reusedDecodes)),
            ("process_resident_memory_bytes", "Resident memory size in bytes.", "gauge", ProcessStats.residentBytes()),
        ], shaping: shaping)
    }
}
