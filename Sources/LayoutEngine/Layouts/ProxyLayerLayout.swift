// Fidelity: the SwiftUI semantics of GeometryProxy (Apple's documentation, GeometryProxy.size:
// "the size of the container view"); the reader's size is its proposal (GeometryReaderLayout).

/// A frame, padding, offset or position whose lengths are read from the nearest enclosing
/// GeometryReader's proxy: `frame(width: proxy.size.width * 0.5)`. Each length is an
/// expression over the reader's size (`width`, `height`).
public enum ProxyLayer: Sendable, Hashable {
    case frame(width: GuideExpression?, height: GuideExpression?, alignment: Alignment)
    case flexibleFrame(ProxyFlexibleFrame)
    case padding(top: GuideExpression, leading: GuideExpression, bottom: GuideExpression, trailing: GuideExpression)
    case offset(x: GuideExpression, y: GuideExpression)
    case position(x: GuideExpression, y: GuideExpression)

    /// The plain layer this is inside a reader of `size`.
    func resolved(in size: Size) -> NodeKind {
        let d = ViewDimensions(size: size)
        func value(_ e: GuideExpression) -> Double { e.evaluate(d) }
        // A length is never negative where SwiftUI's frames take lengths (a negative one is
        // clamped to 0, as `frame` does with a negative literal in the wire's reading).
        func length(_ e: GuideExpression?) -> Double? { e.map { max(value($0), 0) } }
        switch self {
        case .frame(let w, let h, let alignment): return .frame(width: length(w), height: length(h), alignment: alignment)
        case .flexibleFrame(let f):
            return .flexibleFrame(FlexibleFrameSpec(
                minWidth: length(f.minWidth), idealWidth: length(f.idealWidth), maxWidth: f.maxWidth.map { max(value($0), 0) },
                minHeight: length(f.minHeight), idealHeight: length(f.idealHeight), maxHeight: f.maxHeight.map { max(value($0), 0) },
                alignment: f.alignment))
        case .padding(let top, let leading, let bottom, let trailing):
            return .padding(EdgeInsets(top: value(top), leading: value(leading), bottom: value(bottom), trailing: value(trailing)))
        case .offset(let x, let y): return .offset(x: value(x), y: value(y))
        case .position(let x, let y): return .position(x: value(x), y: value(y))
        }
    }
}

/// A flexible frame's bounds as proxy expressions.
public struct ProxyFlexibleFrame: Sendable, Hashable {
    public var minWidth, idealWidth, maxWidth: GuideExpression?
    public var minHeight, idealHeight, maxHeight: GuideExpression?
    public var alignment: Alignment

    public init(minWidth: GuideExpression? = nil, idealWidth: GuideExpression? = nil, maxWidth: GuideExpression? = nil,
                minHeight: GuideExpression? = nil, idealHeight: GuideExpression? = nil, maxHeight: GuideExpression? = nil,
                alignment: Alignment = .center) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }
}

/// A `ProxyLayer`: the plain layer it resolves to inside the nearest GeometryReader, whose
/// size the pass knows while it places the reader's content (`LayoutPass.proxy`).
///
/// A reader sizes itself from its proposal alone and asks its content nothing until it places
/// it, once, at its final size; so everything below a reader is sized for one proxy per layout,
/// and these layers need no memo of their own. Outside any reader the proxy is the root's
/// container, the same for every query of a layout.
/// Child proposal, own size and placement: those of the resolved layer.
struct ProxyLayerLayout: LayoutAlgorithm {
    var layer: ProxyLayer

    /// The plain layer's algorithm for the reader around it now.
    private func algorithm(_ subviews: Subviews) -> any LayoutAlgorithm {
        switch layer.resolved(in: subviews.proxySize) {
        case .frame(let w, let h, let a): FrameLayout(width: w, height: h, alignment: a)
        case .flexibleFrame(let spec): FlexibleFrameLayout(spec: spec)
        case .padding(let insets): PaddingLayout(insets: insets)
        case .offset(let x, let y): OffsetLayout(offset: Point(x: x, y: y))
        case .position(let x, let y): PositionLayout(position: Point(x: x, y: y))
        default: IdentityLayout()  // `resolved` makes only the layers above
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        algorithm(subviews).sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        algorithm(subviews).placeSubviews(in: size, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews) -> Double? {
        algorithm(subviews).explicitAlignment(key, in: size, proposal: proposal, subviews: subviews)
    }
}
