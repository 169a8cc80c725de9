import LayoutWire

/// SwiftUI's names for the wire's closed vocabularies, as Swift spells them after a dot.
enum Names {
    static let alignments = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                             "bottomLeading", "bottom", "bottomTrailing"]
    static let horizontal = ["leading", "center", "trailing"]
    static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let edgeSets = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
    static let edges = ["top", "leading", "bottom", "trailing"]
    static let textStyles = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
                             "callout", "footnote", "caption", "caption2"]
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let textAlignments = ["leading", "center", "trailing"]
    static let contentModes = ["fit", "fill"]
    static let regions = ["all", "container", "keyboard"]
    static let truncationModes = ["head", "middle", "tail"]
    static let textCases = ["uppercase", "lowercase"]
    static let fontDesigns = ["default", "monospaced", "rounded", "serif"]
    static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    /// SwiftUI's standard colours (Apple's `Color` documentation): the wire's `color` names.
    static let colors = SVGPaint.namesInOrder
}
