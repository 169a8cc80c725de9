/// What a parameter takes, in SwiftUI's types; each is read into its wire form by
/// `Translator.read(_:_:)`.
enum ArgumentKind {
    /// `CGFloat` or `CGFloat?` (a literal `nil` leaves the member out); `.infinity` allowed.
    case length
    /// A finite `CGFloat`.
    case number
    /// `CGFloat?` where `nil` is written as JSON `null`.
    case numberOrNull
    /// `minimumScaleFactor`'s factor: a value from outside is 1, no scaling.
    case scaleFactor
    /// `defaultMinListRowHeight`'s height: a finite length of 0 or more; a value from outside is
    /// 44, the least height iOS gives rows without one (`Lowering.minRowHeight`, measured).
    case rowHeight
    case integer
    /// `lineLimit`'s limit: `Int?` where `nil` is written as JSON `null` (`lineLimit(nil)`), or
    /// iOS 16's `...n`, a `PartialRangeThrough` that lets the text take at most n lines, as `n`
    /// does (Apple, `lineLimit(_:)` with a `PartialRangeThrough<Int>`). The ranges with a lower
    /// bound reserve space for lines the text does not fill, which the wire does not model.
    case lineLimit
    case bool
    case string
    /// `Alignment`: the nine names or `Alignment(horizontal:vertical:)`.
    case alignment
    /// `HorizontalAlignment`, with custom guides.
    case horizontalAlignment
    /// `VerticalAlignment`, with custom guides.
    case verticalAlignment
    /// Either, as `safeAreaInset(edge:alignment:)` takes the one across its edge.
    case eitherAlignment
    /// `Edge.Set`: a name or an array literal of names.
    case edgeSet
    case edge
    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    case edgeInsets
    case font
    case fontWeight
    /// `Font.Design?` where `nil` is written as JSON `null` (`fontDesign(nil)`).
    case fontDesignOrNull
    case textAlignment
    case truncationMode
    /// `Text.Case?` where `nil` is written as JSON `null` (`textCase(nil)`).
    case textCaseOrNull
    case dynamicTypeSize
    case contentMode
    /// `Image.Scale`.
    case imageScale
    /// `ControlSize`.
    case controlSize
    /// `Visibility`, and `VerticalEdge.Set` (`.all`, `.top`, `.bottom`).
    case visibility, verticalEdges
    /// Any expression, written as its source text (`Image(uiImage: photo)`'s `photo`).
    case sourceText
    /// `Axis.Set`: a name or `[.horizontal, .vertical]`.
    case axes
    /// `UnitPoint`: a name or `UnitPoint(x:y:)`.
    case unitPoint
    case safeAreaRegions
    /// A `ShapeStyle` that is a colour: `Color.red` or `.red`.
    case color
    /// `[GridItem]`.
    case gridItems
    /// `alignmentGuide`'s guide: a built-in guide or a custom one.
    case guideName
    /// `alignmentGuide`'s `computeValue` closure.
    case guideValue
    /// One view: a `@ViewBuilder` closure or a view expression (`content`).
    case view
    /// `overlay`'s and `background`'s content: one view, or several, which the modifier
    /// "collects into an implicit ZStack" that its alignment positions (Apple,
    /// `overlay(alignment:content:)` and `background(alignment:content:)`).
    case layers
    /// A `@ViewBuilder` closure whose views are the children.
    case children
    /// A GeometryReader's closure, whose parameter (the proxy) is not readable data.
    case proxyChildren
    /// A style that changes no size (`RoundedRectangle(cornerRadius:style:)`): read, checked
    /// to be a name, left out of the wire.
    case ignoredName
    /// A value `Text(_:format:)` or `Text(_:style:)` formats: a stand-in of its source text,
    /// since the formatting (dates, numbers, units) is not reproduced.
    case formatted
    /// An argument that only says how a value is formatted (`format:`, `style:`): not read.
    case unread
    /// `containerRelativeFrame`'s closure, `{ length, axis in length * 0.8 }`: its one
    /// expression over the container's length.
    case containerLength

    /// Whether a trailing closure can be this argument.
    var takesClosure: Bool {
        switch self {
        case .guideValue, .view, .layers, .children, .proxyChildren, .containerLength: true
        default: false
        }
    }
}
