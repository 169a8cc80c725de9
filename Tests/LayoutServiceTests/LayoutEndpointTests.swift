import HTTPServer
import LayoutService
import Testing

/// `POST /v1/layout` in process: statuses, problem bodies and pointers.
struct LayoutEndpointTests {
    typealias S = ServiceFixture

    @Test("A JSON syntax error names its byte, and its line and column as an editor counts them")
    func syntaxErrorPosition() throws {
        let r = S.send(.post, "/v1/layout", json: "{\n  \"view\": {\"type\": \"Color\",,}\n}")
        #expect(r.status.code == 400)
        let problem = S.object(r)
        #expect(problem["kind"] as? String == "syntax")
        #expect((problem["line"] as? Int, problem["column"] as? Int) == (2, 28))
        #expect((problem["detail"] as? String)?.contains("at byte 29") == true)
        #expect(S.object(S.send(.post, "/v1/layout", json: #"{"view":{"type":"Nope"}}"#))["line"] == nil)
    }

    @Test("A valid tree is laid out and answered as JSON with the node count")
    func laysOut() {
        let r = S.send(.post, "/v1/layout", json: #"{"proposal":{"width":100,"height":100},"view":{"type":"Color","id":"c"}}"#)
        #expect(r.status.code == 200)
        #expect(r.headers["Content-Type"] == "application/json")
        #expect(r.headers["X-Layout-Nodes"] == "1")
        let frame = (S.object(r)["view"] as? [String: Any])?["frame"] as? [String: Double]
        #expect(frame == ["x": 0, "y": 0, "width": 100, "height": 100])
    }

    @Test("A body that is not JSON by its media type gets 415 naming what is accepted")
    func unsupportedMediaType() {
        let r = S.send(.post, "/v1/layout", json: "{}", headers: ["Content-Type": "text/plain"])
        #expect(r.status.code == 415)
        #expect(r.headers["Accept"] == "application/json")
        #expect(r.headers["Content-Type"] == "application/problem+json")
    }

    @Test("A compressed body gets 415")
    func compressedBody() {
        let r = S.send(.post, "/v1/layout", json: "{}", headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"])
        #expect(r.status.code == 415)
    }

    static let malformed: [(body: String, pointer: String, kind: String)] = [
        (#"{"view":{"type":"Blob"}}"#, "/view/type", "unknownType"),
        (#"{"view":{"type":"Color","modifiers":[{"type":"wobble"}]}}"#, "/view/modifiers/0/type", "unknownModifier"),
        (#"{"view":{"type":"HStack","children":[{"type":"Color"},{"type":"Color","modifiers":[{"type":"frame","width":-3}]}]}}"#,
         "/view/children/1/modifiers/0/width", "outOfRange"),
        (#"{"view":{"type":"HStack","spacing":"wide"}}"#, "/view/spacing", "wrongType"),
        (#"{"proposal":{"width":-1},"view":{"type":"Color"}}"#, "/proposal/width", "outOfRange"),
        (#"{"view":{"type":"VStack","alignment":"top"}}"#, "/view/alignment", "badAlignment"),
        (#"{"view":{"type":"Color","modifiers":[{"type":"alignmentGuide","guide":"leading","value":"width /"}]}}"#,
         "/view/modifiers/0/value", "badExpression"),
        (#"{"view":{"type":"Text"}}"#, "/view/text", "missingField"),
        (#"{"proposal":{}}"#, "/view", "missingField"),
        (#"{"view":{"type":"Color"}} trailing"#, "", "trailingData"),
        (#"{"view":{"type":"Color",}}"#, "/view", "syntax"),
        (#"{"view":{"type":"Color"},"environment":{"displayScale":4}}"#, "/environment/displayScale", "outOfRange"),
    ]

    @Test("Every malformed tree gets 400 problem+json with a pointer to the bad field", arguments: 0..<12)
    func pointers(_ i: Int) {
        let (body, pointer, kind) = Self.malformed[i]
        let r = S.send(.post, "/v1/layout", json: body)
        let problem = S.object(r)
        #expect(r.status.code == 400)
        #expect(r.headers["Content-Type"] == "application/problem+json")
        #expect(problem["pointer"] as? String == pointer, "\(body)")
        #expect(problem["kind"] as? String == kind, "\(body)")
        #expect(problem["title"] as? String == "Bad Request")
        #expect(problem["status"] as? Int == 400)
    }

    @Test("Invalid UTF-8 in a string is a 400, not a crash")
    func invalidUTF8() {
        var body = Array(#"{"view":{"type":"Text","text":"x"}}"#.utf8)
        body[31] = 0xFF  // the "x" inside the text string
        let request = HTTPRequest(method: .post, target: "/v1/layout", headers: ["Content-Type": "application/json"], body: body)
        let r = S.router.handle(request)
        #expect(r.status.code == 400)
        #expect(S.object(r)["kind"] as? String == "invalidUTF8")
    }

    @Test("A Text in a font so large that its line height overflows is laid out, not a crash")
    func hugeFont() {
        // In a VStack the text is probed with a zero height, where the lines that fit were once
        // estimated as ∞/∞ and converted to an integer, which traps.
        let r = S.send(.post, "/v1/layout", json: #"{"proposal":{"width":390,"height":844},"view":{"type":"VStack","children":["#
            + #"{"type":"Text","text":"Hi","modifiers":[{"type":"font","font":{"size":1.7e308}}]}]}}"#)
        #expect(r.status.code == 200)
    }

    @Test("Texts equal as Swift strings but different in bytes are each laid out as themselves, in any order")
    func canonicallyEquivalentTexts() {
        // U+037E is canonically equivalent to ";" and U+212A to "K"; the service's text caches
        // outlive requests, so each request here meets the other string's cached entry.
        for (first, second) in [("a;b c", "a\u{037E}b c"), ("\u{212A} x", "K x")] {
            for text in [first, second, first] {
                let r = S.send(.post, "/v1/layout", json: #"{"proposal":{"width":30},"view":{"type":"Text","text":"\#(text)"}}"#)
                let lines = (S.object(r)["view"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
                #expect(r.status.code == 200)
                #expect(lines.compactMap { $0["text"] as? String }.joined(separator: " ") == text)
            }
        }
    }

    @Test("A chain of modifiers at the layer limit lays out; one more layer is refused, not a crash")
    func layerLimit() {
        func chain(_ n: Int) -> String {
            #"{"view":{"type":"Color","modifiers":["# + Array(repeating: #"{"type":"padding","length":1}"#, count: n).joined(separator: ",") + "]}}"
        }
        let limit = ServiceConfiguration().maxLayers
        #expect(S.send(.post, "/v1/layout", json: chain(limit - 1)).status.code == 200)
        let refused = S.send(.post, "/v1/layout", json: chain(limit))
        #expect(refused.status.code == 400)
        #expect(S.object(refused)["kind"] as? String == "tooDeep")
        #expect(S.object(refused)["pointer"] as? String == "/view")
    }

    @Test("A tree that needs more work than LAYOUT_MAX_WORK allows is refused: 400 tooComplex at /view")
    func tooComplex() throws {
        var configuration = ServiceConfiguration()
        configuration.maxLayoutWork = 50_000
        let router = try Service(configuration: configuration, startTime: 0).router
        func post(_ json: String) -> HTTPResponse {
            router.handle(HTTPRequest(method: .post, target: "/v1/layout", headers: ["Content-Type": "application/json"],
                                      body: Array(json.utf8)))
        }
        // Stacks nested under padding and flexible frames: each level offers new shares of every
        // proposal it was given, so the distinct proposals multiply with depth.
        var view = #"{"type":"Text","text":"leaf words that wrap around"}"#
        for d in 0..<24 {
            view = #"{"type":"\#(d % 2 == 0 ? "HStack" : "VStack")","children":[\#(view),"#
                + #"{"type":"Text","text":"sibling \#(d) wraps here"}],"modifiers":[{"type":"padding","length":\#(1 + d % 3)},"#
                + #"{"type":"frame","maxWidth":\#(1_000 - d),"maxHeight":"infinity"}]}"#
        }
        let refused = post(#"{"proposal":{"width":390,"height":844},"view":\#(view)}"#)
        #expect(refused.status.code == 400)
        #expect(S.object(refused)["kind"] as? String == "tooComplex")
        #expect(S.object(refused)["pointer"] as? String == "/view")
        #expect(post(#"{"proposal":{"width":390,"height":844},"view":{"type":"Text","text":"fits"}}"#).status.code == 200)
    }

    @Test("Too many nodes and too deep a tree are refused before layout")
    func limits() {
        let many = "{\"view\":{\"type\":\"HStack\",\"children\":[" + Array(repeating: #"{"type":"Color"}"#, count: 10_001).joined(separator: ",") + "]}}"
        #expect(S.object(S.send(.post, "/v1/layout", json: many))["kind"] as? String == "tooManyNodes")
        var deep = #"{"type":"Color"}"#
        for _ in 0..<100 { deep = #"{"type":"VStack","children":["# + deep + "]}" }
        #expect(S.object(S.send(.post, "/v1/layout", json: #"{"view":"# + deep + "}"))["kind"] as? String == "tooDeep")
    }
}

/// `Accept: image/svg+xml` on `POST /v1/layout`.
struct SVGEndpointTests {
    typealias S = ServiceFixture
    static let body = #"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Text", "id": "t", "text": "Hi"}}"#

    @Test("Accept: image/svg+xml answers an SVG drawn with the served font; JSON stays the default")
    func negotiation() {
        let svg = S.send(.post, "/v1/layout?labels=true", json: Self.body, headers: ["Accept": "image/svg+xml"])
        #expect(svg.status.code == 200 && svg.headers["Content-Type"] == "image/svg+xml" && svg.headers["Vary"] == "Accept")
        let text = String(decoding: svg.body, as: UTF8.self)
        #expect(text.contains("@font-face") && text.contains(">Hi</text>") && text.contains(">t</text>"))
        #expect(text.contains("src: url(\"data:font/ttf;base64,") && !text.contains("/v1/fonts/"), "the font travels with the SVG")
        let linked = String(decoding: S.send(.post, "/v1/layout?fonts=linked", json: Self.body, headers: ["Accept": "image/svg+xml"]).body,
                            as: UTF8.self)
        #expect(linked.contains("url(\"/v1/fonts/") && !linked.contains("data:font/ttf"))
        #expect(linked.count < text.count && text.count < 30_000, "cut to two letters, the font is a few kilobytes (\(text.count))")
        for accept in ["*/*", "application/json, image/svg+xml", "image/svg+xml;q=0.5, application/json"] {
            #expect(S.send(.post, "/v1/layout", json: Self.body, headers: ["Accept": accept]).headers["Content-Type"] == "application/json")
        }
    }

    @Test("Accept is read by the most specific range naming each form: image/* is the SVG, q=0 refuses, and Accept naming no form is 406")
    func notAcceptable() {
        func type(_ accept: String) -> String? { S.send(.post, "/v1/layout", json: Self.body, headers: ["Accept": accept]).headers["Content-Type"] }
        #expect(type("image/*") == "image/svg+xml")
        #expect(type("*/*;q=0.5, application/json;q=0") == "image/svg+xml")
        #expect(type("text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8") == "application/json")
        #expect(type("Application/JSON; charset=utf-8") == "application/json")
        #expect(type("") == "application/json")
        #expect(type("image/svg+xml;\tq=0, application/json") == "application/json", "a tab before q= is whitespace")
        // Two Accept lines are one list (RFC 9110 §5.3): the second line's JSON is acceptable.
        let twoLines = S.send(.post, "/v1/layout", json: Self.body, headers: HTTPHeaders([("Accept", "text/html"), ("Accept", "application/json")]))
        #expect(twoLines.status.code == 200 && twoLines.headers["Content-Type"] == "application/json")
        for accept in ["text/html", "application/json;q=0, image/svg+xml;q=0", "image/gif", "*/*;q=0"] {
            let refused = S.send(.post, "/v1/layout", json: Self.body, headers: ["Accept": accept])
            #expect(refused.status.code == 406 && refused.headers["Content-Type"] == "application/problem+json", "\(accept)")
            #expect(String(decoding: refused.body, as: UTF8.self).contains("image/svg+xml"))
        }
    }

    @Test("An SVG request gets the same problems as a JSON one, and a malformed flag a 400")
    func problems() {
        let bad = S.send(.post, "/v1/layout", json: #"{"view": {"type": "Nope"}}"#, headers: ["Accept": "image/svg+xml"])
        #expect(bad.status.code == 400 && bad.headers["Content-Type"] == "application/problem+json")
        let flag = S.send(.post, "/v1/layout?layers=yes", json: Self.body, headers: ["Accept": "image/svg+xml"])
        #expect(flag.status.code == 400 && flag.headers["Content-Type"] == "application/problem+json")
        #expect(S.send(.post, "/v1/layout?fonts=inline", json: Self.body, headers: ["Accept": "image/svg+xml"]).status.code == 400)
    }

    @Test("The playground and its files are served from the binary")
    func playground() {
        let page = S.send(.get, "/")
        #expect(page.status.code == 200 && page.headers["Content-Type"]?.hasPrefix("text/html") == true)
        for path in ["/playground/playground.js", "/playground/canvas.js", "/playground/inspector.js", "/playground/pointer.js", "/playground/playground.css", "/playground/examples/card.json"] {
            #expect(S.send(.get, path).status.code == 200, "\(path)")
        }
    }
}
