import HTTPServer

/// A file the service serves as it is (the playground, openapi.yaml, the fonts): with an entity
/// tag over its bytes, answering a request that already holds it with 304 (RFC 9110 §13.1.2,
/// §15.4.5), so a page reloads without fetching its files again.
///
/// The tag is strong; where the answer goes gzip-compressed the server weakens it (`W/`), as the
/// compressed bytes are another representation (§8.8.3), and `If-None-Match` compares weakly,
/// so either form revalidates.
struct StaticFile: Sendable {
    let headers: HTTPHeaders
    let body: [UInt8]
    let etag: String

    /// `body` served with `headers` (its `Content-Type` and `Cache-Control` among them).
    init(body: [UInt8], headers: HTTPHeaders) {
        self.body = body
        self.etag = Self.tag(body)
        var headers = headers
        headers.set(name: "ETag", value: etag)
        self.headers = headers
    }

    /// A strong tag: FNV-1a (64-bit) over the bytes, quoted.
    static func tag(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return "\"\(String(hash, radix: 16))\""
    }

    /// 304 when `If-None-Match` names this file's tag, weakly compared, or is `*`; else the file.
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        if let match = request.headers["If-None-Match"], Self.matches(match, etag) {
            var headers = HTTPHeaders()
            for name in ["ETag", "Cache-Control", "Vary"] { if let value = self.headers[name] { headers.set(name: name, value: value) } }
            return HTTPResponse(status: HTTPStatus(code: 304), headers: headers)
        }
        return HTTPResponse(status: .ok, headers: headers, body: body)
    }

    /// Weak comparison (§8.8.3.2): the tags are equal once `W/` is set aside.
    static func matches(_ field: String, _ etag: String) -> Bool {
        field.split(separator: ",").contains { member in
            let tag = String(member).trimmingSpaces()
            return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
        }
    }
}
