import LayoutEngine

extension Lowering {
    /// Reads the view's own parameters and makes its node (children first for containers).
    mutating func lowerBody(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext,
                            resizable: Bool) throws(WireError) -> NodeID? {
        if !parts.type.isContainer, let children = parts.children {
            enter(children.key)
            throw error(.unknownField, "\(parts.owner) has no children")
        }
        try checkControlSize(parts.type, context)
        let attached = context.attached
        switch parts.type {
        case .color, .rectangle, .roundedRectangle, .circle, .ellipse, .capsule:
            index.views[viewIndex].paint = try shapeParameters(parts)
            return try add(.shape(isCircle: parts.type == .circle), attached: attached)
        case .spacer:
            let minLength = try spacerMinLength(parts)
            return try add(.spacer(minLength: minLength, axis: context.stackAxis), attached: attached)
        case .divider:
            try noParameters(parts)
            return try add(.divider(stackAxis: context.stackAxis), attached: attached)
        case .text:
            return try add(.text(try textContent(parts, context.text)), attached: attached)
        case .image:
            return try add(.image(intrinsic: try imageSize(parts, viewIndex, context.text), resizable: resizable), attached: attached)
        case .hStack, .vStack, .lazyVStack, .lazyHStack:
            return try lowerStack(parts, viewIndex, context)
        case .zStack:
            return try lowerZStack(parts, viewIndex, context)
        case .textField:
            return try lowerTextField(parts, viewIndex, context)
        case .secureField:
            return try lowerSecureField(parts, viewIndex, context)
        case .progressView:
            return try lowerProgressView(parts, viewIndex, context)
        case .slider:
            return try lowerSlider(parts, context)
        case .gauge:
            return try lowerGauge(parts, viewIndex, context)
        case .navigationStack:
            return try lowerNavigationStack(parts, viewIndex, context)
        case .list, .form:
            return try lowerList(parts, viewIndex, context)
        case .section:
            return try lowerSection(parts, viewIndex, context)
        case .tabView:
            return try lowerTabView(parts, viewIndex, context)
        case .navigationLink:
            return try lowerNavigationLink(parts, viewIndex, context)
        case .menu:
            return try lowerMenu(parts, viewIndex, context)
        case .picker:
            return try lowerPicker(parts, viewIndex, context)
        case .button:
            return try lowerButton(parts, viewIndex, context)
        case .toggle:
            return try lowerToggle(parts, viewIndex, context)
        case .stepper:
            return try lowerStepper(parts, viewIndex, context)
        case .label:
            return try lowerLabel(parts, viewIndex, context)
        case .geometryReader:
            try noParameters(parts)
            return try add(.geometryReader, try lowerChildren(parts, viewIndex, context, axis: nil), attached: attached)
        case .scrollView:
            return try lowerScrollView(parts, viewIndex, context)
        case .viewThatFits:
            return try lowerViewThatFits(parts, viewIndex, context)
        case .lazyVGrid, .lazyHGrid:
            return try lowerLazyGrid(parts, viewIndex, context)
        case .grid:
            return try lowerGrid(parts, viewIndex, context)
        case .gridRow:
            return try lowerGridRow(parts, viewIndex, context)
        case .emptyView:
            try noParameters(parts)
            return nil
        }
    }

    /// `color` (a colour name or hex) and `cornerRadius` (a number >= 0); neither affects size,
    /// both are kept for drawing.
    private mutating func shapeParameters(_ parts: ViewParts) throws(WireError) -> WireIndex.Paint? {
        var color: Int?, radius: Double?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .color: color = try this.colorToken(v, Field(owner: parts.owner, key: .color))
            case .cornerRadius: radius = try this.length(v, Field(owner: parts.owner, key: .cornerRadius))
            default: return false
            }
            return true
        }
        guard color != nil || radius != nil else { return nil }
        return WireIndex.Paint(color: color.map(tape.string), length: radius)
    }

    /// `minLength`: a number >= 0 or `null` (SwiftUI's default spacing).
    private mutating func spacerMinLength(_ parts: ViewParts) throws(WireError) -> Double? {
        var minLength: Double?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .minLength else { return false }
            minLength = try this.length(v, Field(owner: parts.owner, key: .minLength), null: true)
            return true
        }
        return minLength
    }

    /// Rejects any member besides `type`, `id` and `modifiers`.
    mutating func noParameters(_ parts: ViewParts) throws(WireError) {
        try forEachParameter(of: parts) { _, _, _ in false }
    }
}
