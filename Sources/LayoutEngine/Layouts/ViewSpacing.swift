// Fidelity: layout-semantics §4 (OpenSwiftUI Spacing.swift, Text+Spacing.swift). Status: the
// 8 pt default and the 0 next to a Spacer are High confidence; the text categories are Low
// (derived from OpenSwiftUI, not yet checked against Apple, §12.3).

/// What one edge of a view asks of its neighbour when a stack uses default spacing.
struct EdgeSpacing: Sendable {
    /// A plain (non-text) view touches this edge.
    var plain = false
    /// A Spacer touches this edge along its axis: it asks for no gap.
    var spacer = false
    /// A text touches this edge.
    var text = false
    /// The gap this text edge asks of a plain neighbour (the largest when several texts touch).
    var textToPlain = 0.0
    /// The gap this text edge asks of a text neighbour: its font's leading, rounded up.
    var textToText = 0.0

    static let plainEdge = EdgeSpacing(plain: true)

    /// Merges the preferences of several children touching the same edge of a container: the
    /// maximum per category (layout-semantics §4.2 rule 5).
    func merged(with o: EdgeSpacing) -> EdgeSpacing {
        EdgeSpacing(plain: plain || o.plain, spacer: spacer && o.spacer, text: text || o.text,
                    textToPlain: max(textToPlain, o.textToPlain), textToText: max(textToText, o.textToText))
    }
}

/// A view's spacing preferences on its four edges (SwiftUI's `ViewSpacing`).
struct ViewSpacing: Sendable {
    var top, leading, bottom, trailing: EdgeSpacing

    static let plain = ViewSpacing(top: .plainEdge, leading: .plainEdge, bottom: .plainEdge, trailing: .plainEdge)

    /// The edge at the start (`leading`/`top`) or end of `axis`.
    func edge(_ axis: Axis, start: Bool) -> EdgeSpacing {
        axis == .horizontal ? (start ? leading : trailing) : (start ? top : bottom)
    }

    mutating func set(_ axis: Axis, start: Bool, _ e: EdgeSpacing) {
        switch (axis, start) {
        case (.horizontal, true): leading = e
        case (.horizontal, false): trailing = e
        case (.vertical, true): top = e
        case (.vertical, false): bottom = e
        }
    }

    /// Both edges across `axis` replaced by plain ones (padding, fixed frames).
    func plain(across axis: Axis) -> ViewSpacing {
        var s = self
        s.set(axis, start: true, .plainEdge)
        s.set(axis, start: false, .plainEdge)
        return s
    }

    func merged(with o: ViewSpacing) -> ViewSpacing {
        ViewSpacing(top: top.merged(with: o.top), leading: leading.merged(with: o.leading),
                    bottom: bottom.merged(with: o.bottom), trailing: trailing.merged(with: o.trailing))
    }
}
