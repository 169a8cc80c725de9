import LayoutEngine
import LayoutTestSupport
import Testing

/// Colors, shapes, images, spacers and dividers (sources per case in leaves.json).
struct LeafLayoutTests {
    @Test("A colour takes the proposal and answers 10 for an unspecified dimension")
    func colourDefaults() {
        #expect(color().layout(300, nil).size == Size(width: 300, height: 10))
        #expect(color().layout(nil, nil).size == Size(width: 10, height: 10))
        #expect(color().layout(0, 0).size == .zero)
    }

    @Test("A circle answers a square of the smaller side")
    func circleSquare() {
        #expect(circle().layout(300, 200).size == Size(width: 200, height: 200))
        #expect(circle().tag("c").frame(width: 300, height: 200).layout(nil, nil)["c"].size == Size(width: 200, height: 200))
    }

    @Test("A fixed image ignores every proposal; a resizable one takes it")
    func images() {
        #expect(image(101, 92).layout(0, 0).size == Size(width: 101, height: 92))
        #expect(image(101, 92, resizable: true).layout(300, nil).size == Size(width: 300, height: 92))
    }

    @Test("A Divider is one pixel thick across its stack")
    func dividerThickness() {
        let v = vstack(spacing: 0, [divider().tag("d"), color()]).layout(300, 400)
        #expect(approximatelyEqual(v["d"].size.height, 1.0 / 3))
        #expect(v["d"].size.width == 300)
        let h = hstack([divider().tag("d"), color()]).layout(300, 44, scale: 2)
        #expect(h["d"].size == Size(width: 0.5, height: 44))
    }

    @Test("A Divider in a fixed-size VStack spans the stack's width once placed")
    func dividerSpansWidestChild() {
        let l = vstack([color().frame(width: 80, height: 20), divider().tag("d")]).fixedSize().layout(300, 300)
        #expect(l["d"].size.width == 80)
    }

    @Test("A Spacer outside a stack takes the proposal on both axes, at least its minimum")
    func spacerWithoutAxis() {
        #expect(spacer().layout(300, 200).size == Size(width: 300, height: 200))
        #expect(spacer().layout(nil, nil).size == Size(width: 8, height: 8))
    }
}
