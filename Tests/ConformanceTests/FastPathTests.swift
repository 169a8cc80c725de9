import Foundation
import LayoutEngine
import LayoutTestSupport
import LayoutWire
import Testing

/// The pass's shortcuts (direct and independent routes, a Text's quick answer, a stack's plan
/// reuse) change no answer: every conformance case and a few hundred random trees give the same
/// frames and text lines with them on as with all of them off (`LayoutEnvironment.fastPaths`).
struct FastPathTests {
    /// The response with and without the shortcuts.
    static func both(_ body: [UInt8], measurer: any TextMeasuring) throws -> (fast: String, reference: String) {
        let request = try WireDecoder.decode(body)
        let fast = WireEncoder.encode(request, request.layout(measurer: measurer))
        let reference = WireEncoder.encode(request, request.layout(measurer: measurer, fastPaths: false))
        return (String(decoding: fast, as: UTF8.self), String(decoding: reference, as: UTF8.self))
    }

    @Test("Every conformance case lays out the same with every shortcut off")
    func conformanceCases() throws {
        var slower = 0
        for fixture in ConformanceTests.fixtures {
            let (fast, reference) = try Self.both([UInt8](fixture.request), measurer: ConformanceTests.measurer)
            #expect(fast == reference, "\(fixture.name)")
            let request = try WireDecoder.decode([UInt8](fixture.request))
            let work = (request.layout(measurer: ConformanceTests.measurer).cacheMisses,
                        request.layout(measurer: ConformanceTests.measurer, fastPaths: false).cacheMisses)
            if work.1 > work.0 { slower += 1 }
        }
        // The switch does turn the shortcuts off: without them most cases memoise more.
        #expect(slower > ConformanceTests.fixtures.count / 2, "\(slower) of \(ConformanceTests.fixtures.count)")
    }

    @Test("400 random trees of stacks, frames, padding, texts and the containers lay out the same with every shortcut off")
    func randomTrees() throws {
        var g = SplitMix(state: 2_026)
        for _ in 0..<400 {
            let view = RandomTree.view(&g, depth: 0)
            let width = [Double.random(in: 0...400, using: &g), 0, 1e6].randomElement(using: &g)!
            let body = #"{"proposal": {"width": \#(width), "height": \#(Int.random(in: 0...600, using: &g))}, "view": \#(view)}"#
            let (fast, reference) = try Self.both(Array(body.utf8), measurer: MonospaceTextMeasurer())
            #expect(fast == reference, "\(body)")
        }
    }
}

/// Random wire views, a few levels deep.
enum RandomTree {
    static func view(_ g: inout SplitMix, depth: Int) -> String {
        let leaves = [#"{"type": "Color"}"#, #"{"type": "Spacer"}"#, #"{"type": "Divider"}"#,
                      #"{"type": "Text", "text": "\#(words(&g))"}"#, #"{"type": "Circle"}"#]
        var base: String
        if depth >= 4 || Double.random(in: 0..<1, using: &g) < 0.35 {
            base = leaves.randomElement(using: &g)!
        } else {
            let children = (0..<Int.random(in: 1...4, using: &g)).map { _ in view(&g, depth: depth + 1) }.joined(separator: ", ")
            let containers = [#""type": "HStack""#, #""type": "VStack""#, #""type": "ZStack", "alignment": "topLeading""#,
                              #""type": "HStack", "alignment": "firstTextBaseline", "spacing": 4"#, #""type": "ViewThatFits""#,
                              #""type": "ScrollView""#, #""type": "GeometryReader""#, #""type": "LazyVStack""#]
            base = "{\(containers.randomElement(using: &g)!), \"children\": [\(children)]"
            base += "}"
        }
        let modifiers = (0..<Int.random(in: 0...2, using: &g)).map { _ in modifier(&g) }
        guard !modifiers.isEmpty else { return base }
        return String(base.dropLast()) + #", "modifiers": [\#(modifiers.joined(separator: ", "))]}"#
    }

    static func modifier(_ g: inout SplitMix) -> String {
        let n = Int.random(in: 0...120, using: &g)
        return [#"{"type": "frame", "width": \#(n)}"#, #"{"type": "frame", "maxWidth": "infinity", "minHeight": \#(n)}"#,
                #"{"type": "padding", "length": \#(n % 20)}"#, #"{"type": "fixedSize"}"#,
                #"{"type": "layoutPriority", "value": \#(n % 3)}"#, #"{"type": "aspectRatio", "ratio": 1.5, "contentMode": "fit"}"#,
                #"{"type": "offset", "x": \#(n)}"#, #"{"type": "frame", "idealWidth": \#(n), "maxWidth": \#(n * 2)}"#,
                #"{"type": "lineLimit", "limit": 1}"#].randomElement(using: &g)!
    }

    static func words(_ g: inout SplitMix) -> String {
        (0..<Int.random(in: 1...8, using: &g)).map { _ in ["a", "layout", "is", "proposed", "Inbox", "zz"].randomElement(using: &g)! }
            .joined(separator: " ")
    }
}
