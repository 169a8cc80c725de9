import CBrotli
import CZlib

/// Content coding of responses (RFC 9110 §8.4): brotli (RFC 7932) or gzip (§8.4.1.3), chosen
/// by the request's `Accept-Encoding` (§12.5.3).
///
/// A response is compressed when the client accepts one of the two, its body is at least
/// `ServerConfiguration.compressionMinimumBytes`, its media type is text-like (JSON, SVG,
/// YAML, HTML, CSS, JavaScript, TrueType) and it has no coding yet; every response of such a
/// type says `Vary: Accept-Encoding`, so that a cache keeps the forms apart (§12.5.5). Levels
/// by measurement (docs/performance.md, "Compression"): zlib's level 1 makes the app screen's
/// 203 KB answer 10.6 % of its size in about 0.7 ms, where level 6 makes 7.9 % in 2.1 ms, four
/// times the layout itself; brotli's quality 3 makes 7.9 % in about the time of gzip's level 1.
public enum ContentCoding {
    public static let level: Int32 = 1
    public static let brotliQuality: Int32 = 3

    /// The codings the server writes, in its order of preference where the client weighs
    /// them alike: brotli's output is the smaller.
    enum Coding: String, CaseIterable {
        case brotli = "br"
        case gzip
    }

    /// Compresses `response` in place for `request` where both allow it.
    public static func apply(to response: inout HTTPResponse, for request: HTTPRequest, minimumBytes: Int) {
        guard minimumBytes > 0, isCompressible(response) else { return }
        let vary = response.headers.values(for: "Vary") + ["Accept-Encoding"]
        response.headers.set(name: "Vary", value: vary.joined(separator: ", "))
        guard response.body.count >= minimumBytes, let coding = preferred(request.headers.values(for: "Accept-Encoding")),
              let compressed = encode(response.body, as: coding) else { return }
        response.body = compressed
        response.headers.set(name: "Content-Encoding", value: coding.rawValue)
        // The compressed bytes are another representation: a strong tag is weakened (§8.8.3).
        if let etag = response.headers["ETag"], etag.hasPrefix("\"") { response.headers.set(name: "ETag", value: "W/" + etag) }
    }

    static func encode(_ bytes: [UInt8], as coding: Coding) -> [UInt8]? {
        switch coding {
        case .brotli: brotli(bytes)
        case .gzip: gzip(bytes)
        }
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

    /// The coding `fields` (every `Accept-Encoding` line) weigh highest above zero, by name
    /// (`x-gzip` is gzip's alias, §8.4.1.3) or, for a coding not named, through `*`; brotli
    /// where the two weigh alike. No field means any coding is acceptable (§12.5.3), but a
    /// client that sends none is served identity, as the section recommends.
    static func preferred(_ fields: [String]) -> Coding? {
        var named: [Coding: Double] = [:]
        var any: Double?
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
                case "br": named[.brotli] = max(named[.brotli] ?? 0, weight)
                case "gzip", "x-gzip": named[.gzip] = max(named[.gzip] ?? 0, weight)
                case "*": any = weight
                default: break
                }
            }
        }
        let weights = Coding.allCases.map { (coding: $0, weight: named[$0] ?? any ?? 0) }
        guard let best = weights.max(by: { $0.weight < $1.weight }), best.weight > 0 else { return nil }
        return weights.first { $0.weight == best.weight }?.coding
    }

    /// `bytes` as a brotli stream (window of 2²² bytes, the encoder's default), or nil where the
    /// encoder fails.
    static func brotli(_ bytes: [UInt8]) -> [UInt8]? {
        var size = BrotliEncoderMaxCompressedSize(bytes.count)
        guard size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let done = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                BrotliEncoderCompress(brotliQuality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_GENERIC, input.count,
                                      input.baseAddress, &size, out.baseAddress)
            }
        }
        guard done == BROTLI_TRUE else { return nil }
        output.removeLast(output.count - size)
        return output
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
