/// Parameters of a Grid.
public struct GridSpec: Sendable, Hashable {
    /// Where each view sits in its cell, unless its row, column or own anchor says otherwise.
    public var alignment: Alignment
    /// `nil` uses the default of 8 (a choice: Apple's Grid documentation names no value).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// What one grid cell modifier says; each layer sets one field, `nil` elsewhere.
public struct GridCellSpec: Sendable, Hashable {
    /// `gridCellColumns(_:)`: how many columns the cell spans.
    public var columns: Int?
    /// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's whole column.
    public var columnAlignment: AlignmentKey?
    /// `gridCellAnchor(_:)`: the unit point of the cell the view's same point goes to.
    public var anchor: Point?
    /// `gridCellUnsizedAxes(_:)`: the axes on which the cell does not size its row or column.
    public var unsizedAxes: AxisSet?

    public init(columns: Int? = nil, columnAlignment: AlignmentKey? = nil, anchor: Point? = nil, unsizedAxes: AxisSet? = nil) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedAxes = unsizedAxes
    }

    /// `self` with the fields it leaves `nil` taken from `inner` (the outer modifier wins, as
    /// the outer `layoutPriority` does).
    func merged(over inner: GridCellSpec) -> GridCellSpec {
        GridCellSpec(columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
                     anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
    }
}

/// Parameters of a LazyVGrid (`axis == .vertical`: items are columns, views flow downward) or
/// a LazyHGrid (`axis == .horizontal`: items are rows, views flow to the trailing side).
public struct LazyGridSpec: Sendable, Hashable {
    public var axis: Axis
    public var items: [GridItemSpec]
    /// The guide across the tracks that places a view in its cell (LazyVGrid: horizontal),
    /// unless its GridItem has an alignment.
    public var alignment: AlignmentKey
    /// Between the lines of views along `axis`; `nil` uses 8 (objc.io, "SwiftUI's Grid Views").
    public var spacing: Double?

    public init(axis: Axis, items: [GridItemSpec], alignment: AlignmentKey? = nil, spacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment ?? (axis == .vertical ? .horizontalCenter : .verticalCenter)
        self.spacing = spacing
    }
}

/// One `GridItem`: a column of a LazyVGrid or a row of a LazyHGrid.
public struct GridItemSpec: Sendable, Hashable {
    /// The most items one lazy grid takes: each makes at least one track, and the tracks of
    /// all together are bounded (`LazyGridTracks.maxTracks`).
    public static let maxItems = LazyGridTracks.maxTracks
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit, sharing the item's space equally.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The gap after this track; `nil` uses 8 (objc.io, "SwiftUI's Grid Views").
    public var spacing: Double?
    /// Where a view sits in its cell; `nil` uses the grid's alignment, centred across it.
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
