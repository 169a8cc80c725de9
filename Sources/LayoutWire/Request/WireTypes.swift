public import LayoutEngine

/// The view types of the wire format (`openapi.yaml`, the `View` schema), spelled as on the wire.
///
/// Everything the wire knows about a type apart from its parameters is `role`, one exhaustive
/// switch; adding a type is a case here, its role, its lowering (`Lowering.lowerBody`), a
/// `NodeKind` and a layout (ARCHITECTURE.md, "Adding a layout kind").
public enum WireViewType: String, Sendable, Hashable, CaseIterable {
    case color = "Color"
    case rectangle = "Rectangle"
    case roundedRectangle = "RoundedRectangle"
    case circle = "Circle"
    case ellipse = "Ellipse"
    case capsule = "Capsule"
    case spacer = "Spacer"
    case divider = "Divider"
    case text = "Text"
    case image = "Image"
    case hStack = "HStack"
    case vStack = "VStack"
    case zStack = "ZStack"
    case geometryReader = "GeometryReader"
    case scrollView = "ScrollView"
    case viewThatFits = "ViewThatFits"
    case lazyVStack = "LazyVStack"
    case lazyHStack = "LazyHStack"
    case lazyVGrid = "LazyVGrid"
    case lazyHGrid = "LazyHGrid"
    case grid = "Grid"
    /// Only as a direct child of a Grid (`Lowering.lowerGrid`); anywhere else it is refused.
    case gridRow = "GridRow"
    case emptyView = "EmptyView"
    /// Its one child is the label; the automatic, plain and borderless styles lay it out as the
    /// label alone (`Lowering.lowerButton`).
    case button = "Button"
    /// The switch style: the label, a flexible space and the switch, 49 × 31 in layout (`Lowering.lowerToggle`).
    case toggle = "Toggle"
    /// Only as a List's or Form's row: the label, a flexible space and the 94 × 32 control
    /// (`Lowering.lowerStepper`).
    case stepper = "Stepper"
    /// The title-and-icon style: its two children, the title and the icon, laid out icon first,
    /// 8 points apart, centred (`Lowering.lowerLabel`); not as a List's row.
    case label = "Label"
    /// One line of its text in a row as wide as offered: the plain (automatic) style at least
    /// 22 points tall, the rounded border 34 (`Lowering.lowerTextField`).
    case textField = "TextField"
    /// Its `text` hidden as one bullet per character, or its `title` while the text is empty,
    /// in a row as wide as offered, 21 points tall with the title (`Lowering.lowerSecureField`).
    case secureField = "SecureField"
    /// Its one child is the label: as a Button's of the automatic style, outside a List
    /// (`Lowering.lowerMenu`).
    case menu = "Menu"
    /// The circular style (the automatic one without a value): a 20 × 20 spinner at the
    /// default text size; the linear bar, 4 tall, under its label (`Lowering.lowerProgressView`).
    case progressView = "ProgressView"
    /// As wide as offered and 31 points tall (`Lowering.lowerSlider`).
    case slider = "Slider"
    /// The default (linear capacity) style: its one child, the label, centred above a bar 16
    /// points tall as wide as offered (`Lowering.lowerGauge`).
    case gauge = "Gauge"
    /// Its one child is the content, below a navigation bar (`Lowering.lowerNavigationStack`).
    case navigationStack = "NavigationStack"
    /// Its one child is the label: as a Button's outside a List; as a List's row, with the
    /// disclosure indicator trailing (`Lowering.lowerNavigationLink`).
    case navigationLink = "NavigationLink"
    /// Only as a List's or Form's row, in the menu style: its one child is the label, `value`
    /// the selected option's view, shown trailing with the menu indicator (`Lowering.lowerPicker`).
    case picker = "Picker"
    /// Its children are the tabs; the selected one fills the region above the tab bar
    /// (`Lowering.lowerTabView`).
    case tabView = "TabView"
    /// Rows and Sections in the inset grouped style, scrolling (`Lowering.lowerList`).
    case list = "List"
    /// Laid out as an inset grouped List, as iOS does (`Lowering.lowerList`).
    case form = "Form"
    /// Only as a direct child of a List or Form: a card of rows under an optional `header` view
    /// and over an optional `footer` view (`Lowering.lowerSection`).
    case section = "Section"

    /// What a view of this type is, for the reader and the response writer.
    public enum Role: Sendable {
        /// Color and the shapes, which all size like a Color.
        case shape
        /// A view without children.
        case leaf
        /// A view with `children`; `alignment` says what its `alignment` parameter aligns.
        case container(alignment: ContainerAlignment)
    }

    /// What a container's `alignment` parameter names.
    public enum ContainerAlignment: Sendable {
        /// A guide across the stack: vertical for an HStack, horizontal for a VStack.
        case guide(Axis)
        /// One of the nine two-axis alignments, or a pair of guides.
        case pair
        /// The container has no `alignment`.
        case none
    }

    public var role: Role {
        switch self {
        case .color, .rectangle, .roundedRectangle, .circle, .ellipse, .capsule: .shape
        case .spacer, .divider, .text, .image, .emptyView, .textField, .secureField, .slider: .leaf
        case .hStack, .lazyHStack, .lazyHGrid, .gridRow: .container(alignment: .guide(.vertical))
        case .vStack, .lazyVStack, .lazyVGrid: .container(alignment: .guide(.horizontal))
        case .zStack, .grid: .container(alignment: .pair)
        case .geometryReader, .scrollView, .viewThatFits, .button, .toggle, .stepper, .label, .navigationStack, .navigationLink, .picker,
             .list, .form, .section, .tabView, .progressView, .menu, .gauge:
            .container(alignment: .none)
        }
    }

    /// Whether the view has `children`.
    public var isContainer: Bool {
        if case .container = role { true } else { false }
    }

    /// Color and the shapes, which all size like a Color.
    var isShape: Bool {
        if case .shape = role { true } else { false }
    }
}

/// The modifier types of the wire format (`openapi.yaml`, the `Modifier` schema), spelled as on the wire.
/// What each is to lowering is its `role` (`WireModifierRole.swift`).
public enum WireModifierType: String, Sendable, Hashable, CaseIterable {
    case frame, padding, layoutPriority, fixedSize
    case aspectRatio, scaledToFit, scaledToFill
    case offset, position, overlay, background, border
    case alignmentGuide, relativeProposed, resizable
    case font, fontWeight, fontDesign, lineLimit, multilineTextAlignment
    case bold, italic, monospacedDigit, kerning, tracking, lineSpacing, truncationMode, textCase, dynamicTypeSize
    case minimumScaleFactor, allowsTightening, imageScale
    /// Hides the labels of the controls inside (an environment value, like the text modifiers).
    case labelsHidden
    /// The size of the controls inside (an environment value): read by the bordered Buttons;
    /// other controls at a size other than `regular` are refused (`Lowering.checkControlSize`).
    case controlSize
    /// The least height of a List's rows (an environment value the List reads).
    case defaultMinListRowHeight
    case gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes
    case ignoresSafeArea, safeAreaInset, safeAreaPadding
    case containerRelativeFrame
    /// A List row's insets inside its cell: read by the List from the row's own modifiers,
    /// no layer (`Lowering.lowerList`); anywhere else it changes nothing, as in SwiftUI.
    case listRowInsets
    /// Which of a List row's separators show: read by the List like `listRowInsets`.
    case listRowSeparator
}

extension WireViewType: WireWord {
    static let table = WordTable<WireViewType>()
}

extension WireModifierType: WireWord {
    static let table = WordTable<WireModifierType>()
}

/// Member names of every object in a request; a name outside this list is an unknown field.
package enum Key: String, CaseIterable, Sendable, WireWord {
    case type, id, children, modifiers
    case proposal, environment, view, displayScale, layoutDirection, profile, geometry, trace, dynamicTypeSize
    case text, font, color, cornerRadius, minLength, alignment, spacing
    case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    case length, edges, insets, top, leading, bottom, trailing
    case value, horizontal, vertical, ratio, contentMode, x, y, content, guide
    case weight, limit, size, style, custom, `default`
    case axes, `in`, showsIndicators
    case horizontalSpacing, verticalSpacing, columns, rows, count, span, anchor
    case fixed, flexible, adaptive, minimum, maximum
    case safeAreaInsets, device, orientation, regions, edge, design, role, isOn, title, titleDisplayMode, toolbar, navigationBarHidden
    case header, footer, images, name, systemName, symbols, visibility, selection
    case italic, monospacedDigit

    static let table = WordTable<Key>()
    /// The ordinal of `custom`, which the tokenizer watches for (see `JSONTape.hasCustomKey`).
    static let customOrdinal = Key.table.words.firstIndex(of: .custom)!
    /// The ordinal of `guide`: an `alignmentGuide` may name a custom guide no alignment declares.
    static let guideOrdinal = Key.table.words.firstIndex(of: .guide)!
}

/// Names of alignment guides and alignments (`openapi.yaml`, the stacks' `alignment` members).
enum AlignmentName: String, CaseIterable, Sendable, WireWord {
    case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline
    case topLeading, topTrailing, bottomLeading, bottomTrailing
    case horizontalCenter, verticalCenter

    static let table = WordTable<AlignmentName>()
}

/// `ignoresSafeArea.regions`: only the container region is modelled (no software keyboard).
package enum SafeAreaRegionName: String, CaseIterable, Sendable, WireWord {
    case all, container, keyboard

    static let table = WordTable<SafeAreaRegionName>()
}

/// `safeAreaInset.edge`.
package enum InsetEdgeName: String, CaseIterable, Sendable, WireWord {
    case top, leading, bottom, trailing

    static let table = WordTable<InsetEdgeName>()

    var edge: Edge {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

/// `environment.orientation` of a device preset.
enum OrientationName: String, CaseIterable, Sendable, WireWord {
    case portrait, landscape

    static let table = WordTable<OrientationName>()
}

/// Edge names for `padding.edges`.
package enum EdgeName: String, CaseIterable, Sendable, WireWord {
    case all, horizontal, vertical, top, leading, bottom, trailing

    static let table = WordTable<EdgeName>()

    /// The edges as a set: top 1, leading 2, bottom 4, trailing 8.
    var mask: UInt8 {
        switch self {
        case .all: 15
        case .horizontal: 10
        case .vertical: 5
        case .top: 1
        case .leading: 2
        case .bottom: 4
        case .trailing: 8
        }
    }
}

/// SwiftUI's `Font.Weight` names and their CSS weights (100–900).
package enum WeightName: String, CaseIterable, Sendable, WireWord {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    static let table = WordTable<WeightName>()

    var value: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// The other closed vocabularies: content modes, text alignment, layout direction, text profiles.
package enum ContentModeName: String, CaseIterable, Sendable, WireWord {
    case fit, fill
    static let table = WordTable<ContentModeName>()
}

/// `truncationMode`'s `value` (SwiftUI's `Text.TruncationMode`).
package enum TruncationModeName: String, CaseIterable, Sendable, WireWord {
    case head, middle, tail
    static let table = WordTable<TruncationModeName>()

    var mode: TruncationMode {
        switch self {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }
}

/// `textCase`'s `value` (SwiftUI's `Text.Case`); `null` turns a case off.
package enum TextCaseName: String, CaseIterable, Sendable, WireWord {
    case uppercase, lowercase
    static let table = WordTable<TextCaseName>()
}

package enum TextAlignmentName: String, CaseIterable, Sendable, WireWord {
    case leading, center, trailing
    static let table = WordTable<TextAlignmentName>()
}

enum LayoutDirectionName: String, CaseIterable, Sendable, WireWord {
    case leftToRight, rightToLeft
    static let table = WordTable<LayoutDirectionName>()
}

/// A Button's `role`: it changes how the label is drawn, not its size.
package enum ButtonRoleName: String, CaseIterable, Sendable, WireWord {
    case destructive, cancel
    static let table = WordTable<ButtonRoleName>()
}

/// `navigationBarTitleDisplayMode`'s modes.
package enum TitleDisplayModeName: String, CaseIterable, Sendable, WireWord {
    case automatic, inline, large
    static let table = WordTable<TitleDisplayModeName>()
}

/// The button styles: those that lay a Button out as its label, and the bordered ones that pad
/// it on a platter (`Lowering.lowerButton`).
package enum ButtonStyleName: String, CaseIterable, Sendable, WireWord {
    case automatic, plain, borderless, bordered, borderedProminent
    static let table = WordTable<ButtonStyleName>()
}

/// A Label's `style` (SwiftUI's `labelStyle`): what of the title and the icon it shows.
package enum LabelStyleName: String, CaseIterable, Sendable, WireWord {
    case automatic, titleAndIcon, titleOnly, iconOnly
    static let table = WordTable<LabelStyleName>()
}

/// A TextField's or SecureField's `style` (SwiftUI's `textFieldStyle`).
package enum TextFieldStyleName: String, CaseIterable, Sendable, WireWord {
    case automatic, plain, roundedBorder
    static let table = WordTable<TextFieldStyleName>()
}

/// A Picker's `style`: the menu (the automatic style in a List or Form) or the segmented control.
package enum PickerStyleName: String, CaseIterable, Sendable, WireWord {
    case automatic, menu, segmented
    static let table = WordTable<PickerStyleName>()
}

/// A ProgressView's `style`: the circular spinner (automatic, without a value) or the linear bar
/// (`Lowering.lowerProgressView`).
package enum ProgressViewStyleName: String, CaseIterable, Sendable, WireWord {
    case automatic, circular, linear
    static let table = WordTable<ProgressViewStyleName>()
}

/// `imageScale`: the SF Symbol variant of the images inside (Apple, `Image.Scale`).
package enum ImageScaleName: String, CaseIterable, Sendable, WireWord {
    case small, medium, large
    static let table = WordTable<ImageScaleName>()
}

/// `controlSize`: SwiftUI's `ControlSize`, the size of the controls inside.
package enum ControlSizeName: String, CaseIterable, Sendable, WireWord {
    case mini, small, regular, large, extraLarge
    static let table = WordTable<ControlSizeName>()
}

/// `listRowSeparator.visibility` (SwiftUI's `Visibility`).
package enum VisibilityName: String, CaseIterable, Sendable, WireWord {
    case automatic, visible, hidden
    static let table = WordTable<VisibilityName>()
}

/// `listRowSeparator.edges` (SwiftUI's `VerticalEdge.Set`).
package enum VerticalEdgesName: String, CaseIterable, Sendable, WireWord {
    case all, top, bottom
    static let table = WordTable<VerticalEdgesName>()
}

/// `List.style`: the styles modelled: automatic and inset grouped, which iOS lays out alike on
/// iPhone, and plain (`Lowering.lowerList`).
package enum ListStyleName: String, CaseIterable, Sendable, WireWord {
    case automatic, insetGrouped, plain
    static let table = WordTable<ListStyleName>()
}

/// `axes` of a ScrollView and `in` of a ViewThatFits (SwiftUI's `Axis.Set`).
enum AxesName: String, CaseIterable, Sendable, WireWord {
    case horizontal, vertical, both
    static let table = WordTable<AxesName>()

    var axes: AxisSet {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .both: .both
        }
    }
}

/// `geometry`: which frames the response reports (see `GeometryMode`).
enum GeometryName: String, CaseIterable, Sendable, WireWord {
    case layout, drawn, both
    static let table = WordTable<GeometryName>()

    var mode: GeometryMode {
        switch self {
        case .layout: .layout
        case .drawn: .drawn
        case .both: .both
        }
    }
}

enum ProfileName: String, CaseIterable, Sendable, WireWord {
    case sfCompat = "sf-compat"
    case fontNative = "font-native"
    static let table = WordTable<ProfileName>()
}
