import LayoutWire

/// How Swift spells each wire view's initializers. One exhaustive switch: a view added to the
/// wire does not build until it has its entry here (ARCHITECTURE.md, "SwiftUI source").
extension WireViewType {
    /// The overloads read, tried in order; a view's Swift name is its wire type.
    var swiftSignatures: [Signature] {
        let content = Param("content", .children, key: .children)
        let spacing = Param(.spacing, .length)
        switch self {
        case .color: return []  // `Color.red`: read by `Translator.colorView`
        case .rectangle, .circle, .ellipse, .capsule: return [[Param("style", .ignoredName, key: nil)]]
        case .roundedRectangle:
            return [[Param(.cornerRadius, .number, required: true), Param("style", .ignoredName, key: nil)]]
        case .spacer: return [[Param(.minLength, .length)]]
        case .divider, .emptyView: return [[]]
        case .text:
            // `Text(_:)` and `Text(_:tableName:bundle:comment:)`: the key shown as written, the
            // development language's string where the key is that string.
            let localized = [Param(nil, .string, key: .text, required: true), Param("tableName", .unread, key: nil),
                             Param("bundle", .unread, key: nil), Param("comment", .unread, key: nil)]
            return [localized, [Param("verbatim", .string, key: .text, required: true)],
                    [Param(nil, .formatted, key: .text, required: true), Param("format", .unread, key: nil, required: true)],
                    [Param(nil, .formatted, key: .text, required: true), Param("style", .unread, key: nil, required: true)]]
        case .image:
            // A bitmap's size is not in the source: given here, or by the request's `images`
            // for the name (or, for `uiImage:`, the expression's text); a symbol's by its font.
            let bundle = Param("bundle", .unread, key: nil)
            return [[Param(nil, .string, key: nil), Param(.width, .number, required: true), Param(.height, .number, required: true)],
                    [Param(.systemName, .string, required: true), Param("variableValue", .unread, key: nil)],
                    [Param(nil, .string, key: .name, required: true), bundle],
                    [Param("decorative", .string, key: .name, required: true), bundle],
                    [Param("uiImage", .sourceText, key: .name, required: true)]]
        case .hStack, .lazyHStack: return [[Param(.alignment, .verticalAlignment), spacing, content]]
        case .vStack, .lazyVStack: return [[Param(.alignment, .horizontalAlignment), spacing, content]]
        case .zStack: return [[Param(.alignment, .alignment), content]]
        case .geometryReader: return [[Param("content", .proxyChildren, key: .children)]]
        case .scrollView: return [[Param(nil, .axes, key: .axes), Param(.showsIndicators, .bool), content]]
        case .viewThatFits: return [[Param(.in, .axes), content]]
        case .lazyVGrid:
            return [[Param(.columns, .gridItems, required: true), Param(.alignment, .horizontalAlignment), spacing, content]]
        case .lazyHGrid:
            return [[Param(.rows, .gridItems, required: true), Param(.alignment, .verticalAlignment), spacing, content]]
        case .grid:
            return [[Param(.alignment, .alignment), Param(.horizontalSpacing, .length),
                     Param(.verticalSpacing, .length), content]]
        case .gridRow: return [[Param(.alignment, .verticalAlignment), content]]
        case .button: return []  // its several spellings are read by `Translator.buttonView`
        case .toggle: return []  // read by `Translator.toggleView`
        case .stepper: return []  // read by `Translator.stepperView`
        case .textField, .secureField: return []  // read by `Translator.textFieldView`
        case .progressView: return []  // read by `Translator.progressView`
        case .slider: return []  // read by `Translator.sliderView`
        case .gauge: return []  // read by `Translator.gaugeView`
        case .tabView: return []  // read by `Translator.tabView`
        case .navigationStack: return []  // read by `Translator.navigationView`
        case .list, .form: return []  // read by `Translator.listView`
        case .section: return []  // read by `Translator.sectionView`
        case .navigationLink: return []  // read by `Translator.navigationLinkView`
        case .menu: return []  // read by `Translator.menuView`
        case .picker: return []  // read by `Translator.pickerView`
        case .label: return []  // read by `Translator.labelView`
        }
    }
}
