import Glibc
import Synchronization
import TextShaping

/// The service's Prometheus metrics (Prometheus text exposition format), updated from the access hook
/// and the layout endpoint, rendered by `GET /metrics`.
///
/// Every request records into one of `stripeCount` stripes, picked by its thread, and
/// `GET /metrics` sums them: threads running at once rarely write the same lock or cache line,
/// where one lock for all made every request on every core write it (the striped counters of
/// Java's `LongAdder`).
public final class Metrics: Sendable {
    struct RequestKey: Hashable {
        var method: String
        var route: String
        var status: Int
    }

    struct State {
        var requests: [RequestKey: Int] = [:]
        var durations: [String: Histogram] = [:]
        var rejections: [String: Int] = [:]
        var layoutNodes = Histogram(bounds: [1, 10, 100, 1_000, 10_000, 100_000])
        var layoutSeconds = Histogram(bounds: Metrics.layoutBounds)

        mutating func merge(_ other: State) {
            requests.merge(other.requests, uniquingKeysWith: +)
            for (route, h) in other.durations { durations[route, default: Histogram(bounds: Metrics.durationBounds)].merge(h) }
            rejections.merge(other.rejections, uniquingKeysWith: +)
            layoutNodes.merge(other.layoutNodes)
            layoutSeconds.merge(other.layoutSeconds)
        }
    }

    /// One stripe's counters, padded so that two stripes' locks are never on one cache line.
    private final class Stripe: Sendable {
        let state = Mutex(State())
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// Four times the threads that run handlers on a 16-core host.
    static let stripeCount = 64
    /// The stripes, kept alive by `init` and `deinit` and read without retaining them: a
    /// retain would be a write to an object other threads use too.
    nonisolated(unsafe) private let stripes: UnsafeMutableBufferPointer<Unmanaged<Stripe>>

    /// `body` on the calling thread's stripe, picked by its pthread handle (the address of its
    /// control block), spread by a multiplicative hash.
    private func withStripe(_ body: (inout State) -> Void) {
        let hash = UInt64(UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))) &* 0x9E37_79B9_7F4A_7C15
        stripes[Int(hash >> 58)]._withUnsafeGuaranteedRef { $0.state.withLock { body(&$0) } }
    }

    /// Every stripe summed.
    private var total: State {
        var s = State()
        for stripe in stripes { s.merge(stripe.takeUnretainedValue().state.withLock { $0 }) }
        return s
    }

    /// Request durations: from a health check or small layout (tens of microseconds on the
    /// server) through a ~1,000-node screen (about a millisecond) and the largest layouts the work
    /// and text bounds admit (up to about a second), to slow clients held by the 10 s head and
    /// 30 s body timeouts. Roughly 2.5× apart, as Prometheus' own default buckets are.
    static let durationBounds = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                                 0.25, 0.5, 1, 2.5, 5, 10, 30]
    /// Layout time alone: a few views take about 10 µs, the bounded worst about a second.
    static let layoutBounds = [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01,
                               0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
    let startTime: Double

    public init(startTime: Double) {
        self.startTime = startTime
        stripes = .allocate(capacity: Self.stripeCount)
        _ = stripes.initialize(from: (0..<Self.stripeCount).map { _ in Unmanaged.passRetained(Stripe()) })
    }

    deinit {
        stripes.forEach { $0.release() }
        stripes.deallocate()
    }

    /// Records one answered request.
    func recordRequest(method: String, route: String, status: Int, seconds: Double) {
        withStripe { s in
            s.requests[RequestKey(method: method, route: route, status: status), default: 0] += 1
            s.durations[route, default: Histogram(bounds: Self.durationBounds)].observe(seconds)
            if let reason = Self.rejectionReason(status, route: route) { s.rejections[reason, default: 0] += 1 }
        }
    }

    /// Records one layout computed.
    func recordLayout(nodes: Int, seconds: Double) {
        withStripe { s in
            s.layoutNodes.observe(Double(nodes))
            s.layoutSeconds.observe(seconds)
        }
    }

    /// How many layouts have been recorded.
    var layoutCount: Int { stripes.reduce(0) { $0 + $1.takeUnretainedValue().state.withLock { $0.layoutNodes.count } } }

    /// The reason label of a rejected request, by status. A draining server's 503 on `/readyz`
    /// is its answer to the probe, not a refused request, and is not counted.
    static func rejectionReason(_ status: Int, route: String = "") -> String? {
        if route == "/readyz" && status == 503 { return nil }
        return switch status {
        case 400: "bad_request"
        case 404: "not_found"
        case 405: "method_not_allowed"
        case 408: "timeout"
        case 411: "length_required"
        case 413: "body_too_large"
        case 414: "uri_too_long"
        case 415: "unsupported_media_type"
        case 422: "unprocessable"
        case 431: "headers_too_large"
        case 501: "not_implemented"
        case 503: "overloaded"
        case 505: "version_not_supported"
        default: nil
        }
    }

    /// The exposition text; `gauges` are sampled by the caller (in-flight, connections, caches).
    func render(gauges: [(name: String, help: String, type: String, value: Double)],
                shaping: MeasurementCache.Statistics = MeasurementCache.shared.statistics) -> String {
        let s = total
        var lines: [String] = []
        func family(_ name: String, _ type: String, _ help: String) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
        }
        family("http_requests_total", "counter", "HTTP requests answered, by method, route and status.")
        for (k, v) in s.requests.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            lines.append("http_requests_total{method=\"\(escapeLabel(k.method))\",route=\"\(escapeLabel(k.route))\",status=\"\(k.status)\"} \(v)")
        }
        family("http_request_duration_seconds", "histogram", "Time from the first request byte to the last response byte.")
        for (route, h) in s.durations.sorted(by: { $0.key < $1.key }) {
            lines += h.lines("http_request_duration_seconds", labels: "route=\"\(escapeLabel(route))\"")
        }
        family("http_request_rejections_total", "counter", "Requests refused, by reason.")
        for (reason, v) in s.rejections.sorted(by: { $0.key < $1.key }) {
            lines.append("http_request_rejections_total{reason=\"\(reason)\"} \(v)")
        }
        family("layout_nodes", "histogram", "Layout nodes (views and modifier layers) per layout request.")
        lines += s.layoutNodes.lines("layout_nodes")
        family("layout_duration_seconds", "histogram", "Time to lay out one request, decoding and encoding excluded.")
        lines += s.layoutSeconds.lines("layout_duration_seconds")
        for g in gauges {
            family(g.name, g.type, g.help)
            lines.append("\(g.name) \(formatNumber(g.value))")
        }
        family("text_shaping_cache_entries", "gauge", "Shaped runs kept (text_shaping_cache_capacity bounds it).")
        lines.append("text_shaping_cache_entries \(shaping.entries)")
        family("text_shaping_cache_capacity", "gauge", "The most shaped runs the cache keeps.")
        lines.append("text_shaping_cache_capacity \(shaping.capacity)")
        family("process_start_time_seconds", "gauge", "Start time of the process since the Unix epoch in seconds.")
        lines.append("process_start_time_seconds \(formatNumber(startTime))")
        return lines.joined(separator: "\n") + "\n"
    }
}
