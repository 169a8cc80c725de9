import LayoutWire
import LayoutEngine
import SwiftSyntax

/// A value the source spells out: a literal, or a `let` constant built from literals.
enum Constant {
    case int(Int)
    case float(Double)
    case string(String)
    case bool(Bool)
    case array(Elements)
    /// A `let` whose value is not literal data but may be read where it is used, as an
    /// argument (`let columns = [GridItem(.flexible())]`).
    case expression(ExprSyntax)
    /// A leading-dot name read as data (`.dark`, `.compact`, an enum's case), compared by name.
    case enumCase(String)
    /// A value from outside the source (a model passed in, a property with no value): its
    /// source text, read as a stand-in where it is used (`Placeholder`).
    case placeholder(String)
    /// `nil`: an optional the source leaves empty.
    case null
    /// An object given in the request's `inputs` (`landmark` with `name`, `photos`, …): its
    /// members read with member access.
    case record(Record)
    /// A view already read: `self` in a `View` extension's method, `content` in a
    /// `ViewModifier`'s body.
    case view(ViewBox)
    /// A GeometryReader's proxy (or its `size`): known only while laying out, so no data reads it.
    case layoutTime(String)
    /// A length read from a GeometryReader's proxy (`geo.size.width * 0.5`): an expression the
    /// wire resolves when the reader places its content.
    case proxyLength(GuideExpression)

    /// The value as Swift's `String(describing:)` writes it, for string interpolation.
    var text: String {
        switch self {
        case .int(let v): String(v)
        case .float(let v): String(v)
        case .string(let v): v
        case .bool(let v): String(v)
        case .array(let v): "[" + v.values.map(\.text).joined(separator: ", ") + "]"
        case .expression(let e): e.trimmedDescription
        case .enumCase(let name): name
        case .placeholder(let source), .layoutTime(let source): source
        case .null: "nil"
        case .view: "a view"
        case .proxyLength(let e): e.wireText
        case .record(let r): "{" + r.fields.keys.sorted().joined(separator: ", ") + "}"
        }
    }

    /// A short description for a stand-in's name: the text of a small value, an ellipsis for
    /// a long string or an array, so that naming one costs no more than its few characters.
    var brief: String {
        switch self {
        case .string(let v) where v.utf8.count > 40: "\"" + v.prefix(20) + "…\""
        case .string(let v): "\"" + v + "\""
        case .array: "[…]"
        case .record: "{…}"
        default: text
        }
    }

    /// The Swift type's name, for messages.
    var typeName: String {
        switch self {
        case .int: "Int"
        case .float: "CGFloat"
        case .string: "String"
        case .bool: "Bool"
        case .array: "an array"
        case .expression: "an expression"
        case .enumCase: "an enum case"
        case .placeholder: "a value from outside the source"
        case .layoutTime: "a GeometryProxy, known only while laying out"
        case .null: "nil"
        case .view: "a view"
        case .proxyLength: "a length read from a GeometryProxy"
        case .record: "an object from the request's inputs"
        }
    }

    /// Whether this is a floating-point number or holds one, which makes the literals around it
    /// floating-point too (Swift infers `Double` for `[1, 2.5]` and `1 + 2.5`).
    var isFloating: Bool {
        switch self {
        case .float, .proxyLength: true
        case .array(let v): v.isFloating
        case .int, .string, .bool, .expression, .enumCase, .placeholder, .layoutTime, .null, .view, .record: false
        }
    }

    /// An `Int` or a `Double` as a `Double`, for comparing numbers of either type.
    var number: Double? {
        switch self {
        case .int(let v): Double(v)
        case .float(let v): v
        default: nil
        }
    }

    /// What the value weighs against the budget and `WireLimits.maxTextBytes`: a string its
    /// UTF-8 bytes, an array its elements' weights and one more, anything else 1. Known in
    /// constant time, so that arrays of arrays sharing storage cost what they hold, once.
    var weight: Int {
        switch self {
        case .string(let v), .placeholder(let v): 1 + v.utf8.count
        case .array(let v): v.weight
        case .record(let r): r.weight
        case .int, .float, .bool, .expression, .enumCase, .layoutTime, .null, .view, .proxyLength: 1
        }
    }

    /// An array's elements with what is known of them when it is made.
    struct Elements {
        let values: [Constant]
        let weight: Int
        let isFloating: Bool

        init(_ values: [Constant]) {
            self.values = values
            self.weight = values.reduce(1) { $0 &+ $1.weight }
            self.isFloating = values.contains { $0.isFloating }
        }
    }
}

/// What a number is wanted as: Swift types integer literals by their context.
enum NumberContext {
    /// A `CGFloat` argument or annotation: integer literals are floating-point.
    case float
    /// An `Int` argument or annotation, or a `let` whose literals are all integers.
    case int
}

/// The `let` constants in scope, innermost last; a ForEach's element is one too.
struct Scope {
    private var frames: [[String: Constant]] = [[:]]

    func lookup(_ name: String) -> Constant? {
        for frame in frames.reversed() { if let value = frame[name] { return value } }
        return nil
    }

    mutating func bind(_ name: String, _ value: Constant) { frames[frames.count - 1][name] = value }
    mutating func push() { frames.append([:]) }
    mutating func pop() { frames.removeLast() }
}

/// An object's members, by reference so that a `Constant` stays a few words.
final class Record {
    let fields: [String: Constant]
    let weight: Int
    init(_ fields: [String: Constant]) {
        self.fields = fields
        weight = fields.values.reduce(1) { $0 &+ $1.weight }
    }
}

extension Constant {
    /// A value of the request's `inputs`: whole numbers as `Int`s (Swift's literal typing, so
    /// that a `CGFloat` property still takes them), others as they are.
    init(_ input: InputValue) {
        switch input {
        case .object(let members):
            self = .record(Record(Dictionary(members.map { ($0.key, Constant($0.value)) }, uniquingKeysWith: { _, last in last })))
        case .array(let elements): self = .array(Constant.Elements(elements.map(Constant.init)))
        case .string(let v): self = .string(v)
        case .number(let v): self = v == v.rounded() && abs(v) < 9e15 ? .int(Int(v)) : .float(v)
        case .bool(let v): self = .bool(v)
        case .null: self = .null
        }
    }
}

/// A view held as a value, by reference so that a `Constant` stays a few words.
final class ViewBox {
    let node: ViewNode
    init(_ node: ViewNode) { self.node = node }
}

extension GuideExpression {
    /// The expression in the wire's grammar (`GuideExpressionParser`), fully parenthesised.
    var wireText: String { wireText(width: "width") }

    /// The same, with `.width` spelled `width` (`length` for a container's length).
    func wireText(width: String) -> String {
        switch self {
        case .number(let v): v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .width: width
        case .height: "height"
        case .guide: "0"  // not made from a proxy
        case .negate(let e): "-(\(e.wireText(width: width)))"
        case .binary(let op, let a, let b):
            switch op {
            case .add: "(\(a.wireText(width: width)) + \(b.wireText(width: width)))"
            case .subtract: "(\(a.wireText(width: width)) - \(b.wireText(width: width)))"
            case .multiply: "(\(a.wireText(width: width)) * \(b.wireText(width: width)))"
            case .divide: "(\(a.wireText(width: width)) / \(b.wireText(width: width)))"
            case .minimum: "min(\(a.wireText(width: width)), \(b.wireText(width: width)))"
            case .maximum: "max(\(a.wireText(width: width)), \(b.wireText(width: width)))"
            }
        }
    }
}
