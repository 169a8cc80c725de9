import Foundation
import HTTPServer
import LayoutTestSupport
import Testing

/// Mutated conformance requests: every answer is a layout, a 400 with a pointer, or a 422 with a
/// pointer for a valid request the service does not lay out (`unsupported`), never a crash.
struct FuzzTests {
    static var extremes: [Any] { [0, -0.0, 1e308, -1e308, Double.leastNonzeroMagnitude, 9_007_199_254_740_992, -1, 0.5, "infinity", NSNull(), "x", [Any](), [String: Any](), true] }

    static func mutate(_ value: Any, _ g: inout SplitMix) -> Any {
        switch value {
        case let object as [String: Any]:
            var out = object
            for key in object.keys {
                let r = Double.random(in: 0..<1, using: &g)
                if r < 0.08 { out[key] = extremes.randomElement(using: &g)! } else if r < 0.1 { out[key] = nil } else { out[key] = mutate(object[key]!, &g) }
            }
            return out
        case let array as [Any]:
            let mapped = array.map { mutate($0, &g) }
            return !mapped.isEmpty && Double.random(in: 0..<1, using: &g) < 0.1
                ? Array(repeating: mapped, count: Int.random(in: 2...20, using: &g)).flatMap { $0 } : mapped
        case let number as NSNumber where !(value is Bool) && Double.random(in: 0..<1, using: &g) < 0.3:
            _ = number
            return [0, 1e308, -1e308, Double.leastNonzeroMagnitude, -1, 0.5].randomElement(using: &g)!
        default:
            return value
        }
    }

    @Test("1,000 mutated requests each get 200 with a layout, or 400 or 422 unsupported with a pointer")
    func mutatedRequests() throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../ConformanceTests/Fixtures")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        let requests = try files.flatMap { url -> [Any] in
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            return (root?["cases"] as? [[String: Any]] ?? []).compactMap { $0["request"] }
        }
        var g = SplitMix(state: 7)
        for _ in 0..<1_000 {
            let mutated = Self.mutate(requests.randomElement(using: &g)!, &g)
            let body = String(decoding: try JSONSerialization.data(withJSONObject: mutated), as: UTF8.self)
            let r = ServiceFixture.send(.post, "/v1/layout", json: body)
            let object = ServiceFixture.object(r)
            #expect([200, 400, 422].contains(r.status.code), "\(body)")
            if r.status.code == 422 { #expect(object["kind"] as? String == "unsupported", "\(body)") }
            if r.status.code == 200 { #expect(object["view"] != nil) } else { #expect(object["pointer"] is String, "\(body)") }
        }
    }
}
