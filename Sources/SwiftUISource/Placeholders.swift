import LayoutWire
import SwiftSyntax

/// The stand-ins of values a source reads from outside it, in the order they were read, each
/// once per place and role.
final class PlaceholderLog {
    private(set) var list: [Placeholder] = []
    private var seen: Set<Placeholder> = []

    func record(_ placeholder: Placeholder) {
        if seen.insert(placeholder).inserted { list.append(placeholder) }
    }
}

/// Data from outside the source: a model passed in (`Text(landmark.name)`), a property with
/// no value, an environment object. SwiftUI would read it when the app runs; the layout reads
/// a stand-in, so that the screen around it is laid out rather than refused, and the answer
/// lists each (`placeholders`). Its source text is what it stands for: member access and
/// calls on it make longer stand-ins (`landmark.park.name`), operators on it another.
extension Translator {
    /// The stand-in of `value` read as a String at `e`: its source text.
    func stringStandIn(_ source: String, at e: some SyntaxProtocol) -> String {
        note(source, .string, at: e)
        return source
    }

    /// The stand-in of `value` read as a number: 0 unless the place says otherwise, so that it
    /// adds no length.
    func numberStandIn(_ source: String, _ value: Double = 0, at e: some SyntaxProtocol) -> Double {
        note(source, .number, at: e)
        return value
    }

    /// The stand-in of a condition: `true`, so that what it guards is laid out.
    func boolStandIn(_ source: String, at e: some SyntaxProtocol) -> Bool {
        note(source, .bool, at: e)
        return true
    }

    /// The stand-in of a collection: `Placeholder.collectionCount` elements, each a stand-in
    /// named by its index (`landmarks[0]`).
    func collectionStandIn(_ source: String, at e: some SyntaxProtocol) -> [Constant] {
        note(source, .collection, at: e)
        return (0..<Placeholder.collectionCount).map { standIn("\(source)[\($0)]") }
    }

    /// An optional from outside: present.
    func optionalStandIn(_ source: String, at e: some SyntaxProtocol) {
        note(source, .optional, at: e)
    }

    /// A value from outside switched on: its first case.
    func caseStandIn(_ source: String, at e: some SyntaxProtocol) {
        note(source, .case, at: e)
    }

    private func note(_ source: String, _ role: Placeholder.Role, at e: some SyntaxProtocol) {
        placeholders.record(Placeholder(expression: source, role: role, source: range(of: e)))
    }

    /// The case a stand-in names when it is a type's member (`Kind.b`), or a case with values
    /// (`Load.loaded(items)`, whose values are not kept): it equals `.b`, as a case of a type
    /// the source does not declare would.
    static func caseName(_ source: String) -> Substring? {
        guard let dot = source.firstIndex(of: "."), source.first?.isUppercase ?? false else { return nil }
        var name = source[source.index(after: dot)...]
        if let open = name.firstIndex(of: "("), name.last == ")" { name = name[..<open] }
        guard !name.isEmpty, source[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// Refuses a root that is only a value from outside (`model.view`, or a bare `null`): it
    /// gives no view of the source's own to lay out. Placed where the root's expansion ended in
    /// the stand-in, which says what it was.
    func checkRootIsOwn(_ node: ViewNode) throws(SourceError) {
        guard node.isStandIn, node.modifiers.isEmpty else { return }
        let what = placeholders.list.last(where: { $0.role == .view && $0.source == node.range })?.expression ?? "a stand-in"
        throw SourceError(.unsupported, "the root comes to \(what), which is a value from outside the source, not a view it makes "
                          + "(a view the source does not declare, or a method or property not read)",
                          line: node.range.line, column: node.range.column)
    }

    /// A stand-in named by `text`, kept to `maxStandInText` characters: the text is for people
    /// reading the answer, and a long chain of operators on a stand-in (`a + a + a …`) must
    /// not build a name as long as the chain at every step.
    func standIn(_ text: String) -> Constant {
        guard text.count > Self.maxStandInText else { return .placeholder(text) }
        return .placeholder(String(text.prefix(Self.maxStandInText - 1)) + "…")
    }

    static let maxStandInText = 80

    /// What a name not bound in the source stands for: a stand-in named by it.
    func unknown(_ e: some SyntaxProtocol) -> Constant {
        .placeholder(text(e))
    }
}
