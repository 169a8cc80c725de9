import Foundation
import HTTPServer
@testable import LayoutService
import Testing

/// SwiftUI source on the wire: `swift` in place of `view`, `text/x-swift` bodies, `/v1/translate`.
struct SourceEndpointTests {
    typealias S = ServiceFixture

    static func view(_ response: HTTPResponse) -> [String: Any] { S.object(response)["view"] as? [String: Any] ?? [:] }

    @Test("\"swift\" in place of \"view\" lays the source out with the request's proposal; every frame carries its source range")
    func swiftMember() throws {
        let r = S.send(.post, "/v1/layout", json: #"{"proposal":{"width":100,"height":50},"swift":"HStack(spacing: 0) {\n  Color.red\n  Color.blue.frame(width: 30)\n}"}"#)
        #expect(r.status.code == 200)
        let root = Self.view(r)
        #expect(root["source"] as? [String: Int] == ["line": 1, "column": 1, "endLine": 4, "endColumn": 2])
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children[0]["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 70, "height": 50])
        #expect(children[1]["source"] as? [String: Int] == ["line": 3, "column": 3, "endLine": 3, "endColumn": 13])
        let frame = try #require((children[1]["modifiers"] as? [[String: Any]])?.first)
        #expect(frame["source"] as? [String: Int] == ["line": 3, "column": 13, "endLine": 3, "endColumn": 30])
    }

    @Test("A text/x-swift body is laid out with the proposal from the query")
    func plainSource() {
        let r = S.send(.post, "/v1/layout?width=200&height=infinity", json: "Color.red.frame(height: 40)",
                       headers: ["Content-Type": "text/x-swift"])
        #expect(r.status.code == 200)
        #expect(Self.view(r)["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 200, "height": 40])
    }

    @Test("?view= picks the root; values from outside are laid out with stand-ins the answer lists as placeholders")
    func rootAndPlaceholders() throws {
        let source = "struct Row: View {\n  let title: String\n  var body: some View { Text(title).frame(width: 80) }\n}\n"
            + "struct Screen: View { var body: some View { Color.red } }"
        let r = S.send(.post, "/v1/layout?width=200&height=50&view=Row", json: source, headers: ["Content-Type": "text/x-swift"])
        #expect(r.status.code == 200)
        let lines = try #require(Self.view(r)["lines"] as? [[String: Any]], "\(String(decoding: r.body, as: UTF8.self))")
        #expect(lines.first?["text"] as? String == "title")
        let placeholders = try #require(S.object(r)["placeholders"] as? [[String: Any]])
        #expect(placeholders.count == 1)
        #expect(placeholders[0]["expression"] as? String == "title")
        #expect(placeholders[0]["as"] as? String == "string")
        #expect(placeholders[0]["source"] as? [String: Int] == ["line": 3, "column": 30, "endLine": 3, "endColumn": 35])
        let screen = S.send(.post, "/v1/layout?width=200&height=50", json: source, headers: ["Content-Type": "text/x-swift"])
        #expect(Self.view(screen)["type"] as? String == "Color", "without ?view= the last view that needs no arguments")
        let translated = S.send(.post, "/v1/translate?view=Row", json: source, headers: ["Content-Type": "text/x-swift"])
        #expect((S.object(translated)["placeholders"] as? [[String: Any]])?.count == 1)
    }

    @Test("inputs beside swift (before or after it), or ?inputs= with a text/x-swift body, give the root's values")
    func inputs() throws {
        let source = #"struct Row: View { let title: String; let width: CGFloat; var body: some View { Text(title).frame(width: width) } }"#
        for body in [#"{"inputs": {"title": "Hi", "width": 60}, "proposal": {"width": 100, "height": 40}, "swift": "\#(source)"}"#,
                     #"{"proposal": {"width": 100, "height": 40}, "swift": "\#(source)", "inputs": {"title": "Hi", "width": 60}}"#] {
            let r = S.send(.post, "/v1/layout", json: body)
            #expect(r.status.code == 200, "\(String(decoding: r.body, as: UTF8.self))")
            #expect((Self.view(r)["lines"] as? [[String: Any]])?.first?["text"] as? String == "Hi")
            let frame = (Self.view(r)["modifiers"] as? [[String: Any]])?.first?["frame"] as? [String: Double]
            #expect(frame?["x"] == 20 && frame?["width"] == 60)
            #expect(S.object(r)["placeholders"] == nil)
        }
        let query = "inputs=" + #"{"title":"Yo","width":30}"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let plain = S.send(.post, "/v1/layout?width=100&height=40&" + query, json: source, headers: ["Content-Type": "text/x-swift"])
        #expect((Self.view(plain)["lines"] as? [[String: Any]])?.first?["text"] as? String == "Yo")
        let wrong = S.send(.post, "/v1/layout", json: #"{"swift": "Color.red", "inputs": [1]}"#)
        #expect(wrong.status.code == 400)
        #expect(S.object(wrong)["pointer"] as? String == "/inputs")
    }

    @Test("?view= and ?inputs= are checked whatever the body, as the contract declares them")
    func queryCheckedForJSON() {
        let json = #"{"view": {"type": "Color"}}"#
        for (query, pointer) in [("inputs=true", "/inputs"), ("inputs=%7B", "/inputs"),
                                 ("view=" + String(repeating: "V", count: 201), "/view")] {
            let r = S.send(.post, "/v1/layout?" + query, json: json)
            #expect(r.status.code == 400, "\(query.prefix(20)): \(String(decoding: r.body, as: UTF8.self))")
            #expect(S.object(r)["pointer"] as? String == pointer)
        }
        let longest = S.send(.post, "/v1/layout?view=" + String(repeating: "V", count: 200), json: json)
        #expect(longest.status.code == 200, "a name of 200 characters is within the bound")
    }

    @Test("A source the front end refuses is 422 naming the construct with its line and column")
    func refusal() {
        let r = S.send(.post, "/v1/layout", json: #"{"swift":"VStack {\n  Color.red.searchable(text: $q)\n}"}"#)
        #expect(r.status.code == 422)
        #expect(r.headers["Content-Type"] == "application/problem+json")
        let problem = S.object(r)
        #expect(problem["line"] as? Int == 2)
        #expect(problem["column"] as? Int == 13)
        #expect(problem["kind"] as? String == "unsupported")
        #expect((problem["detail"] as? String)?.hasPrefix("line 2, column 13: .searchable is not a modifier the wire has") == true)
    }

    @Test("Requests that may carry source take the heavy lane; plain JSON layouts and probes the standard one")
    func lanes() {
        func lane(_ body: String, _ type: String = "application/json", _ path: String = "/v1/layout") -> WorkLane {
            S.router.lane(of: HTTPRequest(method: .post, target: path, headers: ["Content-Type": type], body: Array(body.utf8)))
        }
        #expect(lane("Color.red", "text/x-swift") == .heavy)
        #expect(lane(#"{"swift": "Color.red"}"#, "application/json", "/v1/translate") == .heavy)
        #expect(lane(#"{"proposal": {"width": 10, "height": 10}, "view": {"type": "Color"}}"#) == .standard)
        #expect(S.router.lane(of: HTTPRequest(method: .get, target: "/livez", headers: [:], body: [])) == .standard)
    }

    @Test("A JSON layout of at most LAYOUT_INLINE_MAX_BYTES answers on the loop's thread; a larger one, source, or another route does not")
    func inlineRequests() {
        func inline(_ body: String, _ type: String = "application/json", _ path: String = "/v1/layout") -> Bool {
            S.router.answersInline(HTTPRequest(method: .post, target: path, headers: ["Content-Type": type], body: Array(body.utf8)))
        }
        let small = #"{"proposal": {"width": 10, "height": 10}, "view": {"type": "Color"}}"#
        let limit = ServiceConfiguration().inlineLayoutMaxBytes
        let padded = small.dropLast() + String(repeating: " ", count: limit - small.utf8.count) + "}"
        #expect(inline(small))
        #expect(inline(String(padded)), "exactly the limit")
        #expect(!inline(String(padded) + " "), "one byte past it")
        #expect(!inline(#"{"swift": "Color.red"}"#), "source is translated by a worker")
        #expect(!inline("Color.red", "text/x-swift"))
        #expect(!inline(small, "application/json", "/v1/translate"))
    }

    @Test("A swift key spelled with an escape is still read as source; a body without the name is plain JSON")
    func escapedSwiftKey() {
        let escaped = S.send(.post, "/v1/layout", json: #"{"proposal":{"width":50,"height":50},"sw\u0069ft":"Color.red"}"#)
        #expect(escaped.status.code == 200)
        #expect(String(decoding: escaped.body, as: UTF8.self).contains("\"source\""))
        #expect(SourceRequests.mayNameSwift(Array(#"{"sw\u0069ft":"x"}"#.utf8)))
        #expect(SourceRequests.mayNameSwift(Array(#"{"swift":"x"}"#.utf8)))
        #expect(!SourceRequests.mayNameSwift(Array(#"{"view":{"type":"Text","text":"swift code"}}"#.utf8)), "the word in a text is not the member name")
        #expect(!SourceRequests.mayNameSwift([]))
        #expect(SourceRequests.mayNameSwift(Array(#""swift""#.utf8)), "the whole body")
        #expect(!SourceRequests.mayNameSwift(Array(#""swif""#.utf8)))
        #expect(!SourceRequests.mayNameSwift(Array(#"{"w":"sw","swiftly":"wswift"}"#.utf8)), "near misses")
        #expect(SourceRequests.mayNameSwift(Array(#"{"w":"sw","swiftly":"x","swift":"y"}"#.utf8)), "after near misses")
    }

    @Test("A source sent again is answered from the translation cache with the same bytes, and /metrics counts the hit")
    func translationCache() throws {
        let service = try Service(configuration: ServiceConfiguration(), startTime: 0)  // its own counts
        let router = service.router
        func send(_ target: String, _ json: String) -> HTTPResponse {
            router.handle(HTTPRequest(method: .post, target: target, headers: ["Content-Type": "application/json"],
                                      body: Array(json.utf8)))
        }
        let source = #"{"proposal":{"width":120,"height":60},"swift":"HStack(spacing: 4) {\n  Text(\"cache\")\n  Color.green.frame(width: 17)\n}"}"#
        let first = send("/v1/layout", source)
        let second = send("/v1/layout", source)
        let translated = send("/v1/translate", source)
        let stats = service.translations.statistics
        #expect(first.status.code == 200 && translated.status.code == 200)
        #expect(second.body == first.body)
        #expect(stats.misses == 1 && stats.hits == 2 && stats.entries == 1, "\(stats)")
        #expect(stats.bytes > source.utf8.count)
        let metrics = String(decoding: router.handle(HTTPRequest(method: .get, target: "/metrics", headers: [:], body: [])).body,
                             as: UTF8.self)
        #expect(metrics.contains("swift_translation_cache_hits_total 2\n"), "\(metrics)")
        #expect(metrics.contains("swift_translation_cache_entries 1\n"))
        // The second layout and the translation took the request decoded for the first.
        #expect(stats.reusedDecodes == 2, "\(stats)")
        #expect(metrics.contains("swift_translation_cache_decodes_reused_total 2\n"))
    }

    @Test("A source sent again with another proposal is decoded afresh, then its own repeat takes the kept request")
    func keptRequestFollowsTheBody() throws {
        let service = try Service(configuration: ServiceConfiguration(), startTime: 0)
        func layout(_ width: Int) -> HTTPResponse {
            service.router.handle(HTTPRequest(method: .post, target: "/v1/layout?width=\(width)&height=100",
                                              headers: ["Content-Type": "text/x-swift"],
                                              body: Array("HStack { Text(\"kept\"); Color.red }".utf8)))
        }
        let wide = layout(300), narrow = layout(120), narrowAgain = layout(120), wideAgain = layout(300)
        #expect([wide, narrow, narrowAgain, wideAgain].allSatisfy { $0.status.code == 200 })
        #expect(narrowAgain.body == narrow.body && wideAgain.body == wide.body && narrow.body != wide.body)
        // Decoded: the first, the first narrow and the wide one after it (the entry keeps the last only).
        #expect(service.translations.statistics.reusedDecodes == 1, "\(service.translations.statistics)")
    }

    @Test("Modifiers that change no frame are left out and listed under ignored with their ranges; the frames are those of the source without them")
    func ignoredModifiers() throws {
        let painted = "VStack {\n  Text(\"Inbox\")\n    .foregroundColor(.secondary)\n    .padding(8)\n    .opacity(0.5)\n"
            + "    .onTapGesture { print(1) }\n  Color.red.frame(height: 20).cornerRadius(4).shadow(radius: 2)\n}"
        let plain = "VStack {\n  Text(\"Inbox\")\n    .padding(8)\n  Color.red.frame(height: 20)\n}"
        func layout(_ source: String) -> HTTPResponse {
            S.send(.post, "/v1/layout?width=200&height=100", json: source, headers: ["Content-Type": "text/x-swift"])
        }
        let r = layout(painted), bare = layout(plain)
        #expect(r.status.code == 200 && bare.status.code == 200)
        func frames(_ view: [String: Any]) -> [[String: Double]] {
            [view["frame"] as? [String: Double] ?? [:]] + ((view["children"] as? [[String: Any]]) ?? []).flatMap(frames)
        }
        #expect(frames(Self.view(r)) == frames(Self.view(bare)))
        let ignored = try #require(S.object(r)["ignored"] as? [[String: Any]])
        #expect(ignored.map { $0["modifier"] as? String } == ["foregroundColor", "opacity", "onTapGesture", "cornerRadius", "shadow"])
        #expect(ignored.map { $0["kind"] as? String } == ["paint", "paint", "behaviour", "paint", "paint"])
        #expect(ignored[0]["source"] as? [String: Int] == ["line": 3, "column": 5, "endLine": 3, "endColumn": 33])
        let translated = S.send(.post, "/v1/translate", json: painted, headers: ["Content-Type": "text/x-swift"])
        #expect((S.object(translated)["ignored"] as? [[String: Any]])?.count == 5)
        #expect(S.object(bare)["ignored"] == nil)
    }

    @Test("A source over SWIFT_MAX_SOURCE_BYTES is 413 tooLarge, on both source routes")
    func sourceTooLarge() {
        let source = "Color.red" + String(repeating: " ", count: 150_000)
        for path in ["/v1/layout?width=10&height=10", "/v1/translate"] {
            let r = S.send(.post, path, json: source, headers: ["Content-Type": "text/x-swift"])
            #expect(r.status.code == 413)
            #expect(S.object(r)["kind"] as? String == "tooLarge")
        }
    }

    @Test("A 41-byte source that once stopped the process is 422 with its position, and the service answers on")
    func floatAsInt() {
        let r = S.send(.post, "/v1/layout?width=10&height=10", json: "let big = 1e300\nText(\"x\").lineLimit(big)",
                       headers: ["Content-Type": "text/x-swift"])
        #expect(r.status.code == 422)
        #expect(S.object(r)["column"] as? Int == 21)
        #expect(S.send(.get, "/livez").status.code == 200)
    }

    @Test("An answer larger than LAYOUT_MAX_RESPONSE_BYTES is refused as tooComplex, at the source for a source")
    func answerTooLarge() throws {
        var configuration = ServiceConfiguration()
        configuration.maxResponseBytes = 4_096
        let router = try Service(configuration: configuration, startTime: 0).router
        let source = "VStack { ForEach(0..<100) { i in Text(\"row \\(i)\") } }"
        let request = HTTPRequest(method: .post, target: "/v1/layout?width=300&height=infinity",
                                  headers: ["Content-Type": "text/x-swift"], body: Array(source.utf8))
        let r = router.handle(request)
        #expect(r.status.code == 422)
        let problem = S.object(r)
        #expect(problem["kind"] as? String == "tooComplex")
        #expect((problem["detail"] as? String)?.contains("LAYOUT_MAX_RESPONSE_BYTES") == true)
        #expect(router.handle(HTTPRequest(method: .post, target: "/v1/layout?width=300&height=infinity",
                                          headers: ["Content-Type": "text/x-swift"], body: Array("Color.red".utf8))).status.code == 200)
    }

    @Test("A value the wire refuses in translated source is 422 at the source of the modifier it belongs to")
    func wireErrorPlacedOnSource() {
        let r = S.send(.post, "/v1/layout", json: #"{"swift":"Color.red\n  .frame(width: -5)"}"#)
        #expect(r.status.code == 422)
        let problem = S.object(r)
        #expect(problem["line"] as? Int == 2)
        #expect(problem["column"] as? Int == 3)
        #expect(problem["kind"] as? String == "outOfRange")
    }

    @Test("view and swift together, a swift that is not a string, and a bad query proposal are 400 with a pointer")
    func badRequests() {
        let both = S.send(.post, "/v1/layout", json: #"{"swift":"Color.red","view":{"type":"Color"}}"#)
        #expect(both.status.code == 400)
        #expect(S.object(both)["pointer"] as? String == "/swift")
        let number = S.send(.post, "/v1/layout", json: #"{"swift":5}"#)
        #expect(S.object(number)["kind"] as? String == "wrongType")
        let query = S.send(.post, "/v1/layout?width=-3", json: "Color.red", headers: ["Content-Type": "text/x-swift"])
        #expect(query.status.code == 400)
        #expect(S.object(query)["pointer"] as? String == "/proposal/width")
    }

    @Test("/v1/translate answers the request the source becomes and each part's source range")
    func translate() throws {
        let r = S.send(.post, "/v1/translate", json: "Text(\"Hi\").padding()", headers: ["Content-Type": "text/x-swift"])
        #expect(r.status.code == 200)
        let answer = S.object(r)
        let request = try #require(answer["request"] as? [String: Any])
        let view = try #require(request["view"] as? [String: Any])
        #expect(view["type"] as? String == "Text")
        #expect(view["text"] as? String == "Hi")
        let sources = try #require(answer["sources"] as? [String: [String: Int]])
        #expect(sources["/view/modifiers/0"] == ["line": 1, "column": 11, "endLine": 1, "endColumn": 21])
        let refused = S.send(.post, "/v1/translate", json: #"{"view":{"type":"Color"}}"#)
        #expect(refused.status.code == 400)
    }
}
