/// Maps method and exact path to handlers, with 404, 405 and OPTIONS answered for the application.
///
/// Paths are matched exactly and are not percent-decoded. HEAD falls back to the GET
/// handler (the server drops the content, RFC 9110 §9.3.2). OPTIONS on a known path
/// goes to `options`, never to the 405 path, so the application can answer CORS
/// preflights (Fetch Standard, CORS protocol).
public struct Router: HTTPHandler {
    /// A closure that answers a request.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// Handlers by path, then by method.
    private var routes: [String: [HTTPMethod: any HTTPHandler]] = [:]
    /// The GET routes answered inline (`HTTPHandler.answersInline`), by path.
    private var inlinePaths: Set<String> = []
    /// Which requests are heavy (`HTTPHandler.lane(of:)`); none where unset. Called on the
    /// event loop's thread, so it must take microseconds.
    public var heavy: (@Sendable (HTTPRequest) -> Bool)?
    /// Which other requests are answered inline because they take microseconds (a small
    /// layout: cheaper than the hand-off to a worker and back); none where unset. Called on the
    /// event loop's thread.
    public var light: (@Sendable (HTTPRequest) -> Bool)?

    /// Answers OPTIONS on a known path or `*`, given the methods allowed there.
    ///
    /// The default is 204 with `Allow` (RFC 9110 §9.3.7); a service replaces it to add the
    /// `Access-Control-Allow-*` fields of a preflight answer.
    public var options: @Sendable (HTTPRequest, [HTTPMethod]) -> HTTPResponse = { _, allowed in
        HTTPResponse(status: .noContent, headers: ["Allow": Router.allowValue(allowed)])
    }

    /// Answers a path with no route; the default is a 404 problem (RFC 9110 §15.5.5).
    public var notFound: Handler = { request in
        .problem(.notFound, detail: "There is no resource at \(request.path.prefix(256)).")
    }

    /// Creates a router with no routes.
    public init() {}

    /// Routes `method` on `path` to `handler`, replacing an earlier route for the same pair.
    public mutating func add(_ method: HTTPMethod, _ path: String, _ handler: some HTTPHandler) {
        routes[path, default: [:]][method] = handler
    }

    /// Routes `method` on `path` to a closure.
    public mutating func add(_ method: HTTPMethod, _ path: String, _ handler: @escaping Handler) {
        add(method, path, ClosureHandler(handler))
    }

    /// Routes `GET` (and so `HEAD`) on `path` to a closure that answers at once on the event
    /// loop's thread, outside the worker pool: for health probes, which must answer under any load.
    public mutating func addInline(_ path: String, _ handler: @escaping Handler) {
        add(.get, path, ClosureHandler(handler))
        inlinePaths.insert(path)
    }

    public func answersInline(_ request: HTTPRequest) -> Bool {
        if (request.method == .get || request.method == .head) && inlinePaths.contains(request.path) { return true }
        return light?(request) == true
    }

    public func lane(of request: HTTPRequest) -> WorkLane {
        heavy?(request) == true ? .heavy : .standard
    }

    /// The methods `path` answers, in a stable order; empty for an unknown path.
    ///
    /// HEAD is included wherever GET is, and OPTIONS wherever anything is.
    public func allowedMethods(for path: String) -> [HTTPMethod] {
        let methods: Set<HTTPMethod> = path == "*"
            ? routes.values.reduce(into: []) { $0.formUnion($1.keys) }
            : routes[path].map { Set($0.keys) } ?? []
        if methods.isEmpty { return [] }
        var allowed = methods.union([.options])
        if allowed.contains(.get) { allowed.insert(.head) }
        return allowed.sorted { Self.rank($0) < Self.rank($1) }
    }

    /// Dispatches `request` to its route, or answers 404, 405 or OPTIONS.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let methods = routes[request.path] ?? [:]
        if let handler = methods[request.method] ?? (request.method == .head ? methods[.get] : nil) {
            return handler.handle(request)
        }
        let allowed = allowedMethods(for: request.path)
        if allowed.isEmpty { return notFound(request) }
        if request.method == .options { return options(request, allowed) }
        return .problem(  // Allow is required on 405 (RFC 9110 §15.5.6)
            .methodNotAllowed, detail: "\(request.method) is not allowed on \(request.path.prefix(256)).",
            headers: ["Allow": Self.allowValue(allowed)])
    }

    /// The `Allow` field value for a list of methods (RFC 9110 §10.2.1).
    public static func allowValue(_ methods: [HTTPMethod]) -> String {
        methods.map(\.rawValue).joined(separator: ", ")
    }

    /// A sort key that lists common methods first, then the rest by name.
    private static func rank(_ method: HTTPMethod) -> String {
        let order: [HTTPMethod] = [.get, .head, .post, .put, .patch, .delete, .options]
        return order.firstIndex(of: method).map { "\($0)" } ?? "9\(method.rawValue)"
    }
}
