import LayoutEngine
import LayoutTestSupport
import Testing

/// Fixed and flexible frames, worked from OpenSwiftUI
/// `Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift`.
struct FrameLayoutTests {
    @Test("A fixed dimension ignores the proposal; a missing one follows the child")
    func fixedFrame() {
        #expect(color().frame(width: 50).layout(300, 200).size == Size(width: 50, height: 200))
        #expect(color().frame(width: 50, height: 50).layout(nil, nil).size == Size(width: 50, height: 50))
        #expect(color().frame(height: 80).layout(nil, nil).size == Size(width: 10, height: 80))
    }

    @Test("An image keeps its size inside a larger frame and is centred")
    func imageCentred() {
        let l = image(101, 92).tag("i").frame(width: 200, height: 200).layout(nil, nil)
        #expect(l["i"] == Rect(x: 49.5, y: 54, width: 101, height: 92))
    }

    @Test("A child larger than a top-leading frame overflows to the bottom right")
    func overflowTopLeading() {
        let l = image(101, 92).tag("i").frame(width: 50, height: 50, alignment: .topLeading).layout(50, 50)
        #expect(l["i"] == Rect(x: 0, y: 0, width: 101, height: 92))
    }

    static let flexibleRows: [(FlexibleFrameSpec, Double?, Double, Double)] = [
        // (frame, proposal width, child width, expected frame width) — OpenSwiftUI's flexible-frame rule.
        (FlexibleFrameSpec(minWidth: 150), 200, 72, 150),
        (FlexibleFrameSpec(minWidth: 150), 100, 72, 150),
        (FlexibleFrameSpec(minWidth: 150), nil, 72, 150),
        (FlexibleFrameSpec(minWidth: 150), 200, 300, 200),
        (FlexibleFrameSpec(maxWidth: 100), 200, 60, 100),
        (FlexibleFrameSpec(maxWidth: 100), 80, 60, 80),
        (FlexibleFrameSpec(maxWidth: 100), nil, 60, 60),
        (FlexibleFrameSpec(maxWidth: 100), 200, 150, 100),
        (FlexibleFrameSpec(minWidth: 0, maxWidth: .infinity), 300, 72, 300),
        (FlexibleFrameSpec(minWidth: 0, maxWidth: .infinity), nil, 72, 72),
    ]

    @Test("Flexible frame widths follow the rules table", arguments: 0..<10)
    func flexibleTable(_ row: Int) {
        let (spec, proposal, child, expected) = Self.flexibleRows[row]
        let l = image(child, 20).modifier(.flexibleFrame(spec)).layout(proposal, 100)
        #expect(l.size.width == expected)
    }

    @Test("A minimum frame over a wider child lets the child overflow on both sides")
    func minFrameOverflow() {
        let l = image(300, 20).tag("i").frame(minWidth: 150).layout(200, 20)
        #expect(l["i"].origin.x == -50)
    }

    @Test("An ideal width is used for a nil proposal and ignored otherwise")
    func idealWidth() {
        #expect(color().frame(idealWidth: 120).layout(nil, 10).size.width == 120)
        #expect(color().frame(idealWidth: 120).layout(300, 10).size.width == 300)
    }

    @Test("Normalisation raises an ideal below the minimum and a maximum below the ideal")
    func normalisation() {
        let spec = FlexibleFrameSpec(minWidth: -5, idealWidth: 10, maxWidth: 5)
        #expect(spec.minWidth == 0)
        #expect(spec.idealWidth == 10)
        #expect(spec.maxWidth == 10)
        #expect(FlexibleFrameSpec(minWidth: 50, idealWidth: 20).idealWidth == 50)
    }

    @Test("Frame alignment places the child at the leading, centre or trailing edge")
    func flexibleAlignment() {
        let square = color().frame(width: 40, height: 40).tag("sq")
        let leading = Alignment(horizontal: .leading, vertical: .verticalCenter)
        let trailing = Alignment(horizontal: .trailing, vertical: .verticalCenter)
        #expect(square.frame(maxWidth: .infinity, alignment: leading).layout(300, 100)["sq"].origin.x == 0)
        #expect(square.frame(maxWidth: .infinity, alignment: trailing).layout(300, 100)["sq"].origin.x == 260)
        let l = square.frame(maxWidth: .infinity).layout(300, 100)
        #expect(l["sq"].origin.x == 130)
        #expect(l.size == Size(width: 300, height: 40))
    }

    @Test("An exploding frame fills the proposal and centres a small ZStack (netsplit)")
    func explodingFrame() {
        let l = zstack(alignment: Alignment(horizontal: .trailing, vertical: .bottom), [image(101, 92).tag("i")])
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity).layout(390, 844)
        #expect(l["i"].origin == Point(x: 144.5, y: 376))
    }
}
