/// The closed set of behaviours a node can have: one view, or one modifier layer.
///
/// Modifiers wrap the previous layer, so `Color.frame(width: 50).padding(10)` becomes
/// `padding → frame → color`. Overlay and background have two children: the primary, then the
/// secondary content.
public enum NodeKind: Sendable {
    // Leaves.
    /// Color and the shapes that size like it; `circle` answers a square (OpenSwiftUI `Sources/OpenSwiftUICore/Shape/Shapes.swift`; Fixtures leaves.json).
    case shape(isCircle: Bool)
    case image(intrinsic: Size, resizable: Bool)
    // Large payloads are boxed so that reading a node's kind copies a few words, not a struct.
    indirect case text(TextContent)
    /// `axis` is the innermost enclosing stack's major axis, `nil` outside a stack.
    case spacer(minLength: Double?, axis: Axis?)
    /// `stackAxis` is the enclosing stack's major axis; the line runs across it.
    case divider(stackAxis: Axis?)

    // Containers.
    case stack(StackSpec)
    case zStack(alignment: Alignment)
    /// Takes its proposal and lays every child out in it from its top-leading corner.
    case geometryReader
    /// One child, its content (the wire wraps several views in an implicit VStack), proposed
    /// `nil` along the scroll axes.
    case scrollView(axes: AxisSet)
    /// Shows the first child whose ideal size fits the proposal along `axes`, else the last;
    /// the others are not placed.
    case viewThatFits(axes: AxisSet)
    /// A LazyVStack (`axis == .vertical`) or LazyHStack: children proposed `nil` along the axis.
    case lazyStack(StackSpec)
    /// A LazyVGrid (`axis == .vertical`: the items are columns) or LazyHGrid (rows).
    indirect case lazyGrid(LazyGridSpec)
    /// Grid: its children are GridRows (`gridRow`) and views that are rows of one cell spanning
    /// every column; the Grid lays out its rows' cells itself.
    case grid(GridSpec)
    /// A row of a Grid: its children are the row's cells, which the Grid places. `alignment`
    /// overrides the Grid's vertical alignment for the row.
    case gridRow(alignment: AlignmentKey?)

    // Modifier layers (exactly one child, except overlay and background).
    indirect case frame(width: Double?, height: Double?, alignment: Alignment)
    indirect case flexibleFrame(FlexibleFrameSpec)
    /// `containerRelativeFrame`: a frame whose length on its axes comes from the nearest
    /// ScrollView or the root (`ContainerRelativeFrameLayout`).
    indirect case containerRelativeFrame(ContainerRelativeFrameSpec)
    case padding(EdgeInsets)
    case overlay(alignment: Alignment)
    case background(alignment: Alignment)
    /// A border is an overlay of a stroked rectangle: the layer has its child's frame.
    case border(width: Double)
    /// A view the platform draws around its content (UIKit's text field behind a TextField or
    /// SecureField): laid out exactly as its one child, but a stack's default spacing sees a
    /// plain view, not the text inside (measured: 8 between text fields in a VStack, where two
    /// body Texts are 2 apart; docs/evidence/controls.md, "TextField").
    case platformView
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(ratio: Double?, fill: Bool)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case alignmentGuide(AlignmentKey, GuideExpression)
    case relativeProposed(width: Double, height: Double)
    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` or `gridCellUnsizedAxes`: a
    /// layer that lays out like its child and that only a Grid reads (`GridCellSpec`).
    case gridCell(GridCellSpec)
    /// `ignoresSafeArea`: the child grows into the safe-area insets its frame touches on `edges`
    /// (empty when the regions leave out the container region, the only one modelled).
    case ignoresSafeArea(edges: EdgeSet)
    /// `safeAreaInset`: two children, the modified view and the content shown at `edge`.
    indirect case safeAreaInset(SafeAreaInsetSpec)
    /// `safeAreaPadding`: pads its child as `padding` does and adds the insets to its safe area.
    case safeAreaPadding(EdgeInsets)
    /// A frame, padding, offset or position whose lengths come from the nearest enclosing
    /// GeometryReader's size (`ProxyLayerLayout`).
    indirect case proxyLayer(ProxyLayer)
    /// NavigationStack: two children, the navigation bar `barHeight` tall and the content
    /// below it (`NavigationStackLayout`).
    case navigationStack(barHeight: Double)
}

/// Parameters of `safeAreaInset(edge:alignment:spacing:content:)`.
public struct SafeAreaInsetSpec: Sendable, Hashable {
    public var edge: Edge
    /// The guide across `edge`'s axis that the content lines up on with the modified view.
    public var alignment: AlignmentKey
    /// `nil` uses the default spacing between the two views.
    public var spacing: Double?

    public init(edge: Edge, alignment: AlignmentKey? = nil, spacing: Double? = nil) {
        self.edge = edge
        self.alignment = alignment ?? (edge.axis == .vertical ? .horizontalCenter : .verticalCenter)
        self.spacing = spacing
    }
}

/// Parameters of an HStack (`axis == .horizontal`) or a VStack.
public struct StackSpec: Sendable, Hashable {
    public var axis: Axis
    /// The guide on the minor axis that the children line up on.
    public var alignment: AlignmentKey
    /// `nil` uses SwiftUI's default spacing between each pair (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`; `ViewSpacing+Nodes.swift`).
    public var spacing: Double?

    public init(axis: Axis, alignment: AlignmentKey? = nil, spacing: Double? = nil) {
        self.axis = axis
        self.alignment = alignment ?? (axis == .horizontal ? .verticalCenter : .horizontalCenter)
        self.spacing = spacing
    }
}

/// The bounds of a flexible frame, already normalised (`normalise` below).
public struct FlexibleFrameSpec: Sendable, Hashable {
    public var minWidth, idealWidth, maxWidth: Double?
    public var minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        let w = Self.normalise(minWidth, idealWidth, maxWidth)
        let h = Self.normalise(minHeight, idealHeight, maxHeight)
        (self.minWidth, self.idealWidth, self.maxWidth) = w
        (self.minHeight, self.idealHeight, self.maxHeight) = h
        self.alignment = alignment
    }

    /// A negative minimum becomes 0, an ideal below the minimum rises to it, a maximum below the
    /// ideal (or below 0 without an ideal) rises to that (verified against Apple's binary by
    /// OpenSwiftUI's dual tests, `Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift`).
    static func normalise(_ lo: Double?, _ ideal: Double?, _ hi: Double?) -> (Double?, Double?, Double?) {
        let minimum = lo.map { max($0, 0) }
        let idealValue = ideal.map { max($0, minimum ?? -.infinity) }
        let maximum = hi.map { max($0, idealValue ?? 0) }
        return (minimum, idealValue, maximum)
    }

    public func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// A Text's content and the environment that shapes it.
public struct TextContent: Sendable, Hashable {
    public var string: String
    public var font: Font
    public var alignment: TextAlignment
    /// What happens when the text has more lines than it may show.
    public var rules: TextRules

    public init(_ string: String, font: Font = .body, lineLimit: Int? = nil, alignment: TextAlignment = .leading,
                rules: TextRules = TextRules()) {
        self.string = string
        self.font = font
        self.alignment = alignment
        self.rules = rules
        if lineLimit != nil { self.rules.lineLimit = lineLimit }
    }

    public var lineLimit: Int? {
        get { rules.lineLimit }
        set { rules.lineLimit = newValue }
    }
}

/// How a Text fits more lines than it may show: SwiftUI's `lineLimit`, `truncationMode`,
/// `minimumScaleFactor` and `allowsTightening`.
public struct TextRules: Sendable, Hashable {
    /// At most this many lines; `nil` means no limit.
    public var lineLimit: Int?
    /// Where "…" goes when the text is truncated (default `.tail`).
    public var truncationMode: TruncationMode
    /// How far the font may shrink before the text truncates (0 to 1; 1 never shrinks).
    public var minimumScaleFactor: Double
    /// Whether the last line may be compressed rather than truncated (see `Tightening`).
    public var allowsTightening: Bool

    public init(lineLimit: Int? = nil, truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
                allowsTightening: Bool = false) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
    }
}
