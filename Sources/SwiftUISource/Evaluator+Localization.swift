import SwiftSyntax

/// Localized strings, read as the text they give where the app's string tables are not at hand
/// (the service has none), as `Text("key", tableName:bundle:comment:)` is shown by its key.
extension Translator {
    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`: for a key its table
    /// lacks, `value`, or the key when `value` is empty (Apple, `Bundle.localizedString(forKey:
    /// value:table:)`, which the function calls). `String(localized: key, defaultValue:, table:,
    /// bundle:, locale:, comment:)`: `defaultValue`, or the key, which "also serves as the default
    /// value if the system can't find a localized string" (Apple, `String.LocalizationValue.init`).
    /// `nil` for any other call.
    func localizedString(_ call: FunctionCallExprSyntax, _ context: NumberContext) throws(SourceError) -> Constant? {
        // The callee's name first: this is asked of every call evaluated, so it must cost little.
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "NSLocalizedString" || name == "String" else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let (keyLabel, fallbackLabel, others): (String?, String, Set<String>)
        switch name {
        case "NSLocalizedString" where declarations.functions[name] == nil:
            (keyLabel, fallbackLabel, others) = (nil, "value", ["tableName", "bundle", "comment"])
        case "String" where labels.first == "localized":
            (keyLabel, fallbackLabel, others) = ("localized", "defaultValue", ["table", "bundle", "locale", "comment"])
        default: return nil
        }
        guard call.trailingClosure == nil, labels.first == keyLabel, let key = call.arguments.first?.expression,
              labels.dropFirst().allSatisfy({ $0.map { $0 == fallbackLabel || others.contains($0) } ?? false }) else {
            let labels = ([fallbackLabel] + others.sorted()).map { $0 + ":" }.joined(separator: ", ")
            throw unsupported("\(name)(…) is read with a key\(keyLabel.map { " (\($0):)" } ?? "") and \(labels)", at: call)
        }
        if let fallback = call.arguments.first(where: { $0.label?.text == fallbackLabel })?.expression {
            switch try evaluate(fallback, context) {
            case .string(let text) where !text.isEmpty: return .string(text)
            case .placeholder: return unknown(call)  // a fallback from outside: unknown text
            default: break
            }
        }
        switch try evaluate(key, context) {
        case .string(let text): return .string(text)
        case .placeholder: return unknown(call)
        case let other: throw unsupported("\(text(key)) is \(other.typeName), not a key", at: key)
        }
    }
}
