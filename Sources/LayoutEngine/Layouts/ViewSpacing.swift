// Fidelity: OpenSwiftUI Spacing.swift, Text+Spacing.swift;
// https://fatbobman.com/en/posts/spacing-of-swiftui/.
// Status: the 8 pt default and the 0 next to a Spacer are High confidence; the text categories
// are Low (derived from OpenSwiftUI, not yet checked against Apple).

/// What one edge of a view asks of its neighbour when a stack uses default spacing.
///
/// SwiftUI's `ViewSpacing` holds a view's four edges together; here each edge is worked out on
/// its own (`EdgeSpacing.of`), because a stack only ever asks for the two edges along its axis
/// and building all four for every child cost a sixth of a large layout.
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
    /// maximum per category (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`).
    func merged(with o: EdgeSpacing) -> EdgeSpacing {
        EdgeSpacing(plain: plain || o.plain, spacer: spacer && o.spacer, text: text || o.text,
                    textToPlain: max(textToPlain, o.textToPlain), textToText: max(textToText, o.textToText))
    }
}

