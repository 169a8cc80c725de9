extension RequestParser {
    /// Applies the checks that need the whole head: Host, body framing and expectations.
    func checkedHead(
        method: HTTPMethod, target: String, version: HTTPVersion, headers: HTTPHeaders, length: Int
    ) throws(HTTPParseError) -> RequestHead {
        try Self.checkHost(headers, version: version)
        let framing = try framing(of: headers, method: method, version: version)
        let expectsContinue = try Self.expectsContinue(headers, version: version)
        return RequestHead(
            method: method, target: target, version: version, headers: headers,
            framing: framing, expectsContinue: expectsContinue, length: length)
    }

    /// HTTP/1.1 needs exactly one valid Host; HTTP/1.0 may omit it (RFC 9112 §3.2).
    static func checkHost(_ headers: HTTPHeaders, version: HTTPVersion) throws(HTTPParseError) {
        let hosts = headers.values(for: "Host")
        if hosts.count > 1 { throw .duplicateHost }
        guard let host = hosts.first else {
            if version.isAtLeast1_1 { throw .missingHost }
            return
        }
        guard isValidHost(host) else { throw .invalidHost }
    }

    /// Whether `value` is `uri-host [ ":" port ]`, or empty (RFC 9112 §3.2, RFC 3986 §3.2.2).
    ///
    /// Checked as bytes, because this runs for every request (searching by `Character` cost
    /// about 3 % of a small request).
    static func isValidHost(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { isValidHost(bytes: $0) }
    }

    private static func isValidHost(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let colon = UInt8(ascii: ":")
        func isPort(_ b: Slice<UnsafeBufferPointer<UInt8>>) -> Bool { b.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        if bytes.first == UInt8(ascii: "[") {  // IP-literal
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")), close > 1 else { return false }
            let literal = bytes[1..<close].allSatisfy { b in
                b == colon || b == UInt8(ascii: ".") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66)
            }
            let rest = bytes[(close + 1)...]
            return literal && (rest.isEmpty || (rest.first == colon && isPort(rest.dropFirst())))
        }
        var end = bytes.count
        if let last = bytes.lastIndex(of: colon) {
            guard isPort(bytes[(last + 1)...]) else { return false }
            end = last
        }
        // ALPHA / DIGIT, then unreserved, sub-delims and pct-encoded marks.
        return bytes[..<end].allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: "-._~!$&'()*+,;=%".utf8.contains(byte)
            }
        }
    }

    /// Determines the body length from the fields, in the order of RFC 9112 §6.3.
    func framing(
        of headers: HTTPHeaders, method: HTTPMethod, version: HTTPVersion
    ) throws(HTTPParseError) -> RequestHead.Framing {
        let lengths = headers.values(for: "Content-Length")
        if headers.contains(name: "Transfer-Encoding") {
            if !lengths.isEmpty { throw .conflictingFraming }  // rejected as smuggling, §6.1
            if !version.isAtLeast1_1 { throw .transferEncodingInHTTP10 }
            try Self.checkTransferCodings(headers)
            return .chunked
        }
        if !lengths.isEmpty {
            let length = try Self.contentLength(lengths, limit: limits.maxBodyBytes)
            return .contentLength(length)
        }
        if limits.lengthRequiredMethods.contains(method) { throw .lengthRequired }
        return .none
    }

    /// Accepts exactly one `chunked`, as the final coding; other known codings are not implemented.
    ///
    /// Chunked not final → 400 and close (RFC 9112 §6.3 rule 4); chunked twice is forbidden
    /// (§6.1); any other coding before it → 501 (§6.1).
    static func checkTransferCodings(_ headers: HTTPHeaders) throws(HTTPParseError) {
        let codings = headers.tokens(for: "Transfer-Encoding").map {
            String($0.prefix { $0 != ";" }).trimmingOWS()
        }
        guard codings.last == "chunked", codings.filter({ $0 == "chunked" }).count == 1
        else { throw .chunkedNotFinal }
        if let other = codings.first(where: { $0 != "chunked" }) {
            throw .unsupportedTransferCoding(String(other.prefix(32)))
        }
    }

    /// The one length all `Content-Length` values agree on (RFC 9112 §6.3 rule 5).
    ///
    /// Identical repeated values are accepted as one; anything else is invalid. A valid
    /// length over `limit` is 413 before the body is read, which also answers a client
    /// waiting on `Expect: 100-continue` (RFC 9110 §10.1.1).
    static func contentLength(_ values: [String], limit: Int) throws(HTTPParseError) -> Int {
        // The usual case, one plain number, read without splitting lists.
        if values.count == 1, let only = values.first, (1...18).contains(only.utf8.count),
           only.utf8.allSatisfy(\.isDigit), let length = Int(only) {
            guard length <= limit else { throw .contentTooLarge }
            return length
        }
        let items = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0).trimmingOWS() }
        guard let first = items.first, items.allSatisfy({ $0 == first }),
              !first.isEmpty, first.utf8.allSatisfy(\.isDigit)
        else { throw .invalidContentLength }
        let significant = first.drop { $0 == "0" }
        guard significant.count <= 18, let length = Int(first), length <= limit
        else { throw .contentTooLarge }
        return length
    }

    /// Whether the client waits for `100 Continue`; HTTP/1.0 expectations are ignored (RFC 9110 §10.1.1).
    static func expectsContinue(_ headers: HTTPHeaders, version: HTTPVersion) throws(HTTPParseError) -> Bool {
        guard version.isAtLeast1_1, headers.contains(name: "Expect") else { return false }
        let expectations = headers.tokens(for: "Expect")
        guard !expectations.isEmpty, expectations.allSatisfy({ $0 == "100-continue" })
        else { throw .unsupportedExpectation }
        return true
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDecimal: Bool { isASCII && isWholeNumber }
}
