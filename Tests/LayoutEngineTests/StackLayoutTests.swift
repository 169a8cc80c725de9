import LayoutEngine
import LayoutTestSupport
import Testing

/// HStack and VStack, worked from OpenSwiftUI `StackLayout.swift` and the articles hstack.json
/// and vstack.json cite.
struct StackLayoutTests {
    @Test("Spacing is taken off first and the rest shared evenly among equally flexible children")
    func evenShare() {
        let l = hstack(spacing: 10, [color().tag("a"), color().tag("b"), color().tag("c")]).layout(620, 80)
        #expect(l["a"] == Rect(x: 0, y: 0, width: 200, height: 80))
        #expect(l["b"] == Rect(x: 210, y: 0, width: 200, height: 80))
        #expect(l["c"] == Rect(x: 420, y: 0, width: 200, height: 80))
    }

    @Test("Leftover width is not redistributed: the stack reports less than it was offered")
    func leftoverNotRedistributed() {
        let l = hstack(spacing: 10, [color(), color(), color().relativeProposed(width: 0.5)]).tag("s").layout(620, 80)
        #expect(l.size == Size(width: 520, height: 80))
    }

    @Test("Least flexible child is sized first and may overflow the stack (objc.io)")
    func leastFlexibleFirst() {
        let l = hstack(spacing: 0, [color().frame(maxWidth: 100).tag("red"), color().frame(minWidth: 100).tag("green")])
            .frame(width: 150, height: 100).layout(150, 100)
        #expect(l["red"] == Rect(x: -12.5, y: 0, width: 75, height: 100))
        #expect(l["green"] == Rect(x: 62.5, y: 0, width: 100, height: 100))
    }

    @Test("Three columns are offered space in order of flexibility")
    func threeColumns() {
        let l = hstack(spacing: 7.5, [color().frame(minWidth: 100).tag("r"), color().frame(width: 30).tag("g"),
                                      color().frame(maxWidth: 50).tag("b")]).tag("s").layout(150, 100)
        #expect(l["r"].size.width == 100)
        #expect(l["g"].origin.x - l["s"].origin.x == 107.5)
        #expect(l["b"].origin.x - l["s"].origin.x == 145)
        #expect(l.size.width == 195)
    }

    @Test("The minima of lower priority groups are reserved before a group is proposed")
    func reservation() {
        let l = hstack(spacing: 0, [color().frame(minWidth: 60).tag("a"), color().layoutPriority(1).tag("b")]).layout(200, 50)
        #expect(l["a"].size.width == 60)
        #expect(l["b"].size.width == 140)
    }

    @Test("A priority moves a child to the front of the queue (Ole Begemann's yellow view)")
    func priorityFirst() {
        let l = hstack(spacing: 10, [color().tag("a"), color().tag("b"), color().relativeProposed(width: 0.5).layoutPriority(1).tag("c")])
            .layout(620, 80)
        #expect([l["a"].size.width, l["b"].size.width, l["c"].size.width] == [150, 150, 300])
    }

    @Test("An ideal proposal goes to every child unchanged")
    func idealProposal() {
        let l = hstack(spacing: 8, [color().tag("a"), color().frame(width: 40).tag("b")]).layout(nil, 30)
        #expect(l.size == Size(width: 58, height: 30))
    }

    @Test("Children that do not fit overflow the stack")
    func overflow() {
        let l = hstack(spacing: 10, [color().frame(width: 50), color().frame(width: 50)]).layout(60, 20)
        #expect(l.size.width == 110)
    }

    @Test("A Spacer gets no gap with default spacing and takes what is left")
    func spacerDefaultSpacing() {
        let l = hstack([color().frame(width: 50).tag("a"), spacer().tag("s"), color().frame(width: 50).tag("b")]).layout(300, 100)
        #expect(l["a"] == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(l["s"] == Rect(x: 50, y: 50, width: 200, height: 0))
        #expect(l["b"] == Rect(x: 250, y: 0, width: 50, height: 100))
    }

    @Test("A Spacer keeps its minimum length even when that overflows the stack")
    func spacerMinimum() {
        #expect(hstack([color().frame(width: 50), spacer(), color().frame(width: 50)]).layout(90, 100).size.width == 108)
        #expect(hstack([color().frame(width: 50), spacer(minLength: 0), color().frame(width: 50)]).layout(90, 100).size.width == 100)
    }

    @Test("Placing re-proposes a nil minor length as the stack's own minor size")
    func placementReproposal() {
        let l = vstack(spacing: 0, [color().frame(width: 80, height: 20).tag("a"), color().tag("b")]).layout(nil, 100)
        #expect(l["a"] == Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(l["b"] == Rect(x: 0, y: 20, width: 80, height: 80))
    }

    @Test("Minor-axis alignment lines children up on the guide, and an outside guide widens the stack")
    func minorAlignment() {
        let a = color().frame(width: 100, height: 20).tag("a")
        let b = color().frame(width: 50, height: 20)
        #expect(vstack(alignment: .trailing, spacing: 0, [a, b.tag("b")]).layout(300, 300)["b"].origin.x == 150)
        let l = vstack(alignment: .leading, spacing: 0, [a, b.alignmentGuide(.leading, .number(30)).tag("b")]).tag("s").layout(300, 300)
        #expect(l["s"].size.width == 130)
        #expect(l["a"].origin.x - l["s"].origin.x == 30)
        #expect(l["b"].origin.x - l["s"].origin.x == 0)
    }

    @Test("A stack with one child is transparent: the child's priority counts outside")
    func singleChildTransparent() {
        let l = hstack([vstack([color().layoutPriority(1)]).tag("v"), color().tag("c")]).layout(200, 50)
        #expect(l["v"].size.width == 192)
        #expect(l["c"].size.width == 0)
    }

    @Test("A NaN layout priority, which the wire refuses, forms a group of its own and the layout ends")
    func nanPriority() {
        let l = hstack([color().layoutPriority(.nan).tag("a"), color().tag("b")]).layout(200, 50)
        #expect(l["a"].size.width + l["b"].size.width <= 200)
    }

    @Test("An empty stack is 0×0")
    func emptyStack() {
        #expect(hstack([]).layout(100, 100).size == .zero)
    }
}
