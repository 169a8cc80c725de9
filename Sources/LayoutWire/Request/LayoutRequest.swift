public import LayoutEngine

/// A decoded `POST /v1/layout` body: the engine's tree plus what the service needs around it.
public struct LayoutRequest: Sendable {
    /// The lowered tree. When the root is an `EmptyView` (which makes no node) the tree holds a
    /// single childless stack that sizes to 0×0; `index` does not refer to it.
    public var tree: LayoutTree
    /// `proposal.width` / `proposal.height`: `nil` for `null` (the default), `.infinity` for `"infinity"`.
    public var proposal: ProposedViewSize
    /// `environment.displayScale`: 1, 2 or 3 (default 3).
    public var displayScale: Double
    /// `environment.profile`: the text measurement profile, `"sf-compat"` (default) or `"font-native"`.
    public var profile: String
    /// `environment.layoutDirection`: right to left mirrors leading and trailing.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `trace`: whether the response carries the layout's trace (`LayoutTrace`).
    public var trace = false
    /// `environment.safeAreaInsets`, or the insets of `environment.device`.
    public var safeAreaInsets = EdgeInsets()
    /// The display corner radius of `environment.device` (`DevicePreset`); nil without a device.
    public var deviceCornerRadius: Double?
    /// `geometry`: the layout frames (the default), the frames as drawn on the pixel grid, or both.
    public var geometry: GeometryMode = .layout
    /// Where each wire view and modifier went in `tree`, for writing the response.
    public var index: WireIndex
    /// The number of layout nodes the request made (the `EmptyView` root placeholder is not counted).
    public var nodeCount: Int

    /// The trace bound of `layout(measurer:)`; the service sets its own (`LAYOUT_MAX_TRACE_EVENTS`).
    public static let defaultTraceLimit = 10_000

    /// Lays the request out with `measurer` at the request's display scale.
    /// `fastPaths: false` lays out without the pass's shortcuts (`LayoutEnvironment.fastPaths`).
    public func layout(measurer: any TextMeasuring, fastPaths: Bool = true) -> LayoutResult {
        var environment = LayoutEnvironment(displayScale: displayScale, textMeasurer: measurer)
        environment.fastPaths = fastPaths
        environment.layoutDirection = layoutDirection
        if trace { environment.traceLimit = Self.defaultTraceLimit }
        environment.safeAreaInsets = safeAreaInsets
        return computeLayout(of: tree, proposal: proposal, environment: environment)
    }
}

/// Which frames a response reports.
///
/// SwiftUI lays out in unrounded points and rounds only what it draws (`PixelGrid`); a client
/// that compares numbers with a GeometryReader wants the first, one that draws wants the second.
public enum GeometryMode: Sendable, Hashable {
    /// Unrounded layout frames, as a GeometryReader sees them (the default).
    case layout
    /// Frames, text lines and baselines as SwiftUI draws them, on the display scale's pixel grid.
    case drawn
    /// Both: `frame` is the layout frame and `drawnFrame` the drawn one (lines carry `drawn`).
    case both
}

/// Bounds checked while reading a request, so that a hostile body costs bounded time and stack.
public struct WireLimits: Sendable, Hashable {
    /// The most layout nodes a request may make: one per view and one per modifier layer
    /// (environment modifiers and `resizable` make none). Default 10,000.
    public var maxNodes: Int
    /// The most view levels: the root is level 1, each child and each overlay or background
    /// `content` one more. Default 64.
    public var maxDepth: Int

    /// Limits with the given bounds (defaults as documented on each property).
    /// The most layout layers (views and modifier layers) nested along any path. Layout recurses
    /// once per layer, so this bounds its stack. Measured on a server worker thread: a chain of
    /// 2,000 layers overflowed in a debug build and 16,000 in a release build; 256 leaves a wide
    /// margin and is still four modifiers for every one of `maxDepth` view levels. Default 256.
    public var maxLayers: Int
    /// The most UTF-8 bytes all of a request's Texts may hold together. Text is the costly part
    /// of a layout: every new word is shaped, and a measured character takes about 40 bytes
    /// while it is laid out; a 3.9 MB body of random words took 8 s and 300 MB. Default 256 KiB,
    /// far more than a screen shows.
    public var maxTextBytes: Int

    public init(maxNodes: Int = 10_000, maxDepth: Int = 64, maxLayers: Int = 256, maxTextBytes: Int = 256 << 10) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxLayers = maxLayers
        self.maxTextBytes = maxTextBytes
    }

    /// 10,000 nodes and 64 view levels.
    public static let `default` = WireLimits()

    /// The JSON nesting that `maxDepth` view levels need, and so the most the reader accepts.
    ///
    /// The request object and `view` take 2 levels; each further view level takes at most 3
    /// (`modifiers` → modifier → `content`, or 2 through `children`); a view's own parameters
    /// reach at most 4 below it (`modifiers` → modifier → `alignment` → `horizontal`). That gives
    /// 3 × maxDepth + 3: 195 for the default of 64.
    public var maxJSONDepth: Int { 3 * maxDepth + 3 }
}
