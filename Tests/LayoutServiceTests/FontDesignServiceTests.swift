import Foundation
import HTTPServer
import LayoutService
import Testing

/// The font designs through the service: each design's font served and named, and a missing
/// one replaced by the default font rather than stopping the server.
struct FontDesignServiceTests {
    typealias S = ServiceFixture

    static func text(_ design: String) -> String {
        #"{"view": {"type": "Text", "text": "Hi", "modifiers": [{"type": "fontDesign", "design": "\#(design)"}]}}"#
    }

    static func family(_ response: HTTPResponse) -> String? {
        ((S.object(response)["view"] as? [String: Any])?["font"] as? [String: Any])?["family"] as? String
    }

    @Test("The response names the family each design was measured in")
    func families() {
        let families = ["default", "monospaced", "rounded", "serif"].map { Self.family(S.send(.post, "/v1/layout", json: Self.text($0))) }
        #expect(families == ["Inter", "JetBrains Mono", "Inter", "Caladea"])
    }

    @Test("GET /v1/fonts lists each design's regular and bold files, and each is served")
    func servedFiles() throws {
        let fonts = try #require(S.object(S.send(.get, "/v1/fonts"))["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["name"] as? String } == ["Inter-roman.var.ttf", "JetBrainsMono-Regular.ttf", "JetBrainsMono-Bold.ttf",
                                                        "Caladea-Regular.ttf", "Caladea-Bold.ttf"])
        for font in fonts {
            let file = S.send(.get, try #require(font["url"] as? String))
            #expect(file.status.code == 200 && file.headers["Content-Type"] == "font/ttf" && file.body.count > 50_000)
        }
    }

    @Test("The SVG declares each design's faces and draws a design's text in its family")
    func svg() {
        let svg = S.send(.post, "/v1/layout?fonts=linked", json: Self.text("serif"), headers: ["Accept": "image/svg+xml"])
        let text = String(decoding: svg.body, as: UTF8.self)
        #expect(text.contains(#"url("/v1/fonts/Caladea-Bold.ttf")"#) && text.contains(#"url("/v1/fonts/JetBrainsMono-Regular.ttf")"#))
        #expect(text.contains(#"font-family="&apos;Caladea sf-compat&apos;, serif""#))
    }

    @Test("An SVG carries the faces of the families it draws in, and only those")
    func embedded() {
        let text = String(decoding: S.send(.post, "/v1/layout", json: Self.text("serif"), headers: ["Accept": "image/svg+xml"]).body,
                          as: UTF8.self)
        #expect(text.components(separatedBy: #"font-family: "Caladea sf-compat";"#).count == 3, "its regular and bold faces")
        #expect(!text.contains("JetBrains Mono sf-compat\";") && !text.contains(#"font-family: "Inter sf-compat";"#))
    }

    @Test("A design whose font is missing: the service still starts, measures it in the default font and names that")
    func missingFont() throws {
        let c = try ServiceConfiguration.fromEnvironment(["MONOSPACED_FONT_DIR": "/nonexistent"])
        #expect(c.monospacedFontDirectory == "/nonexistent" && c.serifFontDirectory == nil)
        let service = try Service(configuration: c, startTime: 0)
        #expect(service.missingDesignFonts.count == 1 && service.missingDesignFonts[0].contains("/nonexistent"))
        let send = { (json: String) in
            service.router.handle(HTTPRequest(method: .post, target: "/v1/layout", headers: ["Content-Type": "application/json"],
                                              body: Array(json.utf8)))
        }
        let mono = send(Self.text("monospaced"))
        #expect(mono.status.code == 200 && Self.family(mono) == "Inter")
        #expect(Self.family(send(Self.text("serif"))) == "Caladea")
        let list = service.router.handle(HTTPRequest(method: .get, target: "/v1/fonts"))
        #expect(!String(decoding: list.body, as: UTF8.self).contains("JetBrains"))
    }
}
