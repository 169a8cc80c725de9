// Fidelity: Fixtures safe-area.json (derived from OpenSwiftUI's ports of SwiftUI, audited
// against SwiftUI 6.5, and Apple's documentation). Status: complete for the container region;
// the keyboard region is not modelled.

/// `ignoresSafeArea(_:edges:)`: the child grows into the safe-area insets its frame touches.
///
/// Child proposal: this layer's proposal grown by the insets the layer touches on `edges`
/// (`SafeAreaLevel.expansion`); `nil` and ∞ stay as they are.
/// Own size: the child's size for the layer's own proposal, so the parent's layout does not
/// change: only the child's frame moves out, from the layer's top-leading corner minus the
/// leading and top insets (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/SafeAreaIgnoringLayout.swift`,
/// `_SafeAreaRegionsIgnoringLayout.placement`). Apple: the modifier "expands the safe area of a
/// view"; edges left out "remain unchanged".
struct IgnoresSafeAreaLayout: LayoutAlgorithm {
    var edges: EdgeSet

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let insets = subviews.safeAreaExpansion(size: size, edges: edges)
        let grown = ProposedViewSize(width: proposal.width.map { $0 + insets.total(.horizontal) },
                                     height: proposal.height.map { $0 + insets.total(.vertical) })
        subviews[0].place(at: Point(x: -insets.leading, y: -insets.top), proposal: grown)
    }

    /// The child's guides as they are: where the child goes depends on where this layer is
    /// placed, which a guide query does not know (a choice; the sources are silent).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        subviews[0].explicitGuide(key, proposal)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: content at one edge, the modified view
/// inset from that edge by the content's length plus the spacing, its safe area likewise.
///
/// Child proposal (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`,
/// `InsetViewLayout`): along the edge's axis the content is offered the proposal minus the
/// spacing minus the modified view's length at a zero proposal; the modified view is offered
/// the proposal minus the content's length and the spacing (never below zero; `nil` stays).
/// Across the axis both get the proposal, and when placed a `nil` there becomes the size.
/// Own size: content + spacing + view along the axis, the larger of the two across it.
/// Placement: the view at the opposite edge, centred across; the content at `edge`, its
/// alignment guide on the view's. The view's safe area loses the content's length plus the
/// spacing at `edge`, measured for a proposal of the layer's own size.
struct SafeAreaInsetLayout: LayoutAlgorithm {
    var spec: SafeAreaInsetSpec

    private var axis: Axis { spec.edge.axis }

    func spacing(_ s: Subviews) -> Double {
        spec.spacing ?? StackSpacing.distance(s[0].spacing(ViewEdge(axis: axis, start: false)),
                                              s[1].spacing(ViewEdge(axis: axis, start: true)), axis: axis)
    }

    /// The content's proposal for a layer proposed `p`, and the content's size.
    func content(_ p: ProposedViewSize, _ s: Subviews, spacing: Double) -> (ProposedViewSize, Size) {
        var cp = p
        if let length = p[axis] {
            let rest = max(length - spacing, 0)
            var probe = p
            probe[axis] = 0
            cp[axis] = max(rest - s[0].sizeThatFits(probe)[axis], 0)
        }
        return (cp, s[1].sizeThatFits(cp))
    }

    func primaryProposal(_ p: ProposedViewSize, contentSize: Size, spacing: Double) -> ProposedViewSize {
        var pp = p
        if let length = p[axis] { pp[axis] = max(length - (contentSize[axis] + spacing), 0) }
        return pp
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let gap = spacing(subviews)
        let (_, cs) = content(proposal, subviews, spacing: gap)
        let ps = subviews[0].sizeThatFits(primaryProposal(proposal, contentSize: cs, spacing: gap))
        var size = Size.zero
        size[axis] = cs[axis] + gap + ps[axis]
        size[axis.other] = max(cs[axis.other], ps[axis.other])
        return size
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        let gap = spacing(subviews), across = axis.other
        var p = proposal
        if p[across] == nil { p[across] = size[across] }
        let (cp, cs) = content(p, subviews, spacing: gap)
        let pp = primaryProposal(p, contentSize: cs, spacing: gap)
        let ps = subviews[0].sizeThatFits(pp)
        var po = Point.zero, co = Point.zero
        // The view sits at the far edge, the content at `edge`; both centred across at first.
        po[axis] = spec.edge.isStart ? size[axis] - ps[axis] : 0
        co[axis] = spec.edge.isStart ? 0 : size[axis] - cs[axis]
        po[across] = (size[across] - ps[across]) / 2
        co[across] = po[across] + subviews[0].guide(spec.alignment, pp, size: ps)
            - subviews[1].guide(spec.alignment, cp, size: cs)
        subviews[0].place(at: po, proposal: pp)
        subviews[1].place(at: co, proposal: cp)
        // The safe-area length is measured with the layer's size as the proposal (`primarySafeAreaInsets`).
        let (_, measured) = content(ProposedViewSize(size), subviews, spacing: gap)
        var insets = EdgeInsets()
        let length = measured[axis] + gap
        switch spec.edge {
        case .top: insets.top = length
        case .leading: insets.leading = length
        case .bottom: insets.bottom = length
        case .trailing: insets.trailing = length
        }
        subviews.defineSafeArea(SafeAreaLevel(rect: Rect(origin: .zero, size: size), insets: insets))
    }

    /// None: SwiftUI's inset layout answers no guide of its own.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }
}

/// `safeAreaPadding(_:_:)`: lays its child out as `padding` does and adds the insets to the
/// child's safe area. SwiftUI builds it from four `safeAreaInset`s of clear frames with zero
/// spacing (OpenSwiftUI `SafeAreaPaddingModifier`), whose layout reduces to padding by
/// non-negative insets and whose four one-edge regions resolve as one region with four edges.
///
/// Child proposal: the proposal minus the insets. Own size: the child's size plus the insets.
struct SafeAreaPaddingLayout: LayoutAlgorithm {
    var insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        PaddingLayout(insets: insets).sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        PaddingLayout(insets: insets).placeSubviews(in: size, proposal: proposal, subviews: subviews)
        subviews.defineSafeArea(SafeAreaLevel(rect: Rect(origin: .zero, size: size), insets: insets))
    }

    /// None: SwiftUI's inset layout answers no guide of its own.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }
}
