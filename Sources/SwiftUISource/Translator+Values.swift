import LayoutEngine
import LayoutWire
import SwiftSyntax

/// Readers for SwiftUI's value types: alignments, edges, fonts, axes, unit points, colours.
extension Translator {
    /// `.topLeading`, `Alignment.center`, `Alignment(horizontal: .leading, vertical: .custom)`.
    func alignment(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        if let call = e.as(FunctionCallExprSyntax.self),
           ["Alignment", ".init", "Alignment.init"].contains(call.calledExpression.spelledName) {
            var members: [JSONValue.Member] = []
            for argument in call.arguments {
                switch argument.label?.text {
                case "horizontal": members.append(.init(.horizontal, try axisAlignment(argument.expression, vertical: false)))
                case "vertical": members.append(.init(.vertical, try axisAlignment(argument.expression, vertical: true)))
                default: throw unsupported("Alignment takes horizontal: and vertical:", at: argument)
                }
            }
            guard members.count == 2 else { throw unsupported("Alignment(horizontal:vertical:) needs both guides", at: call) }
            return .object(members)
        }
        return .string(try name(e, SwiftUIAlignmentName.spellings, "an Alignment"))
    }

    /// A guide on one axis: a built-in name or a custom alignment the source declares.
    func axisAlignment(_ e: ExprSyntax, vertical: Bool) throws(SourceError) -> JSONValue {
        let found = try memberName(e, vertical ? "a VerticalAlignment" : "a HorizontalAlignment")
        if (vertical ? VerticalAlignmentName.spellings : HorizontalAlignmentName.spellings).contains(found) { return .string(found) }
        if let guide = declarations.guides[found], (guide.axis == .vertical) == vertical {
            var members: [JSONValue.Member] = [.init(.custom, .string(found))]
            if let id = declarations.alignmentIDs[guide.type] {
                members.append(.init(.default, try guideExpression(id.value, parameter: id.parameter)))
            }
            return .object(members)
        }
        let kind = vertical ? "VerticalAlignment" : "HorizontalAlignment"
        throw unsupported(".\(found) is not a \(kind) the source declares or SwiftUI has", at: e)
    }

    /// `safeAreaInset(edge:alignment:)`'s guide, which the wire checks against the edge.
    func eitherAlignment(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        let found = try memberName(e, "an alignment")
        let isVertical = VerticalAlignmentName.spellings.contains(found) || declarations.guides[found]?.axis == .vertical
        return try axisAlignment(e, vertical: isVertical && found != "center")
    }

    /// `.horizontal`, `[.top, .leading]`.
    func edgeSet(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        guard let array = e.as(ArrayExprSyntax.self) else { return .string(try name(e, EdgeName.spellings, "an Edge.Set")) }
        var names: [JSONValue] = []
        for element in array.elements { names.append(.string(try name(element.expression, EdgeName.spellings, "an Edge.Set"))) }
        return .array(names)
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`, where Swift requires all four, or
    /// How an EdgeInsets is made: by its name, or by `.init` where the type is implied.
    static let edgeInsetsCallees: Set = ["EdgeInsets", "EdgeInsets.init", ".init"]
    /// The labels of `EdgeInsets(top:leading:bottom:trailing:)`, in order: the wire's inset edges.
    static let edgeInsetsLabels = InsetEdgeName.spellings

    /// `EdgeInsets()`, all zero (`.init(…)` alike), as is `.zero` (UIKit's `UIEdgeInsets.zero`,
    /// which apps give EdgeInsets too); insets from outside the source (`Metrics.rowInsets`)
    /// are a stand-in, zero as a number's is.
    func edgeInsets(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "zero" {
            return .object([])
        }
        if !e.is(FunctionCallExprSyntax.self), let value = try? evaluate(e, .float) {
            switch value {
            case .placeholder(let source): _ = numberStandIn(source, at: e); return .object([])
            case .enumCase: _ = numberStandIn(text(e), at: e); return .object([])
            default: break
            }
        }
        let labels = e.as(FunctionCallExprSyntax.self)?.arguments.map { $0.label?.text ?? "" }
        guard let call = e.as(FunctionCallExprSyntax.self), labels == Self.edgeInsetsLabels || labels == [],
              Self.edgeInsetsCallees.contains(call.calledExpression.spelledName) else {
            throw unsupported("EdgeInsets is read as EdgeInsets(top:leading:bottom:trailing:) or EdgeInsets()", at: e)
        }
        var members: [JSONValue.Member] = []
        for argument in call.arguments {
            members.append(.init(argument.label!.text, .number(try number(argument.expression))))
        }
        return .object(members)
    }

    /// `.title`, `.system(size: 20, weight: .bold)`, `.system(.title)`, and any of them followed
    /// by the `Font` methods `weight(_:)`, `bold()`, `italic()` and `monospacedDigit()`
    /// (`.title.weight(.bold)`, `.footnote.monospacedDigit()`), in any order.
    func font(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            // `AppFont.system(size: 14)` is an app's own function, not SwiftUI's.
            if method == "system" {
                guard Self.isWritten(on: member.base, "a Font") else { throw unsupported("\(text(e)) is not a Font the front end reads", at: e) }
                return try systemFont(call)
            }
            if let base = member.base, call.trailingClosure == nil, let edit = try fontMethod(method, call) {
                var members: [JSONValue.Member]
                switch try font(base) {
                case .string(let style): members = [.init(.style, .string(style))]
                case .object(let read): members = read
                case .array, .number, .bool, .null: throw unsupported("this Font is not read", at: base)
                }
                members.removeAll { $0.key == edit.key }   // a later weight wins, as Swift applies them in order
                members.append(edit)
                return .object(members)
            }
        }
        return .string(try name(e, TextStyle.spellings, "a Font"))
    }

    /// The member a `Font` method sets: a weight (`weight(_:)`, `bold()`) or a flag (`italic()`,
    /// `monospacedDigit()`); `nil` for a method that is not one of these.
    private func fontMethod(_ method: String, _ call: FunctionCallExprSyntax) throws(SourceError) -> JSONValue.Member? {
        switch (method, call.arguments.count) {
        case ("weight", 1): .init(.weight, .string(try name(call.arguments.first!.expression, WeightName.spellings, "a Font.Weight")))
        case ("bold", 0): .init(.weight, .string("bold"))
        case ("italic", 0): .init(.italic, .bool(true))
        case ("monospacedDigit", 0): .init(.monospacedDigit, .bool(true))
        default: nil
        }
    }

    private func systemFont(_ call: FunctionCallExprSyntax) throws(SourceError) -> JSONValue {
        var members: [JSONValue.Member] = []
        for argument in call.arguments {
            switch argument.label?.text {
            // A size from outside: 17, the body style's size at the large Dynamic Type size
            // (Apple's HIG, "Typography", iOS Dynamic Type sizes).
            case "size": members.append(.init(.size, .number(try number(argument.expression, standIn: 17))))
            case nil: members.append(.init(.style, .string(try name(argument.expression, TextStyle.spellings, "a Font"))))
            case "weight": members.append(.init(.weight, .string(try name(argument.expression, WeightName.spellings, "a Font.Weight"))))
            case "design": members.append(.init(.design, .string(try name(argument.expression, FontDesign.spellings, "a Font.Design"))))
            default: throw unsupported(".system(…) is read with size: or a text style, weight: and design:", at: argument)
            }
        }
        guard members.contains(where: { $0.key != Key.weight.rawValue }) else {
            throw unsupported(".system needs a size or a style", at: call)
        }
        return .object(members)
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
    func axes(_ e: ExprSyntax) throws(SourceError) -> String {
        guard let array = e.as(ArrayExprSyntax.self) else { return try name(e, ["horizontal", "vertical"], "an Axis.Set") }
        var set = Set<String>()
        for element in array.elements { set.insert(try name(element.expression, ["horizontal", "vertical"], "an Axis")) }
        return set.count == 2 ? "both" : (set.first ?? "both")
    }

    /// `.topLeading`, `UnitPoint(x: 0.2, y: 0.8)`.
    func unitPoint(_ e: ExprSyntax) throws(SourceError) -> JSONValue {
        if let call = e.as(FunctionCallExprSyntax.self), ["UnitPoint", ".init"].contains(call.calledExpression.spelledName) {
            var members: [JSONValue.Member] = []
            for argument in call.arguments {
                guard let label = argument.label?.text, label == "x" || label == "y" else {
                    throw unsupported("UnitPoint takes x: and y:", at: argument)
                }
                members.append(.init(label, .number(try number(argument.expression))))
            }
            return .object(members)
        }
        return .string(try name(e, SwiftUIAlignmentName.spellings, "a UnitPoint"))
    }

    /// A colour argument (a border's, a shape's fill): any form `colorValue` reads.
    func colorName(_ e: ExprSyntax) throws(SourceError) -> String {
        try colorValue(e)
    }
}
