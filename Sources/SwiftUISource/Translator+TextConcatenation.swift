import LayoutWire
import SwiftSyntax

/// `Text("\(kcal) kcal ") + Text("\(grams) g")`: SwiftUI's `+` on Text makes one Text of both
/// (Apple, `Text.+(_:_:)`: "Concatenates the text in two text views in a new text view"), laid
/// out and broken into lines as one string. The wire's Text has one style, so the parts must be
/// styled alike (the same own font and the same wire modifiers, such as `font` or `bold`); parts
/// styled apart would be runs of one paragraph, which the wire does not model, and are refused.
/// Modifiers that change no frame (`foregroundColor`) are listed as ignored, as anywhere.
extension Translator {
    /// The one Text that `sequence` concatenates, or `nil` when it is not a chain of `+`.
    mutating func concatenatedText(_ sequence: SequenceExprSyntax) throws(SourceError) -> ViewNode? {
        let elements = elements(of: sequence)
        guard elements.count >= 3, elements.count % 2 == 1,
              stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
        else { return nil }
        var joined: ViewNode?
        for operand in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }) {
            let part = try textPart(operand)
            guard var whole = joined else {
                joined = part
                continue
            }
            guard Self.styledAlike(whole, part) else {
                throw unsupported("Text + Text with parts styled differently is not laid out: the wire's Text has one style "
                                  + "(style the whole concatenation instead)", at: operand)
            }
            let text = (Self.text(of: whole) ?? "") + (Self.text(of: part) ?? "")
            whole.members = whole.members.map { $0.key == Key.text.rawValue ? .init(.text, .string(text)) : $0 }
            joined = whole
        }
        joined?.range = range(of: sequence)
        return joined
    }

    /// One operand of `+`: exactly one Text.
    private mutating func textPart(_ operand: ExprSyntax) throws(SourceError) -> ViewNode {
        let nodes = try views(operand)
        guard nodes.count == 1, nodes[0].type == .text, Self.text(of: nodes[0]) != nil else {
            throw unsupported("\(text(operand)) is not a Text, which is all `+` joins", at: operand)
        }
        return nodes[0]
    }

    private static func text(of node: ViewNode) -> String? {
        guard case .string(let text)? = node.members.first(where: { $0.key == Key.text.rawValue })?.value else { return nil }
        return text
    }

    /// The same members but the text, and the same modifiers with the same arguments.
    private static func styledAlike(_ a: ViewNode, _ b: ViewNode) -> Bool {
        a.members.filter { $0.key != Key.text.rawValue } == b.members.filter { $0.key != Key.text.rawValue }
            && a.modifiers.count == b.modifiers.count
            && zip(a.modifiers, b.modifiers).allSatisfy { $0.type == $1.type && $0.members == $1.members && $0.content == nil && $1.content == nil }
    }
}
