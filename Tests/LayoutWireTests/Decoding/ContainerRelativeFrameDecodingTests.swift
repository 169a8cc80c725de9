import LayoutEngine
import Testing
@testable import LayoutWire

@Suite("Decoding containerRelativeFrame")
struct ContainerRelativeFrameDecodingTests {
    private func spec(_ members: String) throws -> ContainerRelativeFrameSpec? {
        let kind = try rootKind(request(#"{"type": "Color", "modifiers": [{"type": "containerRelativeFrame"\#(members)}]}"#))
        guard case .containerRelativeFrame(let spec) = kind else { return nil }
        return spec
    }

    @Test("The plain form takes the whole container on its axes, centred by default")
    func plainForm() throws {
        #expect(try spec(#", "axes": "horizontal""#) == ContainerRelativeFrameSpec(axes: .horizontal))
        #expect(try spec(#", "axes": "both", "alignment": "topLeading""#)
                == ContainerRelativeFrameSpec(axes: .both, alignment: Alignment(horizontal: .leading, vertical: .top)))
    }

    @Test("The count form reads count, span (default 1) and spacing")
    func countForm() throws {
        #expect(try spec(#", "axes": "vertical", "count": 4, "spacing": 10"#)
                == ContainerRelativeFrameSpec(axes: .vertical, count: 4, span: 1, spacing: 10))
        #expect(try spec(#", "axes": "horizontal", "count": 4, "span": 3, "spacing": 10"#)
                == ContainerRelativeFrameSpec(axes: .horizontal, count: 4, span: 3, spacing: 10))
    }

    @Test("Apple's worked formula: 4 columns with 10 between them in 353 points, 3 spanned, is 262.25")
    func formula() {
        let spec = ContainerRelativeFrameSpec(axes: .horizontal, count: 4, span: 3, spacing: 10)
        #expect(spec.length(inContainer: 353) == 262.25)
        #expect(ContainerRelativeFrameSpec(axes: .horizontal).length(inContainer: 353) == 353)
        #expect(ContainerRelativeFrameSpec(axes: .horizontal, count: 2, spacing: 10).length(inContainer: 0) == 0)
    }

    @Test("The closure form's length is an expression over the container's length; it lays out as that frame")
    func closureForm() throws {
        let closure = try #require(try spec(#", "axes": "horizontal", "length": "length * 0.8 - 10""#)?.closure)
        #expect(ContainerRelativeFrameSpec(axes: .horizontal, closure: closure).length(inContainer: 300) == 230)
        let text = try responseText(request(#"{"type": "Color", "id": "c", "modifiers": [{"type": "containerRelativeFrame", "axes": "horizontal", "length": "max(length / 2, 200)"}]}"#,
                                            proposal: #"{"width": 300, "height": 100}"#))
        #expect(text.contains(#""id":"c","frame":{"x":50,"y":0,"width":200,"height":100}"#), "\(text)")
        #expect(decodeError(request(#"{"type": "Color", "modifiers": [{"type": "containerRelativeFrame", "axes": "horizontal", "length": "length *"}]}"#))?
            .kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Color", "modifiers": [{"type": "containerRelativeFrame", "axes": "horizontal", "length": "length", "count": 2, "spacing": 0}]}"#))?
            .kind == .conflictingFields)
    }

    @Test("Missing or bad members are refused with a pointer to them")
    func refusals() throws {
        let cases: [(String, String, WireError.Kind)] = [
            ("", "/view/modifiers/0/axes", .missingField),
            (#", "axes": "depth""#, "/view/modifiers/0/axes", .invalidValue),
            (#", "axes": "both", "count": 0, "spacing": 0"#, "/view/modifiers/0/count", .outOfRange),
            (#", "axes": "both", "count": 2.5, "spacing": 0"#, "/view/modifiers/0/count", .outOfRange),
            (#", "axes": "both", "count": 2, "span": 0, "spacing": 0"#, "/view/modifiers/0/span", .outOfRange),
            (#", "axes": "both", "count": 2"#, "/view/modifiers/0/spacing", .missingField),
            (#", "axes": "both", "span": 2"#, "/view/modifiers/0/count", .missingField),
            (#", "axes": "both", "count": 2, "spacing": "8""#, "/view/modifiers/0/spacing", .wrongType),
            (#", "axes": "both", "width": 2"#, "/view/modifiers/0/width", .unknownField),
        ]
        for (members, pointer, kind) in cases {
            let json = request(#"{"type": "Color", "modifiers": [{"type": "containerRelativeFrame"\#(members)}]}"#)
            let error = try #require(decodeError(json), "\(members)")
            #expect(error.pointer.description == pointer, "\(members): \(error)")
            #expect(error.kind == kind, "\(members): \(error)")
        }
    }
}
