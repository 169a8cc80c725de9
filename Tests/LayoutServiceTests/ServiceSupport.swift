import Foundation
import HTTPServer
import LayoutService

/// One service for the suite (loading the font once), and helpers to call it without a socket.
enum ServiceFixture {
    static let service = try! Service(configuration: ServiceConfiguration(), startTime: 0)
    static let router = service.router
    static let hooks = service.hooks

    /// The response as a client would see it: routed, then decorated by `willSend`.
    static func send(_ method: HTTPMethod, _ path: String, json: String? = nil,
                     headers: HTTPHeaders = [:]) -> HTTPResponse {
        var fields = headers
        if json != nil && fields["Content-Type"] == nil { fields.set(name: "Content-Type", value: "application/json") }
        let request = HTTPRequest(method: method, target: path, headers: fields, body: Array((json ?? "").utf8))
        var response = router.handle(request)
        hooks.willSend?(request, &response)
        return response
    }

    /// A big-endian unsigned number of `count` bytes at `at` (PNG and OpenType headers).
    static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The body parsed as a JSON object.
    static func object(_ response: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
    }
}
