import LayoutEngine

extension Lowering {
    /// `controlSize` reaches every control inside (Apple, `View.controlSize(_:)`: "the size for
    /// controls within this view"), and only the bordered Buttons have been measured at the
    /// sizes other than `regular` (docs/evidence/new-renders.md §2). So any other control at
    /// one of them is refused, rather than laid out at the regular size it may not have; views
    /// that are not controls (text, images, stacks, lists) take no control size.
    mutating func checkControlSize(_ type: WireViewType, _ context: ViewContext) throws(WireError) {
        let size = context.text.controlSize
        guard context.attached, size != .regular else { return }
        switch type {
        case .toggle, .stepper, .textField, .secureField, .progressView, .slider, .gauge, .picker, .menu, .navigationLink:
            throw error(.unsupported, "a \(type.rawValue) at the \(size.rawValue) control size has not been measured "
                        + "(only the bordered Buttons have)")
        case .button:
            return  // by its style: `lowerButton`
        case .color, .rectangle, .roundedRectangle, .circle, .ellipse, .capsule, .spacer, .divider, .text, .image,
             .hStack, .vStack, .zStack, .geometryReader, .scrollView, .viewThatFits, .lazyVStack, .lazyHStack, .lazyVGrid,
             .lazyHGrid, .grid, .gridRow, .emptyView, .label, .navigationStack, .tabView, .list, .form, .section:
            return
        }
    }
}

/// The bordered button styles on iPhone at the default text size, by control size
/// (docs/evidence/bordered-buttons.md at the regular size, new-renders.md §2 at the others).
enum BorderedButtonMetrics {
    /// The label's padding inside the platter.
    ///
    /// Regular: 7 above and below (measured); 12 at the sides fits the measured ink (at most
    /// 12.33) and is not proven. Mini and small: 5 above and below (a 28-point platter around a
    /// subheadline line, 18 on the pixel grid); 10 at the sides, which the two measured
    /// platters, 48.67 and 57.33 wide, give exactly around "Mini" and "Small" as this service
    /// measures them (the ink alone puts it at 10 ± 0.5). Large and extra large: 15 above and
    /// below (50.33 tall around the same body line as regular's 34.33); the sides 8 more than
    /// regular's (the same capital's ink 21.33 in against 13.33), so 20 where regular is 12.
    static func padding(_ size: ControlSizeName) -> EdgeInsets {
        switch size {
        case .mini, .small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large, .extraLarge: EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }

    /// The text style of the label where no font is set around it: the mini and small sizes
    /// draw it at the subheadline's 15 points (measured: "M" 10.67 tall, against 12 for the
    /// body's capitals at the other sizes, which keep the body font; large does not switch to
    /// a bigger or bolder one).
    static func labelStyle(_ size: ControlSizeName) -> TextStyle? {
        switch size {
        case .mini, .small: .subheadline
        case .regular, .large, .extraLarge: nil
        }
    }
}
