import CZlib

/// gzip content coding of responses (RFC 9110 §8.4.1.3), chosen by the request's
/// `Accept-Encoding` (§12.5.3).
///
/// A response is compressed when the client accepts gzip, its body is at least
/// `ServerConfiguration.compressionMinimumBytes`, its media type is text-like (JSON, SVG,
/// YAML, HTML, CSS, JavaScript, TrueType) and it has no coding yet; every response of such a
/// type says `Vary: Accept-Encoding`, so that a cache keeps the two forms apart (§12.5.5).
/// zlib's level 1: the app screen's 203 KB answer becomes 10.5 % of its size in 0.67 ms,
/// where level 6 makes 7.9 % in 2.1 ms, four times the layout itself (docs/performance.md, "Compression").
public enum ContentCoding {
    public static let level: Int32 = 1

    /// Compresses `response` in place for `request` where both allow it.
    public static func apply(to response: inout HTTPResponse, for request: HTTPRequest, minimumBytes: Int) {
        guard minimumBytes > 0, isCompressible(response) else { return }
        let vary = response.headers.values(for: "Vary") + ["Accept-Encoding"]
        response.headers.set(name: "Vary", value: vary.joined(separator: ", "))
        guard response.body.count >= minimumBytes, acceptsGzip(request.headers.values(for: "Accept-Encoding")),
              let compressed = gzip(response.body) else { return }
        response.body = compressed
        response.headers.set(name: "Content-Encoding", value: "gzip")
        // The compressed bytes are another representation: a strong tag is weakened (§8.8.3).
        if let etag = response.headers["ETag"], etag.hasPrefix("\"") { response.headers.set(name: "ETag", value: "W/" + etag) }
    }

    /// Media types whose bodies compress; fonts in WOFF2, images in PNG and the like do not.
    static let compressibleTypes: Set<String> = [
        "application/json", "application/problem+json", "image/svg+xml", "application/yaml", "text/html",
        "text/css", "text/javascript", "application/javascript", "text/plain", "font/ttf",
    ]

    static func isCompressible(_ response: HTTPResponse) -> Bool {
        guard (200..<300).contains(response.status.code), response.status.code != 204, response.status.code != 206,
              !response.headers.contains(name: "Content-Encoding"),
              let type = response.headers["Content-Type"]?.split(separator: ";").first else { return false }
        return compressibleTypes.contains(String(type).trimmingOWS().lowercasedASCII())
    }

    /// Whether `fields` (every `Accept-Encoding` line) give gzip a weight above zero: by name
    /// (`x-gzip` is its alias, §8.4.1.3) or, when gzip is not named, through `*`. No field means
    /// any coding is acceptable (§12.5.3), but a client that sends none is served identity, as
    /// the section recommends.
    static func acceptsGzip(_ fields: [String]) -> Bool {
        var gzip: Double?, any: Double?
        for field in fields {
            for member in field.split(separator: ",") {
                let parts = member.split(separator: ";")
                guard let name = parts.first.map({ String($0).trimmingOWS().lowercasedASCII() }), !name.isEmpty else { continue }
                var weight = 1.0
                for parameter in parts.dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingOWS().lowercasedASCII() }
                    if pair.count == 2, pair[0] == "q" { weight = Double(pair[1]).map { min(max($0, 0), 1) } ?? 0 }
                }
                switch name {
                case "gzip", "x-gzip": gzip = max(gzip ?? 0, weight)
                case "*": any = weight
                default: break
                }
            }
        }
        return (gzip ?? any ?? 0) > 0
    }

    /// `bytes` in a gzip member, or nil where zlib fails.
    static func gzip(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard czlib_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        let written: Int? = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH) == Z_STREAM_END ? Int(stream.total_out) : nil
            }
        }
        guard let written else { return nil }
        output.removeLast(output.count - written)
        return output
    }
}
