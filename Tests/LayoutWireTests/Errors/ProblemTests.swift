import Foundation
import Testing
@testable import LayoutWire

@Suite("Problem details and JSON pointers")
struct ProblemTests {
    @Test("A wire error becomes a 400 about:blank problem with its detail, pointer and kind")
    func problemFromWireError() throws {
        let error = WireError(.outOfRange, #"frame.width must be a number >= 0, null or "infinity""#,
                              at: JSONPointer(tokens: ["view", "children", "2", "modifiers", "0", "width"]))
        let bytes = Problem(error).encoded()
        let object = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["type"] as? String == "about:blank")
        #expect(object["title"] as? String == "Bad Request")
        #expect(object["status"] as? Int == 400)
        #expect(object["detail"] as? String == error.detail)
        #expect(object["pointer"] as? String == "/view/children/2/modifiers/0/width")
        #expect(object["kind"] as? String == "outOfRange")
    }

    @Test("A problem's members come in a fixed order, optional ones only when set")
    func problemBytes() {
        let text = String(decoding: Problem(status: 503, detail: "busy").encoded(), as: UTF8.self)
        #expect(text == #"{"type":"about:blank","title":"Service Unavailable","status":503,"detail":"busy"}"#)
    }

    @Test("Pointers escape ~ as ~0 and / as ~1, and unescape back (RFC 6901 §3–4)")
    func pointerEscaping() {
        let pointer = JSONPointer(tokens: ["a/b", "m~n", "~1", ""])
        #expect(pointer.description == "/a~1b/m~0n/~01/")
        #expect(pointer.tokens == ["a/b", "m~n", "~1", ""])
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer.root.appending(index: 12).description == "/12")
    }

    @Test("Every status the service uses has its RFC 9110 reason phrase")
    func reasonPhrases() {
        let statuses = [400, 404, 405, 411, 413, 415, 422, 431, 500, 503]
        #expect(statuses.allSatisfy { !Problem.reasonPhrase($0).hasPrefix("HTTP") })
        #expect(Problem.reasonPhrase(413) == "Content Too Large")
    }
}
