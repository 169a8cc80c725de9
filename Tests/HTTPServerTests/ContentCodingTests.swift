@testable import HTTPServer
import Testing

/// gzip by `Accept-Encoding` (RFC 9110 §12.5.3, §8.4.1.3).
struct ContentCodingTests {
    @Test("Accept-Encoding gives gzip a weight above zero by name, by its x-gzip alias or through *; q=0 refuses it",
          arguments: [
              (["gzip"], true), (["gzip, deflate, br"], true), (["br;q=1.0, gzip;q=0.8"], true), (["x-gzip"], true),
              (["*"], true), (["identity"], false), (["gzip;q=0"], false), (["*, gzip;q=0"], false),
              (["GZIP ; Q=0.5"], true), (["deflate", "gzip"], true), ([], false), (["gzip;q=abc"], false),
          ] as [([String], Bool)])
    func negotiation(_ fields: [String], _ accepted: Bool) {
        #expect(ContentCoding.acceptsGzip(fields) == accepted)
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
