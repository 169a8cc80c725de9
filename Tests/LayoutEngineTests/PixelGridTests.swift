import LayoutEngine
import Testing

/// The rule SwiftUI draws frames by: origin and far corner each to the nearest pixel, a tie
/// going up, the size their difference (OpenSwiftUI `CGRect.roundCoordinatesToNearestOrUp`).
@Suite("Drawing on the pixel grid")
struct PixelGridTests {
    @Test("A half-pixel tie goes up, also below zero")
    func tiesGoUp() {
        let grid = PixelGrid(scale: 1)
        #expect(grid.round(25.5) == 26 && grid.round(-0.5) == 0 && grid.round(-1.5) == -1 && grid.round(0.49) == 0)
        #expect(PixelGrid(scale: 2).round(0.25) == 0.5 && PixelGrid(scale: 2).round(0.24) == 0)
    }

    @Test("Origin and far corner are rounded, not origin and size")
    func cornersNotSize() {
        let r = PixelGrid(scale: 1).round(Rect(x: 10.4, y: 0, width: 10.2, height: 10))
        // Rounding the size instead would give 10 wide; the far corner 20.6 rounds to 21.
        #expect(r == Rect(x: 10, y: 0, width: 11, height: 10))
    }

    @Test("Views that share an edge still share it when drawn")
    func sharedEdges() {
        let grid = PixelGrid(scale: 3)
        var x = 0.0
        for _ in 0..<7 {
            let a = grid.round(Rect(x: x, y: 0, width: 100.0 / 7, height: 1))
            let b = grid.round(Rect(x: x + 100.0 / 7, y: 0, width: 100.0 / 7, height: 1))
            #expect(abs(a.origin.x + a.size.width - b.origin.x) < 1e-12, "the same pixel, to the last bits of a third")
            x += 100.0 / 7
        }
    }

    @Test("A rectangle with a negative size is standardised first; infinite lengths pass through")
    func standardisedAndInfinite() {
        let grid = PixelGrid(scale: 1)
        #expect(grid.round(Rect(x: 10, y: 10, width: -4.6, height: -0.2)) == Rect(x: 5, y: 10, width: 5, height: 0))
        let wide = grid.round(Rect(x: 0.5, y: 0, width: .infinity, height: 1))
        #expect(wide.origin.x == 1 && wide.size.width == .infinity)
    }
}
