import Foundation
import Testing

/// brotli and gzip answers for clients that ask (RFC 9110 §12.5.3), checked with libcurl as a client.
struct CompressionTests {
    static let screen = Array(#"VStack { ForEach(0..<300) { i in Text("Row \(i)").padding(4) } }"#.utf8)

    static func layout(_ live: LiveService, headers: [String] = [], decoding: String? = nil) -> CurlRequest {
        var request = CurlRequest(method: "POST", url: live.url("/v1/layout?width=393&height=infinity"),
                                  headers: ["Content-Type: text/x-swift"] + headers, body: screen)
        request.acceptEncoding = decoding
        return request
    }

    @Test("A client that accepts gzip gets the answer in at most 15 % of its bytes, and curl's gunzip gives the same JSON")
    func gzipAnswer() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let identity = try client.perform(Self.layout(live))
            #expect(identity.status == 200 && identity.header("Content-Encoding") == nil)
            #expect(identity.header("Vary")?.contains("Accept-Encoding") == true)
            let raw = try client.perform(Self.layout(live, headers: ["Accept-Encoding: br;q=0.5, gzip"]))
            #expect(raw.header("Content-Encoding") == "gzip")
            #expect(Array(raw.body.prefix(2)) == [0x1f, 0x8b])
            #expect(raw.body.count * 100 <= identity.body.count * 15, "\(raw.body.count) of \(identity.body.count)")
            let decoded = try client.perform(Self.layout(live, decoding: "gzip"))
            #expect(decoded.body == identity.body)
        }
    }

    @Test("A client that accepts brotli and gzip alike gets brotli, smaller than gzip, and curl's decoder gives the same JSON")
    func brotliAnswer() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let identity = try client.perform(Self.layout(live))
            let gzip = try client.perform(Self.layout(live, headers: ["Accept-Encoding: gzip"]))
            let raw = try client.perform(Self.layout(live, headers: ["Accept-Encoding: gzip, deflate, br"]))
            #expect(raw.header("Content-Encoding") == "br")
            #expect(raw.body.count < gzip.body.count, "\(raw.body.count) against gzip's \(gzip.body.count)")
            let decoded = try client.perform(Self.layout(live, decoding: "br"))
            #expect(decoded.body == identity.body)
        }
    }

    @Test("HEAD declares the length GET sends in the same coding; gzip;q=0 gets identity")
    func headAndRefusal() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let get = try client.perform(CurlRequest(url: live.url("/openapi.yaml"), headers: ["Accept-Encoding: gzip"]))
            let head = try client.perform(CurlRequest(method: "HEAD", url: live.url("/openapi.yaml"), headers: ["Accept-Encoding: gzip"]))
            #expect(get.header("Content-Encoding") == "gzip" && head.header("Content-Encoding") == "gzip")
            #expect(head.header("Content-Length") == String(get.body.count))
            // The compressed bytes carry the file's tag weakened, which still revalidates.
            let etag = try #require(get.header("ETag"))
            #expect(etag.hasPrefix("W/\""))
            let revalidated = try client.perform(CurlRequest(url: live.url("/openapi.yaml"),
                                                             headers: ["Accept-Encoding: gzip", "If-None-Match: \(etag)"]))
            #expect(revalidated.status == 304)
            let refused = try client.perform(CurlRequest(url: live.url("/openapi.yaml"), headers: ["Accept-Encoding: gzip;q=0"]))
            #expect(refused.header("Content-Encoding") == nil)
            #expect(String(decoding: refused.body, as: UTF8.self).hasPrefix("openapi:"))
        }
    }
}
