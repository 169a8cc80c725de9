// Fidelity: Fixtures geometryreader.json (sources: Tests/ConformanceTests/CONTAINER-SOURCES.md). Status: complete for a
// reader that only lays out; what a client reads from its proxy is the frame reported for it.

/// GeometryReader: as greedy as a Color, and a plain top-leading box for its children.
///
/// Child proposal: the reader's own size, to every child (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift`, `GeometryReaderLayout`).
/// Own size: the proposal, `nil` replaced by 10. The reader has no layout of its own that its
/// parent sees (OpenSwiftUI sets no layout computer), so the default leaf rule sizes it and no
/// explicit alignment guide of its children comes out of it.
/// Placement: every child at the reader's top-leading corner; several children overlap (apps
/// linked against iOS 14 and later; the SwiftUI Field Guide's GeometryReader page).
struct GeometryReaderLayout: LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        // What the content reads from the proxy (`ProxyLayerLayout`): this size.
        subviews.defineProxy(size)
        let p = ProposedViewSize(size)
        for i in 0..<subviews.count { subviews[i].place(at: .zero, proposal: p) }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        nil
    }
}
