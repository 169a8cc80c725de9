/// A request method token, compared case-sensitively (RFC 9110 §9.1).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token exactly as it appeared on the request line.
    public var rawValue: String

    /// Wraps a method token without checking it.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a method token without checking it.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A readable form for logs.
    public var description: String { rawValue }

    /// `GET` (RFC 9110 §9.3.1).
    public static let get = HTTPMethod("GET")
    /// `HEAD` (RFC 9110 §9.3.2).
    public static let head = HTTPMethod("HEAD")
    /// `POST` (RFC 9110 §9.3.3).
    public static let post = HTTPMethod("POST")
    /// `PUT` (RFC 9110 §9.3.4).
    public static let put = HTTPMethod("PUT")
    /// `DELETE` (RFC 9110 §9.3.5).
    public static let delete = HTTPMethod("DELETE")
    /// `OPTIONS` (RFC 9110 §9.3.7).
    public static let options = HTTPMethod("OPTIONS")
    /// `PATCH` (RFC 5789).
    public static let patch = HTTPMethod("PATCH")
    /// `CONNECT` (RFC 9110 §9.3.6).
    public static let connect = HTTPMethod("CONNECT")
    /// `TRACE` (RFC 9110 §9.3.8).
    public static let trace = HTTPMethod("TRACE")
    /// `QUERY`, a safe method with a body (IETF HTTP working group, "The HTTP QUERY Method").
    public static let query = HTTPMethod("QUERY")

    /// The methods this server recognises: RFC 9110's, PATCH and QUERY. Any other token is answered
    /// with 501 (RFC 9110 §9.1, §15.6.2). A recognised method that a resource does not support
    /// (TRACE and CONNECT on every route here) reaches the router, which answers 405 with
    /// `Allow` (§15.5.6), as clients generated from the API's contract expect.
    public static let implemented: Set<HTTPMethod> = [.get, .head, .post, .put, .delete, .connect, .options, .trace, .patch, .query]
}
