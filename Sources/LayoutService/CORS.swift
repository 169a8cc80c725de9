import HTTPServer

/// Cross-origin access for browser clients (the Fetch standard's CORS protocol,
/// https://fetch.spec.whatwg.org/#http-cors-protocol): preflights answered with 204, `Access-Control-Allow-Origin` on every response,
/// errors included.
struct CORS: Sendable {
    let allowedOrigins: [String]
    let maxAge: Int

    static let exposed = "X-Request-ID, Retry-After, X-Layout-Nodes, ETag"

    /// Adds the CORS fields to `response` for `request`'s `Origin`. With an allow-list every
    /// answer says `Vary: Origin`, with or without an `Origin` of the list, so that a cache
    /// never hands one origin's copy (or a copy made for no origin, such as a font cached for a
    /// year) to another.
    func decorate(_ request: HTTPRequest?, _ response: inout HTTPResponse) {
        if !allowedOrigins.contains("*") { response.headers.add(name: "Vary", value: "Origin") }
        guard let origin = allowOrigin(request?.headers["Origin"]) else { return }
        response.headers.set(name: "Access-Control-Allow-Origin", value: origin)
        response.headers.set(name: "Access-Control-Expose-Headers", value: Self.exposed)
    }

    /// `*` when every origin is allowed; the request's origin when it is in the list; else none.
    /// Origins match byte for byte (RFC 6454 §5), not by `String` equality, which is canonical
    /// equivalence: "https://\u{212A}.org" (KELVIN SIGN) would pass for "https://K.org".
    func allowOrigin(_ origin: String?) -> String? {
        if allowedOrigins.contains("*") { return "*" }
        guard let origin, allowedOrigins.contains(where: { $0.utf8.elementsEqual(origin.utf8) }) else { return nil }
        return origin
    }

    /// The answer to `OPTIONS` on a known path: a preflight gets 204 with what may follow.
    func preflight(_ request: HTTPRequest, _ allowed: [HTTPMethod]) -> HTTPResponse {
        let methods = Router.allowValue(allowed.contains(.options) ? allowed : allowed + [.options])
        var headers: HTTPHeaders = ["Allow": methods]
        if request.headers["Access-Control-Request-Method"] != nil {
            headers.set(name: "Access-Control-Allow-Methods", value: methods)
            headers.set(name: "Access-Control-Allow-Headers",
                        value: request.headers["Access-Control-Request-Headers"] ?? "Content-Type, X-Request-ID")
            headers.set(name: "Access-Control-Max-Age", value: String(maxAge))
        }
        return HTTPResponse(status: HTTPStatus(code: 204), headers: headers)
    }
}
