import LayoutEngine

extension Lowering {
    /// The switch a Toggle draws: a UISwitch, 51 × 31 of ink (measured on iOS 17.5; Apple:
    /// `UISwitch.init(frame:)` ignores the size asked for).
    static let switchSize = Size(width: 51, height: 31)

    /// The frame the switch takes in layout: 2 points narrower than it draws, the ink starting
    /// at the frame's leading edge and overhanging its trailing edge. Measured on iOS 18.6: a
    /// labels-hidden switch's size that fits is 49 × 31 in four GoodSwiftUI renders, its ink
    /// centred as a 51-wide switch drawn from x = 0; the ink of a switch that ends a row, in a
    /// ScrollView (criticalmaps, iOS 18.0 and 17) and as a Form row (iOS 18.x), ends 2 points
    /// past the content's edge (docs/evidence/labels-hidden.md). Right to left, the ink is taken
    /// to mirror (it starts at the frame's right edge); no render shows it.
    static let switchFrame = Size(width: 49, height: 31)

    /// Toggle, switch style (the automatic style on iOS outside a List or Form): `isOn`
    /// (drawn, not sized) and one child, its label. SwiftUI lays it out as labeled content:
    /// `HStack { VStack(alignment: .leading) { label }; Spacer().layoutPriority(-1);
    /// HStack { switch.fixedSize() } }` with default spacing, so the row takes the width it is
    /// offered, the label leading and the switch trailing, as tall as the taller of the two
    /// (OpenSwiftUI `SwitchToggleStyle.swift`, `LeadingTrailingLabeledContentStyle.swift`;
    /// docs/evidence/controls.md, "Toggle"). The one-child stacks are transparent to layout.
    ///
    /// As a row of a List or Form the switch does not make the row taller: rows holding a
    /// Toggle are 44 tall with the switch centred 6.67 below the row's top (measured on iOS 18.2
    /// and 18.x, docs/evidence/form-rows.md §2), where a row is otherwise its content and 11
    /// above and below (53 for the 31-point switch). So there the switch stands in a frame of no
    /// height, centred on the label, and overhangs it; the Toggle is as tall as its label.
    ///
    /// Under `labelsHidden` the style shows its content alone: the fixed-size switch, 49 × 31
    /// wherever it is offered (OpenSwiftUI `LabelsHiddenModifier.swift`; measured on iOS 18 in
    /// an HStack, docs/evidence/labels-hidden.md); the label is read and not placed. Directly
    /// as a List or Form row it is refused: where the row puts the lone switch is not measured.
    mutating func lowerToggle(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var isOn = false
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .isOn else { return false }
            isOn = try this.bool(v, Field(owner: parts.owner, key: .isOn))
            return true
        }
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 1 else {
            throw error(.invalidValue, "a Toggle has exactly one child, its label (wrap several views in a stack)")
        }
        let hidden = context.text.labelsHidden
        if hidden, context.attached, context.isListRow {
            throw error(.unsupported, "a Toggle with its label hidden as a row of a List or Form has not been measured "
                        + "(where the row puts the lone switch); wrap it in an HStack")
        }
        let label = try lowerChildren(parts, viewIndex, context, axis: .horizontal, shown: { _ in !hidden })
        guard context.attached else { return nil }
        let knob = try add(.shape(isCircle: false))!
        let drawn = try add(.frame(width: Self.switchSize.width, height: Self.switchSize.height, alignment: .center), child: knob)
        index.views[viewIndex].control = .toggleSwitch(drawn, isOn: isOn)
        let sized = try add(.frame(width: Self.switchFrame.width, height: Self.switchFrame.height,
                                     alignment: Alignment(horizontal: .leading, vertical: .verticalCenter)), child: drawn)
        let fixed = try add(.fixedSize(horizontal: true, vertical: true), child: sized)
        guard !hidden else { return fixed }
        return try labeledContent(label.first, fixed, overhanging: context.isListRow)
    }

    /// iOS's labeled content, as a switch Toggle and a Stepper lay out: `HStack { VStack(alignment:
    /// .leading) { label }; Spacer().layoutPriority(-1); HStack { control } }`, the control fixed
    /// in size (OpenSwiftUI `LeadingTrailingLabeledContentStyle.swift`). `overhanging`: as a List's
    /// or Form's row, where the control stands in a frame of no height, centred on the label,
    /// so that it does not make the row taller (measured for both, docs/evidence/form-rows.md §2,
    /// stepper.md §2). An EmptyView label leaves the column empty, as `VStack { EmptyView() }` is.
    mutating func labeledContent(_ label: NodeID?, _ control: NodeID, overhanging: Bool) throws(WireError) -> NodeID? {
        let column = try add(.stack(StackSpec(axis: .vertical, alignment: .leading)), label.map { [$0] } ?? [])!
        let spacer = try add(.layoutPriority(-1), child: try add(.spacer(minLength: nil, axis: .horizontal))!)
        let placed = overhanging ? try add(.frame(width: nil, height: 0, alignment: .center), child: control) : control
        let trailing = try add(.stack(StackSpec(axis: .horizontal)), [placed])!
        return try add(.stack(StackSpec(axis: .horizontal)), [column, spacer, trailing])
    }

    /// NavigationStack: `title`, `titleDisplayMode` (`automatic`, the default, `inline` or
    /// `large`), `toolbar` (whether the root view puts items in the bar), `navigationBarHidden`
    /// and one child, the content, below the navigation bar (`NavigationStackLayout`).
    /// `automatic` is large for a stack's root view with a title, as a navigation stack's first
    /// screen is. With neither a title nor toolbar items the bar takes no room (measured: the
    /// content starts at the safe area's top; docs/evidence/navigation-and-lists.md), and a
    /// hidden bar takes none either (Apple's `navigationBarHidden(_:)`: "Hides the navigation
    /// bar"; the content then starts where it does under no bar).
    mutating func lowerNavigationStack(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var title: String?
        var mode = TitleDisplayModeName.automatic
        var toolbar = false
        var hidden = false
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            let field = Field(owner: parts.owner, key: key)
            switch key {
            case .title: title = try this.string(v, field)
            case .titleDisplayMode: mode = try this.word(v, field, as: TitleDisplayModeName.self)
            case .toolbar: toolbar = try this.bool(v, field)
            case .navigationBarHidden: hidden = try this.bool(v, field)
            default: return false
            }
            return true
        }
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) == 1 else {
            throw error(.invalidValue, "a NavigationStack has exactly one child, its root view (wrap several views in a stack)")
        }
        let titled = !(title ?? "").isEmpty
        let large = !hidden && titled && (mode == .large || mode == .automatic)
        let shown = !hidden && (titled || toolbar)
        let height = large ? NavigationBarMetrics.largeHeight : shown ? NavigationBarMetrics.inlineHeight : 0
        let content = try lowerChildren(parts, viewIndex, context, axis: nil)
        guard context.attached, let contentNode = content.first else { return nil }
        let bar = try add(.shape(isCircle: false))!
        index.views[viewIndex].navigationBar = WireIndex.NavigationBar(node: bar, large: large)
        return try add(.navigationStack(barHeight: height), [bar, contentNode])
    }
}

/// The navigation bar's heights on iPhone in portrait, below the status bar, modelling iOS 17
/// (docs/evidence/navigation-and-lists.md).
enum NavigationBarMetrics {
    /// An inline title, or toolbar items without a title: measured on iOS 17.5 and 18.2.
    static let inlineHeight = 44.0
    /// A large title: the inline bar and the 52 points the large title adds, as an article
    /// measured on iOS 11 and renders on iOS 17.0 and 18 without a safe area show (content from
    /// 96; docs/evidence/large-titles.md). Under a status bar it is not measured.
    static let largeHeight = 96.0
}
