import LayoutEngine
import LayoutTestSupport
import Testing

/// Alignment guides and how explicit values travel outward (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift`,
/// `Layout/LayoutComputer/UnaryLayoutView.swift`).
struct AlignmentTests {
    static let mid = AlignmentKey(axis: .vertical, id: .custom(0))

    @Test("A custom guide leaves a stack as its child's value in the stack's coordinates")
    func customGuideThroughStack() {
        let inner = vstack(spacing: 0, [
            color().frame(width: 40, height: 20),
            color().frame(width: 40, height: 30).alignmentGuide(Self.mid, .binary(.divide, .height, .number(2))),
        ]).tag("v")
        let l = hstack(alignment: Self.mid, spacing: 0, [inner, color().frame(width: 40, height: 10).tag("r")])
            .layout(nil, nil, customGuides: [.binary(.divide, .height, .number(2))])
        #expect(l.size == Size(width: 80, height: 50))
        #expect(l["v"].origin.y == 0)
        #expect(l["r"].origin.y == 30)
    }

    @Test("An explicit leading guide travels out through padding, shifted by the inset")
    func guideThroughPadding() {
        let a = color().frame(width: 50, height: 20).alignmentGuide(.leading, .number(10)).padding(5).tag("a")
        let l = vstack(alignment: .leading, spacing: 0, [a, color().frame(width: 40, height: 20).tag("b")]).tag("s").layout(nil, nil)
        #expect(l["a"].origin.x - l["s"].origin.x == 0)
        #expect(l["b"].origin.x - l["s"].origin.x == 15)
        #expect(l["s"].size.width == 60)
    }

    @Test("Standard guides never leave a stack with several children")
    func standardGuideStaysInside() {
        let row = hstack([color().frame(width: 30, height: 10).alignmentGuide(.leading, .number(30)), color().frame(width: 30, height: 10)])
        let l = vstack(alignment: .leading, spacing: 0, [row.tag("row"), color().frame(width: 10, height: 10).tag("c")]).tag("s").layout(nil, nil)
        #expect(l["row"].origin.x == l["s"].origin.x)
        #expect(l["c"].origin.x == l["s"].origin.x)
    }

    @Test("An alignment guide expression can read another guide of the view")
    func expressionReadsGuide() {
        let value = GuideExpression.binary(.subtract, .guide(.bottom), .number(10))
        let l = hstack(alignment: .top, spacing: 0, [color().frame(width: 10, height: 40).alignmentGuide(.top, value).tag("a"),
                                                      color().frame(width: 10, height: 10).tag("b")]).tag("s").layout(nil, nil)
        #expect(l["b"].origin.y - l["s"].origin.y == 30)
    }

    @Test("Baselines align texts of different sizes in an HStack")
    func firstTextBaseline() {
        let big = Font(size: 34), small = Font(size: 17)
        let l = hstack(alignment: .firstTextBaseline, [text("A", font: big).tag("a"), text("b", font: small).tag("b")]).layout(nil, nil)
        let a = l.text("a")!, b = l.text("b")!
        #expect(abs(a.firstBaseline - b.firstBaseline) < 0.34)
    }
}

/// Guides through long modifier chains (found by fuzzing the service).
struct GuideChainTests {
    @Test("A chain of 200 frames and alignment guides lays out: guides are memoised, not recomputed per axis")
    func longChain() {
        var view = color()
        for i in 0..<200 {
            view = i.isMultiple(of: 2) ? view.frame(width: 1e308, height: 20) : view.alignmentGuide(.leading, .number(-10))
        }
        let l = view.tag("outer").layout(100, 50)
        #expect(l["outer"].size.height == 20)
    }
}
