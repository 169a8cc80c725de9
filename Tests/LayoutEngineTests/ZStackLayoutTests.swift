import LayoutEngine
import LayoutTestSupport
import Testing

/// ZStack, from OpenSwiftUI's ZStack snapshot tests 
/// (`Example/OpenSwiftUIUITests/Layout/Stack/ZStackUITests.swift`) and the seed articles.
struct ZStackLayoutTests {
    static let corners: [(Alignment, Point)] = [
        (.topLeading, Point(x: 0, y: 0)),
        (Alignment(horizontal: .horizontalCenter, vertical: .top), Point(x: 20, y: 0)),
        (Alignment(horizontal: .trailing, vertical: .top), Point(x: 40, y: 0)),
        (Alignment(horizontal: .leading, vertical: .verticalCenter), Point(x: 0, y: 20)),
        (.center, Point(x: 20, y: 20)),
        (Alignment(horizontal: .trailing, vertical: .verticalCenter), Point(x: 40, y: 20)),
        (Alignment(horizontal: .leading, vertical: .bottom), Point(x: 0, y: 40)),
        (Alignment(horizontal: .horizontalCenter, vertical: .bottom), Point(x: 20, y: 40)),
        (Alignment(horizontal: .trailing, vertical: .bottom), Point(x: 40, y: 40)),
    ]

    @Test("Each of the nine alignments puts the small square at its corner of the large one", arguments: 0..<9)
    func nineAlignments(_ i: Int) {
        let (alignment, expected) = Self.corners[i]
        let l = zstack(alignment: alignment, [color().frame(width: 60, height: 60), color().frame(width: 20, height: 20).tag("s")])
            .tag("z").layout(nil, nil)
        #expect(l.size == Size(width: 60, height: 60))
        #expect(l["s"].origin == expected)
    }

    @Test("The size is the union of the children, and flexible children stretch to it when placed")
    func unionThenStretch() {
        let l = zstack([color().tag("blue"), color().frame(width: 40, height: 20)]).fixedSize().layout(300, 300)
        #expect(l.size == Size(width: 40, height: 20))
        #expect(l["blue"].size == Size(width: 40, height: 20))
    }

    @Test("Only the highest-priority children decide the size; the others may overflow")
    func priorityDecidesSize() {
        let l = zstack(alignment: Alignment(horizontal: .leading, vertical: .verticalCenter), [
            color().frame(width: 100, height: 100).layoutPriority(-0.1).tag("big"),
            color().frame(width: 60, height: 60).tag("mid"),
            color().frame(width: 40, height: 40).layoutPriority(1).tag("small"),
        ]).tag("z").layout(nil, nil)
        #expect(l.size == Size(width: 40, height: 40))
        #expect(l["mid"].origin == Point(x: 0, y: -10))
        #expect(l["big"].origin == Point(x: 0, y: -30))
    }

    @Test("An alignment guide that moves a child widens the union (fatbobman's border)")
    func guideWidensUnion() {
        let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
        let l = zstack(alignment: topTrailing, [
            color().frame(width: 200, height: 200).layoutPriority(1).tag("red"),
            color().frame(width: 100, height: 100).layoutPriority(2).alignmentGuide(.trailing, .binary(.divide, .width, .number(2))).tag("blue"),
            color().frame(width: 150, height: 150).layoutPriority(2).tag("orange"),
        ]).layout(nil, nil)
        #expect(l.size == Size(width: 200, height: 150))
        #expect(l["orange"].origin == Point(x: 0, y: 0))
        #expect(l["blue"].origin == Point(x: 100, y: 0))
        #expect(l["red"].origin == Point(x: -50, y: 0))
    }

    @Test("A padded ZStack proposes the inset size to every child (Field Guide)")
    func paddedUnion() {
        let l = zstack([color().frame(width: 50).tag("y"), color().frame(height: 50).tag("o")]).padding().layout(300, 300)
        #expect(l["y"] == Rect(x: 125, y: 16, width: 50, height: 268))
        #expect(l["o"] == Rect(x: 16, y: 125, width: 268, height: 50))
    }

    @Test("A Spacer is ignored for a ZStack's size when it has siblings")
    func spacerIgnored() {
        #expect(zstack([spacer(), color().frame(width: 30, height: 30)]).layout(300, 300).size == Size(width: 30, height: 30))
    }
}
