import LayoutEngine

extension Lowering {
    /// Picker, the automatic (menu) style, only as a List's or Form's row: one child, its label,
    /// and `value`, the view of the selected option (absent when no option is selected). The
    /// row is the label leading, taking the room the rest leaves, then the value and the menu
    /// indicator (`chevron.up.chevron.down`) trailing, centred vertically:
    /// `HStack { label.frame(maxWidth: .infinity, alignment: .leading); HStack(spacing: 6)
    /// { value; indicator }.padding(.trailing, inset) }` inside the row's cell, as measured on
    /// iOS 18 (docs/evidence/form-rows.md, "Picker"): the value right-aligned against the
    /// indicator whatever its width, the indicator's ink ending 22 before the card's edge.
    /// Outside a List the menu style shows a button whose metrics have not been measured, so
    /// the Picker is refused there, as it is under `labelsHidden` (Apple: the label is hidden,
    /// the value button's place in the row is not measured; docs/evidence/labels-hidden.md).
    /// `style: segmented`: `lowerSegmentedPicker`, which shows no label either way.
    mutating func lowerPicker(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var value: Int?
        var style = PickerStyleName.automatic
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .value: value = v
            case .style: style = try this.word(v, Field(owner: parts.owner, key: .style), as: PickerStyleName.self)
            default: return false
            }
            return true
        }
        let inList = context.isListRow
        if style == .segmented { return try lowerSegmentedPicker(parts, viewIndex, value, inList: inList, context) }
        guard inList else {
            throw error(.unsupported, "a menu Picker is laid out only as a row of a List or Form: the menu button it shows "
                        + "elsewhere has not been measured")
        }
        guard !context.attached || !context.text.labelsHidden else {
            throw error(.unsupported, "a menu Picker with its label hidden has not been measured (the row shows the value "
                        + "button alone, placed where is not known)")
        }
        let wide = FlexibleFrameSpec(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        let label = try buttonLabel(parts, viewIndex, context, centred: false)
        var views = WireIndex.MemberViews()
        views.value = value.map { _ in index.views.count }
        let valueNode = try value.flatMap { v throws(WireError) in try memberView(v, context) }
        index.views[viewIndex].memberViews = views
        guard context.attached, let label else { return nil }
        let metrics = MenuIndicatorMetrics.at(context.text.dynamicTypeSize, displayScale: displayScale)
        let indicator = try add(.frame(width: metrics.size.width, height: metrics.size.height, alignment: .center),
                                child: try add(.shape(isCircle: false))!)
        index.views[viewIndex].menuIndicator = indicator
        let trailing = try add(.stack(StackSpec(axis: .horizontal, spacing: MenuIndicatorMetrics.spacing)),
                               (valueNode.map { [$0] } ?? []) + [indicator])!
        let inset = try add(.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: metrics.trailing)), child: trailing)
        return try add(.stack(StackSpec(axis: .horizontal)), [try add(.flexibleFrame(wide), child: label), inset])
    }
}

extension Lowering {
    /// The segmented style outside a List: the segmented control alone, as wide as it is offered
    /// and 31 points tall, centred where it is placed (on iOS 17.5 and 18.5 its accessibility frame
    /// spans the offered width, measured, and its layout height is 31, derived from the rhythm of
    /// the stack around it; UIKit's UISegmentedControl asks for 32; docs/evidence/fields-and-progress.md).
    /// The label is not shown (nor is it in the render) and the segments are not laid out: the
    /// label and `value` are read and reported as not placed. As a List's row it is not measured.
    mutating func lowerSegmentedPicker(_ parts: ViewParts, _ viewIndex: Int, _ value: Int?, inList: Bool,
                                       _ context: ViewContext) throws(WireError) -> NodeID? {
        guard !inList else { throw error(.unsupported, "a segmented Picker as a row of a List or Form has not been measured") }
        var hidden = context
        hidden.attached = false
        _ = try lowerChildren(parts, viewIndex, hidden, axis: nil)
        if let value {
            index.views[viewIndex].memberViews = WireIndex.MemberViews(value: index.views.count)
            let shown = index.views.count
            _ = try memberView(value, hidden)
            if context.attached { index.views[shown].hidden = true }
        }
        if context.attached, let label = index.views[viewIndex].firstChild { index.views[label].hidden = true }
        guard context.attached else { return nil }
        index.views[viewIndex].control = .segmented
        return try add(.frame(width: nil, height: Self.segmentedHeight, alignment: .center), child: try add(.shape(isCircle: false))!)
    }

    static let segmentedHeight = 31.0
}

/// A menu Picker row's indicator on iPhone, measured on iOS 18 at 3x from its ink
/// (docs/evidence/form-rows.md, "Picker"): `chevron.up.chevron.down`, 8.67 × 13.00 at the Large
/// text size and 8.33 × 12.00 at Medium, its ink ending 22.00 (Large) and 21.67 (Medium)
/// before the card's edge, so 2.00 and 1.67 inside the row's trailing inset of 20; the value's
/// ink ends 6.00–6.33 before it. The box is the ink's: whether the symbol's frame is wider
/// cannot be told from a render. Other text sizes scale the Large box by the body font's size
/// (not measured; docs/fidelity.md, "Known differences").
struct MenuIndicatorMetrics {
    var size: Size
    /// How far inside the row's trailing inset the indicator ends.
    var trailing: Double

    /// Between the value and the indicator.
    static let spacing = 6.0

    static let large = MenuIndicatorMetrics(size: Size(width: 26.0 / 3, height: 13), trailing: 2)
    static let medium = MenuIndicatorMetrics(size: Size(width: 25.0 / 3, height: 12), trailing: 5.0 / 3)

    static func at(_ size: DynamicTypeSize, displayScale: Double) -> MenuIndicatorMetrics {
        switch size {
        case .large: return large
        case .medium: return medium
        default:
            let ratio = Font(.body).resized(to: size).size / Font(.body).resized(to: .large).size
            func pixel(_ x: Double) -> Double { (x * ratio * displayScale).rounded() / displayScale }
            return MenuIndicatorMetrics(size: Size(width: pixel(large.size.width), height: pixel(large.size.height)),
                                        trailing: pixel(large.trailing))
        }
    }
}
