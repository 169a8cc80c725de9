/// SwiftUI modifiers that change no layout frame: the front end applies them as SwiftUI's
/// layout does, not at all, and lists each in the answer's `ignored` (with its range), rather
/// than refusing the source. Their arguments are not read and their closures never run.
///
/// Each entry is in this table because Apple's documentation describes it as acting on what is
/// drawn, on input, on accessibility or on what is presented, never on the size a view asks
/// for or the place it is given (developer.apple.com/documentation/swiftui/view, the modifier's
/// page): "rendered output" (`scaleEffect`, `rotationEffect`, `blur`, the colour effects),
/// clipping and masking to the view's own frame (`clipShape`, `clipped`, `cornerRadius`,
/// `mask`), paint (`foregroundStyle`, `tint`, `opacity`, `shadow`), gestures and lifecycle
/// events, and modal presentations, which appear outside the view's own layout. SwiftUI's
/// modifiers that can change a frame and that the wire lacks (`SwiftUIModifiers`) stay a
/// refusal that names them; the navigation bar's (`navigationTitle`, `toolbar`) are read by the
/// navigation container; a name in neither list is another file's modifier, a listed stand-in.
enum NoLayoutModifier {
    /// Why a modifier changes no frame, as the answer's `ignored` entries say.
    enum Kind: String {
        case paint, effect, behaviour, accessibility, presentation, identity
    }

    /// Every `accessibility…` modifier acts on the accessibility element a view makes (its label,
    /// traits, actions, rotor entries, focus), not on the view's layout (Apple, "Accessibility
    /// modifiers"), so the family is read by its prefix.
    static func kind(of name: String) -> Kind? {
        table[name] ?? (name.hasPrefix("accessibility") ? .accessibility : nil)
    }

    private static let table: [String: Kind] = {
        var table: [String: Kind] = [:]
        for name in ["foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "tint", "accentColor",
                     "opacity", "shadow", "cornerRadius", "clipShape", "clipped", "mask", "symbolRenderingMode",
                     "symbolVariant", "preferredColorScheme", "colorScheme", "listRowBackground", "backgroundStyle",
                     "scrollContentBackground", "listRowSeparatorTint", "listSectionSeparatorTint",
                     // Drawn on the text's own lines or the shape's own path, its frame unchanged.
                     "underline", "strikethrough", "trim",
                     // How an image's pixels are painted, not its size.
                     "renderingMode", "interpolation", "antialiased",
                     // Placeholder shapes drawn where the content is, in its frame.
                     "redacted", "unredacted", "privacySensitive",
                     // The shape whose corners a ContainerRelativeShape inside follows as it is
                     // drawn (Apple, `containerShape(_:)`); a shape takes its frame as offered.
                     "containerShape",
                     // Invisible, its space kept (Apple, `hidden()`: hidden views "affect layout").
                     "hidden",
                     // Drawn over the content and the bar, which keep their size.
                     "scrollIndicators", "toolbarBackground"] {
            table[name] = .paint
        }
        for name in ["blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply",
                     "colorInvert", "luminanceToAlpha", "blendMode", "compositingGroup", "drawingGroup", "scaleEffect",
                     "rotationEffect", "rotation3DEffect", "transformEffect", "projectionEffect",
                     // The order views are drawn in; symbol and content animations.
                     "zIndex", "symbolEffect", "contentTransition"] {
            table[name] = .effect
        }
        for name in ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
                     "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "onHover", "animation",
                     "transition", "disabled", "allowsHitTesting", "contentShape", "focused", "focusable",
                     "keyboardShortcut", "help", "onDrag", "onDrop", "draggable", "dropDestination", "sensoryFeedback",
                     "matchedGeometryEffect", "textSelection", "submitLabel", "scrollDismissesKeyboard", "onOpenURL",
                     // A list's editing and refreshing: what a row does, not where it is.
                     "onDelete", "onMove", "deleteDisabled", "moveDisabled", "swipeActions", "refreshable",
                     // How a text field takes input (keyboard, capitalisation, correction, autofill).
                     "keyboardType", "autocapitalization", "textInputAutocapitalization", "disableAutocorrection",
                     "autocorrectionDisabled", "textContentType",
                     // How a scroll view responds to gestures and snaps; geometry read back.
                     "scrollDisabled", "scrollTargetLayout", "scrollTargetBehavior", "onGeometryChange",
                     // The back button is one item of the bar, whose height does not change.
                     "navigationBarBackButtonHidden"] {
            table[name] = .behaviour
        }
        for name in ["sheet", "alert", "popover", "fullScreenCover", "confirmationDialog", "navigationDestination",
                     "contextMenu", "swipeActions", "refreshable", "fileImporter", "fileExporter", "fileMover", "inspector",
                     // The iOS 13 spelling of confirmationDialog, deprecated.
                     "actionSheet", "presentationDetents"] {
            table[name] = .presentation
        }
        table["tag"] = .identity
        // Hands an object to the views inside; what they read of it is a stand-in.
        table["environmentObject"] = .identity
        // Names a coordinate space for geometry read inside; no frame changes.
        table["coordinateSpace"] = .identity
        // Name the preview in Xcode's canvas, or choose the canvas's device, size or orientation:
        // the request's proposal and environment say what the canvas would.
        for name in ["previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation"] {
            table[name] = .identity
        }
        return table
    }()
}
