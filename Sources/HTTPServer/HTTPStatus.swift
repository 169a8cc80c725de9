/// A response status code with its reason phrase (RFC 9110 §15).
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
    /// The three-digit status code.
    public var code: Int
    /// The reason phrase sent on the status line and used as a problem's `title`.
    public var reasonPhrase: String

    /// Creates a status; the reason phrase defaults to the registered one for `code`.
    public init(code: Int, reasonPhrase: String? = nil) {
        self.code = code
        self.reasonPhrase = reasonPhrase ?? Self.registeredPhrases[code] ?? ""
    }

    /// A readable form for logs.
    public var description: String { "\(code) \(reasonPhrase)" }

    /// Whether the response may carry content; 1xx, 204 and 304 may not (RFC 9110 §6.4.1).
    public var allowsContent: Bool { code >= 200 && code != 204 && code != 304 }

    /// `100 Continue`.
    public static let `continue` = HTTPStatus(code: 100)
    /// `200 OK`.
    public static let ok = HTTPStatus(code: 200)
    /// `201 Created`.
    public static let created = HTTPStatus(code: 201)
    /// `204 No Content`.
    public static let noContent = HTTPStatus(code: 204)
    /// `304 Not Modified`.
    public static let notModified = HTTPStatus(code: 304)
    /// `400 Bad Request`.
    public static let badRequest = HTTPStatus(code: 400)
    /// `404 Not Found`.
    public static let notFound = HTTPStatus(code: 404)
    /// `405 Method Not Allowed`.
    public static let methodNotAllowed = HTTPStatus(code: 405)
    /// `406 Not Acceptable`.
    public static let notAcceptable = HTTPStatus(code: 406)
    /// `408 Request Timeout`.
    public static let requestTimeout = HTTPStatus(code: 408)
    /// `411 Length Required`.
    public static let lengthRequired = HTTPStatus(code: 411)
    /// `413 Content Too Large`.
    public static let contentTooLarge = HTTPStatus(code: 413)
    /// `414 URI Too Long`.
    public static let uriTooLong = HTTPStatus(code: 414)
    /// `415 Unsupported Media Type`.
    public static let unsupportedMediaType = HTTPStatus(code: 415)
    /// `417 Expectation Failed`.
    public static let expectationFailed = HTTPStatus(code: 417)
    /// `422 Unprocessable Content`.
    public static let unprocessableContent = HTTPStatus(code: 422)
    /// `429 Too Many Requests`.
    public static let tooManyRequests = HTTPStatus(code: 429)
    /// `431 Request Header Fields Too Large`.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431)
    /// `500 Internal Server Error`.
    public static let internalServerError = HTTPStatus(code: 500)
    /// `501 Not Implemented`.
    public static let notImplemented = HTTPStatus(code: 501)
    /// `503 Service Unavailable`.
    public static let serviceUnavailable = HTTPStatus(code: 503)
    /// `505 HTTP Version Not Supported`.
    public static let httpVersionNotSupported = HTTPStatus(code: 505)

    /// Reason phrases from the IANA status code registry (RFC 9110 §15, RFC 6585).
    static let registeredPhrases: [Int: String] = [
        100: "Continue", 200: "OK", 201: "Created", 202: "Accepted", 204: "No Content",
        301: "Moved Permanently", 302: "Found", 304: "Not Modified",
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict",
        411: "Length Required", 413: "Content Too Large", 414: "URI Too Long",
        415: "Unsupported Media Type", 417: "Expectation Failed", 422: "Unprocessable Content",
        429: "Too Many Requests", 431: "Request Header Fields Too Large",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]
}
