/// An RFC 9457 problem details object, served as `application/problem+json`.
///
/// `type` is `about:blank`, so `title` is the status's reason phrase (RFC 9457 §4.2.1). `pointer`
/// is an extension member holding an RFC 6901 pointer in its plain JSON-string form, and `kind`
/// names the `WireError.Kind` for clients that branch on the failure.
public struct Problem: Sendable, Hashable {
    /// A URI reference naming the problem type; always `about:blank` here (RFC 9457 §3.1.1).
    public var type: String
    /// The reason phrase of `status`.
    public var title: String
    /// The HTTP status code, copied into the body (RFC 9457 §3.1.2).
    public var status: Int
    /// What went wrong, for people.
    public var detail: String?
    /// Extension member: the offending value of the request body.
    public var pointer: JSONPointer?
    /// Extension member: the `WireError.Kind` of a rejected request body.
    public var kind: String?
    /// Extension members: the 1-based line and column (UTF-8 bytes) in a SwiftUI source the
    /// problem is about, or of the byte a JSON syntax error names.
    public var line: Int?
    public var column: Int?

    /// A problem for `status` with its reason phrase as title.
    public init(status: Int, detail: String? = nil, pointer: JSONPointer? = nil, kind: String? = nil) {
        self.type = "about:blank"
        self.title = Problem.reasonPhrase(status)
        self.status = status
        self.detail = detail
        self.pointer = pointer
        self.kind = kind
    }

    /// The answer to a request body that failed to decode or validate: 400, except 422 for
    /// `unsupported` (`WireError.status`).
    public init(_ error: WireError) {
        self.init(status: error.status, detail: error.detail, pointer: error.pointer, kind: error.kind.rawValue)
    }

    /// The answer to `body`, which failed as `error` says: a syntax error's byte offset is
    /// also given as a line and column, which editors show.
    public init(_ error: WireError, in body: [UInt8]) {
        self.init(error)
        guard let offset = error.offset, offset <= body.count else { return }
        var line = 1, column = 1
        for byte in body[..<offset] {
            if byte == UInt8(ascii: "\n") { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        (self.line, self.column) = (line, column)
    }

    /// The problem as JSON bytes, members in a fixed order so the output is deterministic.
    public func encoded() -> [UInt8] {
        var w = JSONWriter(capacity: 160 + (detail?.utf8.count ?? 0))
        w.raw("{\"type\":")
        w.string(type)
        w.raw(",\"title\":")
        w.string(title)
        w.raw(",\"status\":")
        w.integer(status)
        if let detail {
            w.raw(",\"detail\":")
            w.string(detail)
        }
        if let pointer {
            w.raw(",\"pointer\":")
            w.string(pointer.description)
        }
        if let kind {
            w.raw(",\"kind\":")
            w.string(kind)
        }
        if let line, let column {
            w.raw(",\"line\":")
            w.integer(line)
            w.raw(",\"column\":")
            w.integer(column)
        }
        w.raw("}")
        return w.finish()
    }

    /// The reason phrase of an HTTP status (RFC 9110 §15, RFC 6585 for 429 and 431).
    public static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "HTTP \(status)"
        }
    }
}
