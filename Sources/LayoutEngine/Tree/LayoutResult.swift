/// What a layout produces: the root's size, every node's frame in root coordinates, and the
/// laid-out lines of every Text.
public struct LayoutResult: Sendable {
    /// The size the root reported for the proposal.
    public var size: Size
    /// Frames indexed by `NodeID.index`, origin top-left of the root's coordinate space.
    public var frames: [Rect]
    /// Laid-out text, for the nodes that are Texts.
    public var texts: TextLayouts
    /// Size-cache statistics for this layout (for benchmarks).
    public var cacheHits: Int
    public var cacheMisses: Int
    /// The work the layout did: for each size or explicit guide worked out (not found in a
    /// cache), one unit plus one per child of the node; and what each Text's sizing or line
    /// breaking walked: one per line-break segment, one per grapheme of a word split across lines.
    /// A Text's answers that need no line breaking (on one line, 0×0, zero width) count nothing:
    /// each takes a few instructions and follows a counted query of its container.
    public var work: Int
    /// False when the layout stopped at its work limit; the frames are then meaningless.
    public var isComplete: Bool
    /// What the pass did, when the environment asked for a trace (`traceLimit`).
    public var trace: LayoutTrace?
    /// Per node, whether it was placed; empty when every node was (the usual case).
    private var placed: [Bool] = []

    public init(size: Size, frames: [Rect], texts: TextLayouts, cacheHits: Int, cacheMisses: Int, work: Int, isComplete: Bool) {
        self.size = size
        self.frames = frames
        self.texts = texts
        self.cacheHits = cacheHits
        self.cacheMisses = cacheMisses
        self.work = work
        self.isComplete = isComplete
    }

    public subscript(id: NodeID) -> Rect { frames[id.index] }

    /// Whether node `id` was placed. A view a container does not show (the children of a
    /// ViewThatFits it did not choose) is not placed, and neither is anything inside it: its
    /// frame is meaningless.
    public func isPlaced(_ id: NodeID) -> Bool { isPlaced(nodeIndex: id.index) }

    /// `isPlaced` by position in `frames`.
    public func isPlaced(nodeIndex: Int) -> Bool { placed.isEmpty || placed[nodeIndex] }

    /// The layout as it is in a right-to-left environment: every frame and text line mirrored
    /// about the root's vertical centre line.
    ///
    /// SwiftUI lays out in leading-to-trailing coordinates and, in a right-to-left environment,
    /// flips each view's origin within its parent as it is placed, `x = parentWidth − maxX`
    /// (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/View/ViewGeometry.swift`,
    /// `finalizeLayoutDirection`), the root's within the proposed size. Flipping every level
    /// within its parent is the same as mirroring the absolute frames once about the root:
    /// stacks run trailing to leading, leading alignments and padding land on the right, offsets
    /// and positions move in the mirrored space, and a Text's lines align to its right edge.
    /// `about`, when given, is the mirror line instead of the root's centre (a host with
    /// safe-area insets mirrors its whole screen).
    mutating func mirrorHorizontally(root id: NodeID, about line: Double? = nil) {
        let root = frames[id.index]
        guard root.origin.x.isFinite, root.size.width.isFinite else { return }
        let axis = line ?? root.origin.x + root.size.width / 2
        for i in frames.indices where frames[i].origin.x.isFinite && frames[i].size.width.isFinite {
            frames[i].origin.x = 2 * axis - frames[i].origin.x - frames[i].size.width
        }
        texts.mirrorHorizontally(about: axis)
    }

    /// Marks the subtrees under `roots` as not placed.
    mutating func markNotPlaced(_ roots: [NodeID], in tree: LayoutTree) {
        placed = Array(repeating: true, count: frames.count)
        var pending = roots
        while let id = pending.popLast() {
            placed[id.index] = false
            pending.append(contentsOf: tree.children(of: id))
        }
    }
}

/// The laid-out Texts of one layout, found by node.
///
/// A row per node rather than a dictionary: a large layout places tens of thousands of texts,
/// and the response encoder looks each one up; neither needs hashing this way.
public struct TextLayouts: Sendable {
    /// Per node, its text's index in `layouts`, or −1; empty until the first text is placed.
    private var rows: [Int32] = []
    private var layouts: [TextLayout] = []
    private let nodeCount: Int

    init(nodeCount: Int) { self.nodeCount = nodeCount }

    /// The layout of Text `id`, or `nil` when `id` is no Text (or was not placed).
    public subscript(id: NodeID) -> TextLayout? {
        guard rows.indices.contains(id.index) else { return nil }
        let row = rows[id.index]
        return row < 0 ? nil : layouts[Int(row)]
    }

    /// How many texts were placed.
    public var count: Int { layouts.count }

    mutating func reserveCapacity(_ n: Int) { layouts.reserveCapacity(n) }

    /// Every line's box mirrored about the vertical line at `x = axis`.
    mutating func mirrorHorizontally(about axis: Double) {
        for t in layouts.indices {
            for l in layouts[t].lines.indices {
                let line = layouts[t].lines[l]
                if line.x.isFinite && line.width.isFinite { layouts[t].lines[l].x = 2 * axis - line.x - line.width }
            }
        }
    }

    /// Records the layout of Text `id` (placed once per layout, like every node).
    mutating func set(_ layout: TextLayout, for id: NodeID) {
        if rows.isEmpty { rows = Array(repeating: -1, count: nodeCount) }
        rows[id.index] = Int32(layouts.count)
        layouts.append(layout)
    }
}

/// The lines SwiftUI would draw for one Text, in root coordinates once placed.
public struct TextLayout: Sendable, Hashable {
    public var lines: [TextLine]
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var truncated: Bool
    public var font: Font
    public var metrics: FontMetrics
}

/// One laid-out line of a Text.
public struct TextLine: Sendable, Hashable {
    /// The characters shown: trailing spaces removed, "…" appended when truncated.
    public var text: String
    /// The UTF-16 range of the source string this line shows (JavaScript indexes strings this way).
    public var range: Range<Int>
    public var x: Double
    /// Top of the line box.
    public var y: Double
    public var width: Double
    public var baseline: Double
    /// Whether `allowsTightening` compressed the line's text into `width`.
    public var tightened = false
    /// Whether `width` is the line shaped as one run, tracked between all its characters (head
    /// and middle truncation), rather than the sum of its line-break segments, each tracked
    /// between its own characters only: a drawing that spaces the characters apart needs to know.
    public var shapedWhole = false
}

/// The direction leading and trailing run in (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}

/// Settings that affect layout as a whole.
public struct LayoutEnvironment: Sendable {
    /// Pixels per point (1, 2 or 3): text sizes round up to a pixel, a Divider is one pixel thick.
    public var displayScale: Double
    /// Right to left mirrors every placement horizontally (`LayoutResult.mirrorHorizontally`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// When set, the layout records a `LayoutTrace` of at most this many events.
    public var traceLimit: Int?
    /// The host's safe-area insets (leading and trailing in the layout direction): the root is
    /// proposed and placed inside them, and `ignoresSafeArea` lets views grow into them.
    public var safeAreaInsets = EdgeInsets()
    public var textMeasurer: any TextMeasuring
    /// Measured texts kept between layouts, for `textMeasurer` only; `nil` measures afresh.
    public var textCache: TextSegmentCache?
    /// `false` turns every shortcut of the pass off: each node is memoised per proposal (no
    /// `everyQuery` or `once` route), a Text is always line-broken (no quick answer), and a
    /// stack plans its children at every query (no plan reuse). The frames must not change;
    /// `FastPathTests` checks it on every conformance case and on random trees.
    public var fastPaths = true

    public init(displayScale: Double = 3, textMeasurer: any TextMeasuring, textCache: TextSegmentCache? = nil) {
        self.displayScale = displayScale
        self.textMeasurer = textMeasurer
        self.textCache = textCache
    }
}
