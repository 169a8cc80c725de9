import LayoutEngine
import LayoutWire

/// SwiftUI's names for the wire's closed vocabularies, as Swift spells them after a dot: the
/// wire's own word lists and the engine's enums, so that a word the wire learns the reader
/// reads too. The alignments stay listed here: SwiftUI's `Alignment` has nine names, where the
/// wire's alignment words also name guides (`firstTextBaseline`, `horizontalCenter`, …).
enum Names {
    static let alignments = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                             "bottomLeading", "bottom", "bottomTrailing"]
    static let horizontal = ["leading", "center", "trailing"]
    static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let edgeSets = EdgeName.allCases.map(\.rawValue)
    /// Also the labels of `EdgeInsets(top:leading:bottom:trailing:)`, in order.
    static let edges = InsetEdgeName.allCases.map(\.rawValue)
    static let textStyles = TextStyle.allCases.map(\.rawValue)
    static let weights = WeightName.allCases.map(\.rawValue)
    static let textAlignments = TextAlignmentName.allCases.map(\.rawValue)
    static let contentModes = ContentModeName.allCases.map(\.rawValue)
    static let imageScales = ImageScaleName.allCases.map(\.rawValue)
    static let visibilities = VisibilityName.allCases.map(\.rawValue)
    static let verticalEdges = VerticalEdgesName.allCases.map(\.rawValue)
    static let regions = SafeAreaRegionName.allCases.map(\.rawValue)
    static let truncationModes = TruncationModeName.allCases.map(\.rawValue)
    static let textCases = TextCaseName.allCases.map(\.rawValue)
    static let fontDesigns = FontDesign.allCases.map(\.rawValue)
    static let dynamicTypeSizes = DynamicTypeSize.allCases.map(\.rawValue)
    static let titleDisplayModes = TitleDisplayModeName.allCases.map(\.rawValue)
    /// The styles the wire lays out, for the style modifiers (`StyleModifier.all`).
    static let buttonStyles = ButtonStyleName.allCases.map(\.rawValue)
    static let labelStyles = LabelStyleName.allCases.map(\.rawValue)
    static let listStyles = ListStyleName.allCases.map(\.rawValue)
    static let pickerStyles = PickerStyleName.allCases.map(\.rawValue)
    static let progressViewStyles = ProgressViewStyleName.allCases.map(\.rawValue)
    static let textFieldStyles = TextFieldStyleName.allCases.map(\.rawValue)
    /// SwiftUI's standard colours (Apple's `Color` documentation): the wire's `color` names.
    static let colors = SVGPaint.namesInOrder
}
