import LayoutWire

/// A wire view read from source, before it is written as JSON: its members, children and
/// modifiers, each with the source range it came from.
struct ViewNode {
    var type: WireViewType
    var id: String?
    var members: [JSONValue.Member] = []
    /// `nil` for views without `children`.
    var children: [ViewNode]?
    /// View-valued members (a Section's `header`), by their wire key.
    var viewMembers: [(key: Key, view: ViewNode)] = []
    var modifiers: [ModifierNode] = []
    var range: SourceRange
    /// Whether this is the stand-in of a view the source does not declare (`Placeholder`).
    var isStandIn = false
    /// The view's tag, by which a Picker finds its selected option: `.tag(v)`, or the element
    /// a ForEach made the view for. Never written to the wire.
    var tag: Constant?
}

// Neither is Sendable: a node's tag may hold syntax and shared boxes, and a node never leaves
// the translation's thread (its JSON does). Said outright, so that the compiler does not infer
// it: the inference follows the nodes' tuple members (`(key:view:)`) back into themselves and,
// depending on the order files are type-checked in, stops with a circular-reference error.
@available(*, unavailable)
extension ViewNode: Sendable {}

@available(*, unavailable)
extension ModifierNode: Sendable {}

/// A wire modifier read from source.
struct ModifierNode {
    var type: WireModifierType
    var members: [JSONValue.Member] = []
    /// A view-valued parameter (`content`), by its wire key.
    var content: (key: Key, view: ViewNode)?
    var range: SourceRange
}

extension ViewNode {
    /// The view as a wire object, recording each view's and modifier's range by its pointer.
    func json(at pointer: String, into ranges: inout [String: SourceRange]) -> JSONValue {
        ranges[pointer] = range
        var object: [JSONValue.Member] = [.init(.type, .string(type.rawValue))]
        if let id { object.append(.init(.id, .string(id))) }
        object += members
        for (key, view) in viewMembers { object.append(.init(key, view.json(at: "\(pointer)/\(key.rawValue)", into: &ranges))) }
        if let children {
            let list = children.enumerated().map { i, child in child.json(at: "\(pointer)/children/\(i)", into: &ranges) }
            object.append(.init(.children, .array(list)))
        }
        if !modifiers.isEmpty {
            let list = modifiers.enumerated().map { i, modifier in
                modifier.json(at: "\(pointer)/modifiers/\(i)", into: &ranges)
            }
            object.append(.init(.modifiers, .array(list)))
        }
        return .object(object)
    }
}

extension ModifierNode {
    func json(at pointer: String, into ranges: inout [String: SourceRange]) -> JSONValue {
        ranges[pointer] = range
        var object: [JSONValue.Member] = [.init(.type, .string(type.rawValue))]
        object += members
        if let content { object.append(.init(content.key, content.view.json(at: "\(pointer)/\(content.key.rawValue)", into: &ranges))) }
        return .object(object)
    }
}
