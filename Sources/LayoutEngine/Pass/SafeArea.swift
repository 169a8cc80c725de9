/// One region that insets the safe area, in root coordinates: the host's screen with its
/// insets, or a view that `safeAreaInset` or `safeAreaPadding` insets.
///
/// `outer` is the region's whole rectangle and `inner` its safe part. A view inside sees every
/// region between it and the root, innermost last (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift`: `SafeAreaInsets` and its `next` chain,
/// one coordinate space per `_SafeAreaInsetsModifier` or `_InsetViewModifier`).
struct SafeAreaLevel {
    var inner: Box
    var outer: Box

    /// A rectangle by its edges, which is how the rule below reads it.
    struct Box {
        var minX, minY, maxX, maxY: Double

        init(_ r: Rect) {
            minX = r.origin.x; minY = r.origin.y
            maxX = r.origin.x + r.size.width; maxY = r.origin.y + r.size.height
        }

        func inset(by e: EdgeInsets) -> Box {
            var b = self
            b.minX += e.leading; b.minY += e.top; b.maxX -= e.trailing; b.maxY -= e.bottom
            return b
        }

        func offset(by p: Point) -> Box {
            var b = self
            b.minX += p.x; b.maxX += p.x; b.minY += p.y; b.maxY += p.y
            return b
        }
    }

    /// The region `rect` whose safe part leaves out `insets`.
    init(rect: Rect, insets: EdgeInsets) {
        outer = Box(rect)
        inner = outer.inset(by: insets)
    }

    func offset(by p: Point) -> SafeAreaLevel {
        var l = self
        l.inner = inner.offset(by: p)
        l.outer = outer.offset(by: p)
        return l
    }

    /// How far a view at `rect` may grow into the unsafe part of `levels`, edge by edge.
    ///
    /// SwiftUI's rule (OpenSwiftUI `SafeAreaInsets.resolve` and `adjust`, a port audited against SwiftUI 6.5):
    /// going from the innermost region out, an edge of the view that lies on or outside the
    /// region's safe edge, and not beyond its outer edge, moves out to the outer edge; an edge
    /// anywhere else stays. "On" allows half a pixel plus 0.001 pt. Growing into one region can
    /// bring the edge onto the next region's safe edge, so nested regions add up. A view that
    /// does not touch the safe edge gets nothing on that edge.
    static func expansion(of rect: Rect, in levels: [SafeAreaLevel], pixel: Double) -> EdgeInsets {
        let view = Box(rect)
        var r = view
        let eps = pixel * 0.5 + 0.001
        for level in levels.reversed() {
            let i = level.inner, o = level.outer
            if r.minY - eps < i.minY, o.minY < r.minY + eps { r.minY = o.minY }
            if i.maxY < r.maxY + eps, r.maxY - eps < o.maxY { r.maxY = o.maxY }
            if r.minX - eps < i.minX, o.minX < r.minX + eps { r.minX = o.minX }
            if i.maxX < r.maxX + eps, r.maxX - eps < o.maxX { r.maxX = o.maxX }
        }
        return EdgeInsets(top: view.minY - r.minY, leading: view.minX - r.minX,
                          bottom: r.maxY - view.maxY, trailing: r.maxX - view.maxX)
    }
}
