@testable import HTTPServer
import Testing

/// brotli and gzip by `Accept-Encoding` (RFC 9110 §12.5.3, §8.4.1.3; RFC 7932).
struct ContentCodingTests {
    @Test("Accept-Encoding's highest weight above zero picks the coding, by name, gzip's x-gzip alias or *; brotli on a tie",
          arguments: [
              (["gzip"], "gzip"), (["gzip, deflate, br"], "br"), (["br;q=1.0, gzip;q=0.8"], "br"), (["br;q=0.5, gzip"], "gzip"),
              (["x-gzip"], "gzip"), (["*"], "br"), (["identity"], nil), (["gzip;q=0"], nil), (["*, gzip;q=0"], "br"),
              (["*;q=0.5, gzip"], "gzip"), (["br;q=0, *"], "gzip"), (["GZIP ; Q=0.5"], "gzip"), (["deflate", "gzip"], "gzip"),
              (["deflate", "BR"], "br"), ([], nil), (["gzip;q=abc"], nil),
          ] as [([String], String?)])
    func negotiation(_ fields: [String], _ coding: String?) {
        #expect(ContentCoding.preferred(fields)?.rawValue == coding)
    }

    static func response(_ type: String, bytes: Int, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": type],
                     body: Array(String(repeating: "{\"frame\":{\"x\":0,\"y\":0}},", count: bytes / 26 + 1).utf8.prefix(bytes)))
    }

    static let accepting = HTTPRequest(method: .post, target: "/", headers: ["Accept-Encoding": "gzip"], body: [])

    @Test("A JSON body past the threshold is sent gzip-compressed, with Vary; gunzipped it is the same bytes")
    func compresses() throws {
        var response = Self.response("application/json", bytes: 20_000)
        let original = response.body
        ContentCoding.apply(to: &response, for: Self.accepting, minimumBytes: 1_024)
        #expect(response.headers["Content-Encoding"] == "gzip")
        #expect(response.headers.values(for: "Vary") == ["Accept-Encoding"])
        var varied = Self.response("image/svg+xml", bytes: 20_000)
        varied.headers.set(name: "Vary", value: "Accept")
        ContentCoding.apply(to: &varied, for: Self.accepting, minimumBytes: 1_024)
        #expect(varied.headers.values(for: "Vary") == ["Accept, Accept-Encoding"])
        #expect(response.body.count < original.count / 10)
        #expect(Array(response.body.prefix(2)) == [0x1f, 0x8b])  // the gzip magic (RFC 1952 §2.3.1)
        var brotli = Self.response("application/json", bytes: 20_000)
        ContentCoding.apply(to: &brotli, for: HTTPRequest(method: .post, target: "/", headers: ["Accept-Encoding": "br"], body: []),
                            minimumBytes: 1_024)
        #expect(brotli.headers["Content-Encoding"] == "br")
        #expect(brotli.body.count < response.body.count, "brotli at its quality is smaller than gzip at its level")
    }

    @Test("Small bodies, other media types, errors and clients that do not accept gzip get the body as it is")
    func leavesAlone() {
        let plain = HTTPRequest(method: .post, target: "/", headers: [:], body: [])
        for (response, request, vary) in [
            (Self.response("application/json", bytes: 500), Self.accepting, true),
            (Self.response("image/png", bytes: 20_000), Self.accepting, false),
            (Self.response("application/json", bytes: 20_000, status: .badRequest), Self.accepting, false),
            (Self.response("application/json", bytes: 20_000), plain, true),
        ] {
            var sent = response
            ContentCoding.apply(to: &sent, for: request, minimumBytes: 1_024)
            #expect(sent.body == response.body)
            #expect(sent.headers["Content-Encoding"] == nil)
            #expect(sent.headers.contains(name: "Vary") == vary)
        }
        var off = Self.response("application/json", bytes: 20_000)
        ContentCoding.apply(to: &off, for: Self.accepting, minimumBytes: 0)
        #expect(off.headers["Content-Encoding"] == nil && !off.headers.contains(name: "Vary"))
    }
}
