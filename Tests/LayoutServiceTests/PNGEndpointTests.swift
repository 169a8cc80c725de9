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
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    static func png(_ json: String, accept: String = "image/png", service: Service = S.service) -> HTTPResponse {
        let request = HTTPRequest(method: .post, target: "/v1/layout", headers: ["Content-Type": "application/json", "Accept": accept],
                                  body: Array(json.utf8))
        return service.router.handle(request)
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
        var configuration = ServiceConfiguration()
        configuration.maxPNGPixels = 10_000
        let small = try Service(configuration: configuration, startTime: 0)
        let r = Self.png(#"{"proposal": {"width": 100, "height": 40}, "view": {"type": "Color", "color": "red"}}"#, service: small)
        #expect(r.status.code == 400 && r.headers["Content-Type"] == "application/problem+json")
        let problem = S.object(r)
        #expect(problem["pointer"] as? String == "/view" && problem["kind"] as? String == "tooComplex")
        #expect((problem["detail"] as? String)?.contains("300 × 120 pixels") == true)
        #expect((problem["detail"] as? String)?.contains("LAYOUT_MAX_PNG_PIXELS") == true)
        // A view offset beyond what an integer holds is refused, not converted.
        let far = Self.png(#"{"proposal": {"width": 10, "height": 10}, "view": {"type": "Color", "modifiers": [{"type": "offset", "x": 1e300}]}}"#)
        #expect(far.status.code == 400 && S.object(far)["kind"] as? String == "tooComplex")
        let fits = Self.png(#"{"environment": {"displayScale": 1}, "proposal": {"width": 100, "height": 40}, "view": {"type": "Color", "color": "red"}}"#, service: small)
        #expect(fits.status.code == 200)
    }

    @Test("A PNG request is never answered on the event loop: Accept naming PNG takes it to a worker")
    func neverInline() {
        #expect(AnswerForm.mayAskForPNG(HTTPRequest(method: .post, target: "/v1/layout", headers: ["Accept": "image/PNG"], body: [])))
        #expect(!AnswerForm.mayAskForPNG(HTTPRequest(method: .post, target: "/v1/layout", headers: ["Accept": "image/*"], body: [])))
    }
}
