import LayoutEngine

/// A view description for tests, built into a `LayoutTree` with tags naming the nodes to check.
///
/// `hstack([color().frame(width: 50).tag("a"), spacer()])` reads like the SwiftUI it stands for.
public struct TestView {
    let make: (inout TestTreeBuilder) -> NodeID

    /// Wraps this view in a modifier layer of `kind`.
    public func modifier(_ kind: NodeKind) -> TestView {
        TestView { b in
            let child = make(&b)
            return b.builder.add(kind, children: [child])
        }
    }

    /// Names this layer (the outermost so far) so a test can read its frame.
    public func tag(_ name: String) -> TestView {
        TestView { b in
            let id = make(&b)
            b.tags[name] = id
            return id
        }
    }
}

/// Builder state while a `TestView` turns into a tree.
public struct TestTreeBuilder {
    var builder = LayoutTree.Builder()
    var tags: [String: NodeID] = [:]
    /// The major axis of the innermost enclosing HStack or VStack.
    var stackAxis: Axis?
}

/// A finished layout with access to tagged frames.
public struct TestLayout {
    public let result: LayoutResult
    public let tags: [String: NodeID]

    public subscript(tag: String) -> Rect { result[tags[tag]!] }
    public var size: Size { result.size }
    public func text(_ tag: String) -> TextLayout? { result.texts[tags[tag]!] }
}

extension TestView {
    /// Lays the view out for a proposal (`nil` = unspecified) at display scale `scale`.
    /// - Parameter customGuides: default values of custom guides `.custom(0)`, `.custom(1)`, …
    public func layout(_ width: Double?, _ height: Double?, scale: Double = 3,
                       measurer: any TextMeasuring = MonospaceTextMeasurer(),
                       customGuides: [GuideExpression] = [], textCache: TextSegmentCache? = nil,
                       traceLimit: Int? = nil) -> TestLayout {
        var b = TestTreeBuilder()
        for g in customGuides { _ = b.builder.customGuide(axis: .vertical, defaultValue: g) }
        let root = make(&b)
        let tree = b.builder.build(root: root)
        var environment = LayoutEnvironment(displayScale: scale, textMeasurer: measurer, textCache: textCache)
        environment.traceLimit = traceLimit
        let result = computeLayout(of: tree, proposal: ProposedViewSize(width: width, height: height), environment: environment)
        return TestLayout(result: result, tags: b.tags)
    }

    /// The tree alone (for benchmarks).
    public func tree() -> LayoutTree {
        var b = TestTreeBuilder()
        let root = make(&b)
        return b.builder.build(root: root)
    }
}
