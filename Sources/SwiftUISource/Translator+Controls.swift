import LayoutWire
import SwiftSyntax

extension Translator {
    /// The view a SwiftUI view with spellings of its own makes, read by that view's reader;
    /// `nil` for every other name (read by its signatures, `WireViewType.swiftSignatures`).
    mutating func controlView(_ type: String, _ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode? {
        switch type {
        case "Button": try buttonView(call)
        case "EditButton": try editButtonView(call)
        case "Toggle": try toggleView(call)
        case "Stepper": try stepperView(call)
        case "TextField": try textFieldView(call)
        case "SecureField": try textFieldView(call, secure: true)
        case "ProgressView": try progressView(call)
        case "Slider": try sliderView(call)
        case "Gauge": try gaugeView(call)
        case "TabView": try tabView(call)
        case "Tab": try tabView(tab: call)
        case "NavigationStack", "NavigationView": try navigationView(call)
        case "List", "Form": try listView(call, form: type == "Form")
        case "Section": try sectionView(call)
        case "NavigationLink": try navigationLinkView(call)
        case "Menu": try menuView(call)
        case "Link": try linkView(call)
        case "Picker": try pickerView(call)
        case "Label": try labelView(call)
        default: nil
        }
    }
}
