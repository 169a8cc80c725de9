import LayoutEngine
import LayoutTestSupport
import Testing

/// Padding, overlay, fixedSize, aspectRatio, offset, position and priorities, worked from
/// OpenSwiftUI's modifier layouts (sources per case in Tests/ConformanceTests/Fixtures).
struct ModifierLayoutTests {
    @Test("Padding adds its insets to the child and proposes the inset size")
    func padding() {
        let l = color().tag("c").padding().layout(300, 200)
        #expect(l["c"] == Rect(x: 16, y: 16, width: 268, height: 168))
        #expect(color().padding().layout(nil, nil).size == Size(width: 42, height: 42))
        #expect(color().padding().layout(20, 20).size == Size(width: 32, height: 32))
    }

    @Test("Negative padding proposes more and reports less")
    func negativePadding() {
        let l = color().frame(width: 40, height: 20).overlay(color().tag("c").padding(-8).tag("p")).layout(nil, nil)
        #expect(l["c"].size == Size(width: 56, height: 36))
        #expect(l["p"].size == Size(width: 40, height: 20))
        #expect(l["c"].origin == Point(x: -8, y: -8))
    }

    @Test("An overlay is proposed the primary's size and aligned to it without changing the size")
    func overlay() {
        let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
        let badge = color().frame(width: 20, height: 20)
        let l = color().frame(width: 100, height: 50).overlay(alignment: topTrailing, badge.tag("b")).layout(nil, nil)
        #expect(l.size == Size(width: 100, height: 50))
        #expect(l["b"].origin == Point(x: 80, y: 0))
        let guided = badge.alignmentGuide(.top, .binary(.divide, .height, .number(2)))
            .alignmentGuide(.trailing, .binary(.divide, .width, .number(2))).tag("b")
        #expect(color().frame(width: 100, height: 50).overlay(alignment: topTrailing, guided).layout(nil, nil)["b"].origin == Point(x: 90, y: -10))
    }

    @Test("A background colour takes exactly its primary's size")
    func background() {
        let l = color().frame(width: 30, height: 10).background(color().tag("bg")).layout(300, 300)
        #expect(l["bg"].size == Size(width: 30, height: 10))
    }

    @Test("fixedSize asks for the ideal size on the fixed axes only")
    func fixedSize() {
        #expect(color().fixedSize().layout(300, 300).size == Size(width: 10, height: 10))
        #expect(color().fixedSize(horizontal: true, vertical: false).layout(300, 300).size == Size(width: 10, height: 300))
        let l = hstack([color().frame(width: 50), spacer(), color().frame(width: 50)]).fixedSize().layout(300, 300)
        #expect(l.size == Size(width: 108, height: 10))
    }

    @Test("aspectRatio fits or fills the proposal with a scaled reference shape")
    func aspectRatio() {
        #expect(color().aspectRatio(2).layout(300, 300).size == Size(width: 300, height: 150))
        #expect(color().aspectRatio(2, fill: true).layout(300, 300).size == Size(width: 600, height: 300))
        #expect(color().aspectRatio(2).layout(.infinity, 100).size == Size(width: 200, height: 100))
        #expect(image(100, 50, resizable: true).aspectRatio().layout(300, nil).size == Size(width: 300, height: 150))
        #expect(image(100, 50, resizable: true).aspectRatio().layout(nil, nil).size == Size(width: 100, height: 50))
        #expect(color().aspectRatio().layout(300, 200).size == Size(width: 200, height: 200))
        #expect(image(100, 50).aspectRatio().layout(300, 300).size == Size(width: 100, height: 50))
    }

    @Test("A nil proposed dimension takes no part in an aspectRatio's scale, to fill as to fit")
    func aspectRatioNilDimension() {
        // Measured: a lazy grid cell's column width and no height (Fixtures measured-held-back.json).
        #expect(color().aspectRatio(1, fill: true).layout(175, nil).size == Size(width: 175, height: 175))
        #expect(color().aspectRatio(2, fill: true).layout(300, nil).size == Size(width: 300, height: 150))
        #expect(color().aspectRatio(2).layout(300, nil).size == Size(width: 300, height: 150))
        // A nil width, by symmetry (a choice: no render shows it).
        #expect(color().aspectRatio(2, fill: true).layout(nil, 100).size == Size(width: 200, height: 100))
        #expect(color().aspectRatio(2).layout(nil, 100).size == Size(width: 200, height: 100))
    }

    @Test("An offset leaves the slot in place and displaces the content")
    func offset() {
        let l = hstack(spacing: 0, [color().frame(width: 50, height: 50).tag("a").offset(x: 10, y: 20).tag("slot"),
                                    color().frame(width: 50, height: 50).tag("b")]).layout(nil, nil)
        #expect(l.size == Size(width: 100, height: 50))
        #expect(l["slot"] == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(l["a"] == Rect(x: 10, y: 20, width: 50, height: 50))
        #expect(l["b"].origin == Point(x: 50, y: 0))
    }

    @Test("position takes the proposal and centres its child on the point")
    func position() {
        let l = color().frame(width: 50, height: 50).tag("sq").position(x: 100, y: 100).tag("p").layout(300, 300)
        #expect(l["p"] == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(l["sq"] == Rect(x: 75, y: 75, width: 50, height: 50))
        #expect(color().tag("c").position(x: 0, y: 0).layout(300, 300)["c"] == Rect(x: -150, y: -150, width: 300, height: 300))
        #expect(color().frame(width: 50, height: 50).position(x: 100, y: 100).layout(nil, nil).size == Size(width: 50, height: 50))
    }

    @Test("Padding resets an inner priority; background keeps it")
    func priorityThroughModifiers() {
        let reset = hstack(spacing: 0, [color().frame(minWidth: 60), color().layoutPriority(1).padding(4).tag("x")]).layout(200, 50)
        let kept = hstack(spacing: 0, [color().frame(minWidth: 60), color().layoutPriority(1).background(color()).tag("x")]).layout(200, 50)
        #expect(reset["x"].size.width == 100)
        #expect(kept["x"].size.width == 140)
    }
}
