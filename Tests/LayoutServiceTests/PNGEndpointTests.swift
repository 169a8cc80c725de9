import Foundation
import HTTPServer
@testable import LayoutService
import Testing

/// `Accept: image/png` on `POST /v1/layout`: the SVG drawn by librsvg at the display scale.
/// (That its pixels match Chromium's drawing of the SVG is checked by Scripts/browser-test.py.)
struct PNGEndpointTests {
    typealias S = ServiceFixture

    /// Width and height from a PNG's IHDR chunk (PNG §11.2.2), after checking the signature.
    static func dimensions(_ png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count > 24, png.prefix(8) == [137, 80, 78, 71, 13, 10, 26, 10], Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (S.bigEndian(png, 16, 4), S.bigEndian(png, 20, 4))
    }

    static func png(_ json: String, accept: String = "image/png", router: Router = S.router) -> HTTPResponse {
        let request = HTTPRequest(method: .post, target: "/v1/layout", headers: ["Content-Type": "application/json", "Accept": accept],
                                  body: Array(json.utf8))
        return router.handle(request)
    }

    /// The routes of a service with `change` made to the default configuration.
    static func router(_ change: (inout ServiceConfiguration) -> Void) throws -> Router {
        var configuration = ServiceConfiguration()
        change(&configuration)
        return try Service(configuration: configuration, startTime: 0).router
    }

    @Test("librsvg is loaded here (Scripts/install-dependencies.sh installs librsvg2-2), so the PNG form is offered")
    func available() {
        #expect(SVGRasterizer.shared != nil)
    }

    @Test("The image is the SVG's canvas times the display scale, in whole pixels",
          arguments: [
            // The proposed window at the default scale, 3.
            (#"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Text", "text": "Hi"}}"#, 300, 120),
            // No proposal: the layout's own size, on the 2× pixel grid.
            (#"{"environment": {"displayScale": 2}, "view": {"type": "Rectangle", "modifiers": [{"type": "frame", "width": 50.5, "height": 20}]}}"#, 101, 40),
            // A view offset out of the window grows the canvas, as it grows the SVG's.
            (#"{"environment": {"displayScale": 1}, "proposal": {"width": 50, "height": 50}, "view": {"type": "Rectangle", "modifiers": [{"type": "frame", "width": 10, "height": 10}, {"type": "offset", "x": 100}]}}"#, 130, 50),
          ])
    func dimensions(_ json: String, width: Int, height: Int) throws {
        let r = Self.png(json)
        #expect(r.status.code == 200 && r.headers["Content-Type"] == "image/png" && r.headers["Vary"] == "Accept")
        let size = try #require(Self.dimensions(r.body))
        #expect(size == (width, height))
    }

    @Test("PNG is chosen only where Accept prefers it: image/* and */* keep the SVG and JSON")
    func negotiation() {
        #expect(AnswerForm.negotiate("image/png", png: true) == .png)
        #expect(AnswerForm.negotiate("image/png, application/json;q=0.5", png: true) == .png)
        #expect(AnswerForm.negotiate("image/png;q=0.5, image/svg+xml", png: true) == .svg)
        #expect(AnswerForm.negotiate("image/*", png: true) == .svg)
        #expect(AnswerForm.negotiate("*/*", png: true) == .json)
        #expect(AnswerForm.negotiate("image/png", png: false) == nil, "where librsvg is absent, PNG alone is not acceptable")
        #expect(AnswerForm.negotiate("image/png, image/svg+xml;q=0.1", png: false) == .svg)
        let refusal = String(decoding: AnswerForm.refusal(png: false).body, as: UTF8.self)
        #expect(refusal.contains("librsvg"))
    }

    @Test("An image over LAYOUT_MAX_PNG_PIXELS is a 400 tooComplex at the view (as an answer over LAYOUT_MAX_RESPONSE_BYTES is), naming the setting")
    func pixelBound() throws {
        let small = try Self.router { $0.maxPNGPixels = 10_000 }
        let r = Self.png(#"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Color", "color": "red"}}"#, router: small)
        #expect(r.status.code == 400 && r.headers["Content-Type"] == "application/problem+json")
        let problem = S.object(r)
        #expect(problem["pointer"] as? String == "/view" && problem["kind"] as? String == "tooComplex")
        #expect((problem["detail"] as? String)?.contains("300 × 120 pixels") == true)
        #expect((problem["detail"] as? String)?.contains("LAYOUT_MAX_PNG_PIXELS") == true)
        // A view offset beyond what an integer holds is refused, not converted.
        let far = Self.png(#"{"proposal": {"width": 10, "height": 10}, "view": {"type": "Color", "modifiers": [{"type": "offset", "x": 1e300}]}}"#)
        #expect(far.status.code == 400 && S.object(far)["kind"] as? String == "tooComplex")
        let fits = Self.png(#"{"environment": {"displayScale": 1}, "proposal": {"width": 100, "height": 40}, "view": {"type": "Color", "color": "red"}}"#, router: small)
        #expect(fits.status.code == 200)
    }

    @Test("A side longer than cairo's 32,767 pixels, or glyph outlines over LAYOUT_MAX_RESPONSE_BYTES, is a 400 tooComplex, not a failed drawing")
    func otherBounds() throws {
        let long = Self.png(#"{"environment": {"displayScale": 1}, "proposal": {"width": 40000, "height": 10}, "view": {"type": "Color"}}"#)
        #expect(long.status.code == 400 && (S.object(long)["detail"] as? String)?.contains("32767") == true)
        let tight = try Self.router { $0.maxResponseBytes = 4_096 }
        let text = String(repeating: "Outlines ", count: 40)
        let r = Self.png(#"{"proposal": {"width": 300, "height": 300}, "view": {"type": "Text", "text": "\#(text)"}}"#, router: tight)
        #expect(r.status.code == 400 && S.object(r)["kind"] as? String == "tooComplex")
        #expect((S.object(r)["detail"] as? String)?.contains("glyph outlines") == true)
        let short = Self.png(#"{"proposal": {"width": 300, "height": 40}, "view": {"type": "Text", "text": "Hi"}}"#, router: tight)
        #expect(short.status.code == 200)
    }

    @Test("A PNG request is never answered on the event loop: Accept naming PNG, on any line, takes it to a worker")
    func neverInline() throws {
        let light = try #require(S.router.light)
        func request(_ accept: [String]) -> HTTPRequest {
            HTTPRequest(method: .post, target: "/v1/layout", headers: HTTPHeaders(accept.map { ("Accept", $0) } + [("Content-Type", "application/json")]),
                        body: Array(#"{"view": {"type": "Color"}}"#.utf8))
        }
        #expect(light(request([])) && light(request(["image/*"])) && light(request(["application/json", "image/svg+xml"])))
        #expect(!light(request(["image/PNG"])) && !light(request(["text/html", "application/json;q=0.5, Image/Png"])))
    }
}
