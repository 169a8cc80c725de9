/// Turns bytes into requests: a pure value with no I/O and no state between calls.
///
/// Call `parse(_:)` with everything buffered so far. It answers `.needMore` until a whole
/// request is present, then the request and the number of bytes it used; the caller drops
/// those bytes and calls again for a pipelined request (RFC 9112 §9.3.2). A connection
/// that must act between head and body (`Expect: 100-continue`) calls `parseHead(_:)` and
/// `parseBody(of:from:)` separately.
public struct RequestParser: Sendable {
    /// The outcome of one call to `parse(_:)`.
    public enum Result: Sendable {
        /// The bytes hold no complete request yet.
        case needMore
        /// A complete request and the number of bytes it took, from the start of the input.
        case complete(HTTPRequest, consumed: Int)
    }

    /// The bounds enforced while parsing.
    public var limits: ParserLimits

    /// Creates a parser with the given limits.
    public init(limits: ParserLimits = ParserLimits()) {
        self.limits = limits
    }

    /// Parses one request from the start of `bytes`.
    /// - Returns: `.needMore`, or the request and how many bytes it used.
    /// - Throws: `HTTPParseError` as soon as the bytes cannot start a valid request.
    public func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> Result {
        guard let head = try parseHead(bytes) else { return .needMore }
        let rest = bytes.dropFirst(head.length)
        guard let (body, used) = try parseBody(of: head, from: rest) else { return .needMore }
        return .complete(head.request(body: body), consumed: head.length + used)
    }

    /// Parses one request from the start of `bytes`.
    public func parse(_ bytes: [UInt8]) throws(HTTPParseError) -> Result {
        try parse(bytes[...])
    }

    /// Parses and checks the head at the start of `bytes`, or returns nil if it is incomplete.
    ///
    /// Limits are enforced on incomplete input too, so an endless head fails early.
    public func parseHead(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> RequestHead? {
        var lines = LineReader(bytes: bytes)
        lines.skipLeadingEmptyLines()
        guard let requestLine = try lines.next(limit: limits.maxRequestLineBytes, tooLong: .uriTooLong)
        else { return try needMoreHead(bytes) }
        let (method, target, version) = try Self.parseRequestLine(bytes[requestLine])
        var headers = HTTPHeaders()
        while let line = try lines.next(limit: limits.maxHeaderBytes, tooLong: .headerFieldsTooLarge) {
            let length = lines.position - bytes.startIndex
            guard length <= limits.maxHeaderBytes else { throw .headerFieldsTooLarge }
            if line.isEmpty {
                return try checkedHead(method: method, target: target, version: version,
                                       headers: headers, length: length)
            }
            let field = try Self.parseFieldLine(bytes[line])
            headers.add(name: field.name, value: field.value)
            guard headers.count <= limits.maxHeaderCount else { throw .headerFieldsTooLarge }
        }
        return try needMoreHead(bytes)
    }

    /// Decodes the body that follows a head, or returns nil if it is incomplete.
    /// - Returns: the body and the number of bytes of `bytes` it took.
    public func parseBody(
        of head: RequestHead, from bytes: ArraySlice<UInt8>
    ) throws(HTTPParseError) -> (body: [UInt8], consumed: Int)? {
        var progress = ChunkedProgress()
        return try parseBody(of: head, from: bytes, progress: &progress)
    }

    /// As `parseBody(of:from:)` for a body that arrives over several reads: `progress` carries
    /// a chunked body's complete chunks from one call to the next, so each byte is read once.
    public func parseBody(
        of head: RequestHead, from bytes: ArraySlice<UInt8>, progress: inout ChunkedProgress
    ) throws(HTTPParseError) -> (body: [UInt8], consumed: Int)? {
        switch head.framing {
        case .none:
            return ([], 0)
        case .contentLength(let length):
            guard bytes.count >= length else { return nil }
            return (Array(bytes.prefix(length)), length)
        case .chunked:
            return try ChunkedDecoder(limits: limits).decode(bytes, resuming: &progress)
        }
    }

    /// The method and path of a valid request line at the start of `bytes`, for logging a
    /// request whose later fields were rejected.
    static func requestLine(in bytes: ArraySlice<UInt8>) -> (method: HTTPMethod, path: String)? {
        var lines = LineReader(bytes: bytes)
        lines.skipLeadingEmptyLines()
        guard let line = try? lines.next(limit: 1 << 16, tooLong: .uriTooLong),
              let (method, target, _) = try? parseRequestLine(bytes[line]) else { return nil }
        return (method, HTTPRequest.split(target: target).path)
    }

    /// Returns nil for an incomplete head, or throws once it is already too large (RFC 6585 §5).
    private func needMoreHead(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> RequestHead? {
        if bytes.count > limits.maxHeaderBytes { throw .headerFieldsTooLarge }
        return nil
    }

    /// Splits `method SP request-target SP HTTP-version` and checks each part (RFC 9112 §3).
    static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPParseError) -> (HTTPMethod, String, HTTPVersion) {
        // Exactly three non-empty parts separated by single spaces (RFC 9112 §3).
        guard let firstSpace = line.firstIndex(of: .space),
              let secondSpace = line[(firstSpace + 1)...].firstIndex(of: .space)
        else { throw .malformedRequestLine }
        let methodBytes = line[..<firstSpace], targetBytes = line[(firstSpace + 1)..<secondSpace]
        let versionBytes = line[(secondSpace + 1)...]
        guard !methodBytes.isEmpty, !targetBytes.isEmpty, !versionBytes.isEmpty, !versionBytes.contains(.space)
        else { throw .malformedRequestLine }
        let version = try parseVersion(versionBytes)
        guard methodBytes.allSatisfy(\.isTokenChar) else { throw .malformedRequestLine }
        let method = HTTPMethod(String(decoding: methodBytes, as: UTF8.self))
        guard HTTPMethod.implemented.contains(method) else { throw .unknownMethod(method.rawValue) }
        let target = String(decoding: targetBytes, as: UTF8.self)
        guard targetBytes.allSatisfy(\.isTargetChar), isAcceptedForm(target, method: method)
        else { throw .invalidTarget }
        return (method, target, version)
    }

    /// Parses `HTTP/DIGIT.DIGIT`; a major version other than 1 is answered with 505.
    static func parseVersion(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPVersion {
        let s = bytes.startIndex
        guard bytes.count == 8, bytes.starts(with: "HTTP/".utf8), bytes[s + 5].isDigit,
              bytes[s + 6] == UInt8(ascii: "."), bytes[s + 7].isDigit
        else { throw .malformedVersion }
        let version = HTTPVersion(major: Int(bytes[s + 5] - 48), minor: Int(bytes[s + 7] - 48))
        guard version.major == 1 else { throw .unsupportedVersion(version) }
        return version
    }

    /// Whether a target is origin-form, absolute-form (http or https), or `*` for OPTIONS.
    ///
    /// Authority-form belongs to CONNECT, which is not implemented (RFC 9112 §3.2.3).
    static func isAcceptedForm(_ target: String, method: HTTPMethod) -> Bool {
        if target.hasPrefix("/") { return true }
        if target == "*" { return method == .options }  // RFC 9112 §3.2.4
        let lower = target.lowercasedASCII()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// Splits `field-name ":" OWS field-value OWS` and checks both parts (RFC 9112 §5).
    static func parseFieldLine(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPHeaders.Field {
        guard let first = line.first else { throw .invalidFieldName }
        if first.isOWS { throw .obsoleteLineFolding }  // RFC 9112 §5.2
        guard let colon = line.firstIndex(of: .colon) else { throw .invalidFieldName }
        let name = line[..<colon]
        if name.last?.isOWS == true { throw .whitespaceBeforeColon }  // RFC 9112 §5.1
        guard !name.isEmpty, name.allSatisfy(\.isTokenChar) else { throw .invalidFieldName }
        let nameText = String(decoding: name, as: UTF8.self)
        var value = line[(colon + 1)...]
        while value.first?.isOWS == true { value.removeFirst() }
        while value.last?.isOWS == true { value.removeLast() }
        guard value.allSatisfy(\.isFieldValueChar) else { throw .invalidFieldValue(name: nameText) }
        return .init(name: nameText, value: String(decoding: value, as: UTF8.self))
    }
}
