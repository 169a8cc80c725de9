/// Which of a view's four edges.
struct ViewEdge: Hashable {
    var axis: Axis
    /// Leading or top (`true`), trailing or bottom.
    var start: Bool
}

extension EdgeSpacing {
    /// What edge `edge` of node `id` asks of its neighbour (OpenSwiftUI
    /// `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`).
    ///
    /// A stack needs only the edges along its own axis, so edges are worked out one at a time
    /// rather than as a whole of four (SwiftUI's `ViewSpacing`).
    static func of(_ id: NodeID, _ edge: ViewEdge, in pass: LayoutPass) -> EdgeSpacing {
        let children = pass.subviews(id)
        var first: EdgeSpacing { children.count > 0 ? children[0].spacing(edge) : .plainEdge }
        switch pass.kind(id) {
        case .text(let content):
            guard edge.axis == .vertical else { return .plainEdge }
            let m = pass.environment.textMeasurer.metrics(of: content.font)
            let (top, bottom) = StackSpacing.textEdges(m, scale: pass.environment.displayScale)
            return edge.start ? top : bottom
        case .spacer(_, let axis):
            return axis == nil || axis == edge.axis ? EdgeSpacing(spacer: true) : .plainEdge
        case .stack(let spec) where children.count > 1:
            // Along its axis a stack shows its first or last child's edge; across it, every
            // child's edge merged.
            guard spec.axis == edge.axis else { return merged(children, edge) }
            return children[edge.start ? 0 : children.count - 1].spacing(edge)
        case .zStack where children.count > 1:
            return merged(children, edge)
        case .padding(let insets):
            return (edge.start ? insets.start(edge.axis) : insets.end(edge.axis)) != 0 ? .plainEdge : first
        case .frame(let w, let h, _):
            return (edge.axis == .horizontal ? w : h) != nil ? .plainEdge : first
        case .containerRelativeFrame(let spec):
            // As a frame fixed on its axes (spacing here does not depend on the container).
            return spec.axes.contains(edge.axis) ? .plainEdge : first
        case .position:
            return .plainEdge
        case .proxyLayer(let layer):
            // As the layer it resolves to, whatever its lengths: a frame with a length on the
            // edge's axis, padding or a position are plain edges (padding of 0 is taken as
            // some: the reader's size is not known here).
            switch layer {
            case .frame(let w, let h, _): return (edge.axis == .horizontal ? w : h) != nil ? .plainEdge : first
            case .padding, .position: return .plainEdge
            case .flexibleFrame, .offset: return first
            }
        case .lazyStack(let spec) where children.count > 1:
            guard spec.axis == edge.axis else { return merged(children, edge) }
            return children[edge.start ? 0 : children.count - 1].spacing(edge)
        case .geometryReader, .scrollView, .lazyGrid, .grid, .gridRow, .safeAreaInset, .safeAreaPadding, .navigationStack,
             .platformView:
            // Their content is not the stack's neighbour: seen from outside they are plain views.
            return .plainEdge
        case .viewThatFits:
            // Spacing does not depend on the proposal here, so every candidate's edge counts,
            // merged as a ZStack merges its children's (a choice: sources are silent).
            return children.count > 0 ? merged(children, edge) : .plainEdge
        case .stack, .zStack, .lazyStack, .gridCell, .shape, .image, .divider, .flexibleFrame, .overlay, .background, .border,
             .fixedSize, .aspectRatio, .layoutPriority, .offset, .alignmentGuide, .relativeProposed, .ignoresSafeArea:
            return first
        }
    }

    /// Every child's `edge` merged.
    private static func merged(_ children: Subviews, _ edge: ViewEdge) -> EdgeSpacing {
        (1..<children.count).reduce(children[0].spacing(edge)) { $0.merged(with: children[$1].spacing(edge)) }
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
            let gap = explicit ?? distance(subviews[i - 1].spacing(ViewEdge(axis: axis, start: false)),
                                           subviews[i].spacing(ViewEdge(axis: axis, start: true)), axis: axis)
            subviews[slot: i].gap = gap
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
    /// the text asks `pitch − A`, a plain view below it `max(pitch − C, g + D)` (iOS 17+ semantics,
    /// derived from OpenSwiftUI `Sources/OpenSwiftUICore/View/Text/Text/Text+Spacing.swift`). A text
    /// below another text asks the lower font's
    /// leading rounded up to a pixel, the leading being the space between two lines of one Text:
    /// line pitch minus line height. For body that is 22 − 20.287 → 2.0 at 3x, the gap measured
    /// between two body Texts on iOS 26 (text.json, text-two-body-texts-default-spacing);
    /// OpenSwiftUI's SF leading of 0 gives 0.
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
