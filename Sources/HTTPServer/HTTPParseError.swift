/// Why a request could not be read; every case knows the status it is answered with.
///
/// The connection is always closed after answering one of these, because the
/// framing of whatever follows can no longer be trusted (RFC 9112 §6.3, §9.6).
public enum HTTPParseError: Error, Equatable, Sendable {
    /// The request line is not `method SP request-target SP HTTP-version` (RFC 9112 §3).
    case malformedRequestLine
    /// The client ended its side of the connection part-way through a request (RFC 9112 §8:
    /// the server may answer before closing; answering tells a client why nothing came back).
    case incompleteRequest
    /// The method is a valid token this server does not implement (RFC 9110 §9.1).
    case unknownMethod(String)
    /// The request-target has a form or character this server does not accept (RFC 9112 §3.2).
    case invalidTarget
    /// The request line is longer than the configured limit (RFC 9112 §3, RFC 9110 §15.5.15).
    case uriTooLong
    /// The version is not `HTTP/DIGIT.DIGIT` (RFC 9112 §2.3).
    case malformedVersion
    /// The major version is not 1 (RFC 9110 §15.6.6).
    case unsupportedVersion(HTTPVersion)
    /// A CR not followed by LF, or an LF without CR, in the head (RFC 9112 §2.2).
    case bareLineEnding
    /// Whitespace between a field name and its colon (RFC 9112 §5.1).
    case whitespaceBeforeColon
    /// A field line starting with whitespace, the obsolete line folding (RFC 9112 §5.2).
    case obsoleteLineFolding
    /// A field line without a colon or with a name that is not a token (RFC 9110 §5.1).
    case invalidFieldName
    /// A field value with a control character (RFC 9110 §5.5).
    case invalidFieldValue(name: String)
    /// The head is larger than the limit, or has too many fields (RFC 6585 §5).
    case headerFieldsTooLarge
    /// An HTTP/1.1 request without `Host` (RFC 9112 §3.2).
    case missingHost
    /// More than one `Host` line (RFC 9112 §3.2).
    case duplicateHost
    /// A `Host` value that is not `uri-host [ ":" port ]` (RFC 9112 §3.2).
    case invalidHost
    /// Both `Content-Length` and `Transfer-Encoding`, a smuggling pattern (RFC 9112 §6.1, §6.3).
    case conflictingFraming
    /// A `Content-Length` that is not digits, or lines that disagree (RFC 9112 §6.3).
    case invalidContentLength
    /// `Transfer-Encoding` that does not end in exactly one `chunked` (RFC 9112 §6.1, §6.3).
    case chunkedNotFinal
    /// `Transfer-Encoding` on an HTTP/1.0 request, whose framing is then faulty (RFC 9112 §6.1).
    case transferEncodingInHTTP10
    /// A transfer coding other than `chunked` (RFC 9112 §6.1).
    case unsupportedTransferCoding(String)
    /// A chunk size that is not hex, or does not fit (RFC 9112 §7.1).
    case invalidChunkSize
    /// A chunk extension longer than the configured limit (RFC 9112 §7.1.1).
    case chunkExtensionTooLong
    /// Chunk data not followed by CRLF, or a malformed trailer (RFC 9112 §7.1, §7.1.2).
    case malformedChunk
    /// The body is larger than the configured limit (RFC 9110 §15.5.14).
    case contentTooLarge
    /// A method that needs content sent without `Content-Length` or chunked framing (RFC 9110 §15.5.12).
    case lengthRequired
    /// An `Expect` value other than `100-continue` (RFC 9110 §10.1.1).
    case unsupportedExpectation

    /// The status this error is answered with.
    public var status: HTTPStatus {
        switch self {
        case .unknownMethod, .unsupportedTransferCoding: .notImplemented
        case .uriTooLong: .uriTooLong
        case .unsupportedVersion: .httpVersionNotSupported
        case .headerFieldsTooLarge: .requestHeaderFieldsTooLarge
        case .contentTooLarge: .contentTooLarge
        case .lengthRequired: .lengthRequired
        case .unsupportedExpectation: .expectationFailed
        default: .badRequest
        }
    }

    /// A short explanation for the problem body's `detail`; it never echoes request bytes
    /// except a method or field name, which are tokens.
    public var detail: String {
        switch self {
        case .malformedRequestLine: "The request line is malformed."
        case .incompleteRequest: "The connection was closed for sending before the request was complete."
        case .unknownMethod(let method): "The method \(method) is not implemented."
        case .invalidTarget: "The request target is not a valid origin-form or absolute-form URI."
        case .uriTooLong: "The request line is longer than this server accepts."
        case .malformedVersion: "The HTTP version is malformed."
        case .unsupportedVersion(let version): "\(version) is not supported; use HTTP/1.1."
        case .bareLineEnding: "Lines must end with CRLF; a bare CR or LF was found."
        case .whitespaceBeforeColon: "A header field name is followed by whitespace before the colon."
        case .obsoleteLineFolding: "Obsolete line folding is not accepted."
        case .invalidFieldName: "A header field line has no colon or an invalid field name."
        case .invalidFieldValue(let name): "The value of header field \(name) contains invalid characters."
        case .headerFieldsTooLarge: "The request header section is larger than this server accepts."
        case .missingHost: "An HTTP/1.1 request must carry a Host header field."
        case .duplicateHost: "The request carries more than one Host header field."
        case .invalidHost: "The Host header field is invalid."
        case .conflictingFraming: "The request carries both Content-Length and Transfer-Encoding."
        case .invalidContentLength: "The Content-Length header field is invalid."
        case .chunkedNotFinal: "Transfer-Encoding must end with a single chunked coding."
        case .transferEncodingInHTTP10: "Transfer-Encoding is not allowed in an HTTP/1.0 request."
        case .unsupportedTransferCoding(let coding): "The transfer coding \(coding) is not implemented."
        case .invalidChunkSize: "A chunk size is invalid."
        case .chunkExtensionTooLong: "A chunk extension is longer than this server accepts."
        case .malformedChunk: "The chunked body is malformed."
        case .contentTooLarge: "The request body is larger than this server accepts."
        case .lengthRequired: "This method needs a body framed by Content-Length or chunked encoding."
        case .unsupportedExpectation: "Only the 100-continue expectation is supported."
        }
    }

    /// The problem+json response for this error.
    public var response: HTTPResponse { .problem(status, detail: detail) }
}
