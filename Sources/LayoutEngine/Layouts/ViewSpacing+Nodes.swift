extension ViewSpacing {
    /// The spacing preferences of node `id` (layout-semantics §4.2 rules 1–6).
    static func of(_ id: NodeID, in pass: LayoutPass) -> ViewSpacing {
        let children = pass.subviews(id)
        var first: ViewSpacing { children.count > 0 ? children[0].spacing : .plain }
        switch pass.kind(id) {
        case .text(let content):
            let m = pass.environment.textMeasurer.metrics(of: content.font)
            let (top, bottom) = StackSpacing.textEdges(m, scale: pass.environment.displayScale)
            return ViewSpacing(top: top, leading: .plainEdge, bottom: bottom, trailing: .plainEdge)
        case .spacer(_, let axis):
            var s = ViewSpacing.plain
            for a in axis.map({ [$0] }) ?? [.horizontal, .vertical] {
                s.set(a, start: true, EdgeSpacing(spacer: true))
                s.set(a, start: false, EdgeSpacing(spacer: true))
            }
            return s
        case .stack(let spec) where children.count > 1:
            return stack(children, axis: spec.axis)
        case .zStack where children.count > 1:
            return merged(children)
        case .padding(let insets):
            var s = first
            if insets.top != 0 { s.top = .plainEdge }
            if insets.bottom != 0 { s.bottom = .plainEdge }
            if insets.leading != 0 { s.leading = .plainEdge }
            if insets.trailing != 0 { s.trailing = .plainEdge }
            return s
        case .frame(let w, let h, _):
            var s = first
            if w != nil { s = s.plain(across: .horizontal) }
            if h != nil { s = s.plain(across: .vertical) }
            return s
        case .position:
            return .plain
        default:
            return first
        }
    }

    /// Every child's edges merged.
    private static func merged(_ children: Subviews) -> ViewSpacing {
        (1..<children.count).reduce(children[0].spacing) { $0.merged(with: children[$1].spacing) }
    }

    /// A stack's edges: the first child's at the start of its axis, the last child's at the end,
    /// every child's merged on the two edges parallel to the axis.
    private static func stack(_ children: Subviews, axis: Axis) -> ViewSpacing {
        var s = merged(children)
        s.set(axis, start: true, children[0].spacing.edge(axis, start: true))
        s.set(axis, start: false, children[children.count - 1].spacing.edge(axis, start: false))
        return s
    }
}

/// The gaps between adjacent stack children.
enum StackSpacing {
    static let defaultSpacing = 8.0

    /// Writes each child's gap to its predecessor into its slot, the explicit spacing or the
    /// default between the two edges, and returns the total.
    static func fillGaps(_ subviews: Subviews, axis: Axis, explicit: Double?) -> Double {
        guard subviews.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<subviews.count {
            let gap = explicit ?? distance(subviews[i - 1].spacing.edge(axis, start: false),
                                           subviews[i].spacing.edge(axis, start: true), axis: axis)
            subviews.slots[subviews.base + i].gap = gap
            total += gap
        }
        return total
    }

    /// The default distance between edge `a` (before) and edge `b` (after) along `axis`: 0 next
    /// to a Spacer, 8 horizontally and between plain views, else the largest text rule that applies.
    static func distance(_ a: EdgeSpacing, _ b: EdgeSpacing, axis: Axis) -> Double {
        if a.spacer || b.spacer { return 0 }
        guard axis == .vertical, a.text || b.text else { return defaultSpacing }
        var d = -Double.infinity
        if a.plain && b.plain { d = defaultSpacing }
        if a.plain && b.text { d = max(d, b.textToPlain) }
        if a.text && b.plain { d = max(d, a.textToPlain) }
        if a.text && b.text { d = max(d, b.textToText) }
        return d.isFinite ? d : defaultSpacing
    }

    /// The top and bottom edges of a text with metrics `t`. With A (ascent), D (descent), C (cap
    /// height), H = A + D, g = 0.1·H rounded up to a pixel and pitch = H + g: a plain view above
    /// the text asks `pitch − A`, a plain view below it `max(pitch − C, g + D)` (text.md §1.6, iOS
    /// 17+ semantics, derived from OpenSwiftUI). A text below another text asks the lower font's
    /// leading rounded up to a pixel, the leading being the space between two lines of one Text:
    /// line pitch minus line height. For body that is 22 − 20.287 → 2.0 at 3x, the gap measured
    /// between two body Texts on iOS 26 (text.md §1.2b); OpenSwiftUI's SF leading of 0 gives 0.
    static func textEdges(_ t: FontMetrics, scale: Double) -> (top: EdgeSpacing, bottom: EdgeSpacing) {
        let g = roundUp(0.1 * (t.ascent + t.descent), scale)
        let pitch = t.ascent + t.descent + g
        let leading = roundUp(max(t.linePitch - t.lineHeight, 0), scale)
        return (EdgeSpacing(text: true, textToPlain: pitch - t.ascent, textToText: leading),
                EdgeSpacing(text: true, textToPlain: max(pitch - t.capHeight, g + t.descent), textToText: leading))
    }
}

/// Rounds `value` up to a whole pixel at `scale` (with a tolerance for floating-point noise).
func roundUp(_ value: Double, _ scale: Double) -> Double {
    (value * scale - 1e-9).rounded(.up) / scale
}

/// Rounds `value` to the nearest pixel at `scale`, ties up.
func roundToPixel(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
}
