import LayoutEngine

/// The custom alignment guides a request declares, found before lowering so that any reference
/// (in a stack, an `alignmentGuide` or an expression) gets the same default wherever it sits.
///
/// A guide is declared by an alignment object `{"custom": name, "default": expression}` in a
/// stack, ZStack, frame, overlay or background; `{"custom": name}` alone refers to it. Names
/// are global, like SwiftUI's `AlignmentID` types, but separate per axis. A guide with no
/// declared default defaults to 0.
struct GuideTable {
    struct Name: Hashable {
        var axis: Axis
        var name: String
    }

    private(set) var defaults: [Name: GuideExpression] = [:]
    private(set) var used: Set<Name> = []
    /// Each guide's number in the tree's `customGuides`, in order of first use.
    private(set) var indices: [Name: Int] = [:]
    private(set) var order: [Name] = []

    /// Notes a use of a custom guide; the first default given for it is kept.
    mutating func record(_ name: Name, default value: GuideExpression?) {
        used.insert(name)
        if indices[name] == nil {
            indices[name] = order.count
            order.append(name)
        }
        if let value, defaults[name] == nil { defaults[name] = value }
    }

    /// The default of every recorded guide, by number (0 where none is declared).
    var defaultsInOrder: [GuideExpression] { order.map { defaults[$0] ?? .number(0) } }

    /// The declared default of custom guide `name` on `axis`, if any.
    func declaredDefault(_ name: String, axis: Axis) -> GuideExpression? { defaults[Name(axis: axis, name: name)] }

    /// The key for custom guide `name` on `axis`. A guide that no alignment or
    /// `alignmentGuide` names can never hold an explicit value, so all such guides share the
    /// number -1, whose default is 0.
    func key(_ name: String, axis: Axis) -> AlignmentKey {
        AlignmentKey(axis: axis, id: .custom(indices[Name(axis: axis, name: name)] ?? -1))
    }

    /// The axes on which some alignment uses a custom guide called `name`.
    func axes(of name: String) -> (horizontal: Bool, vertical: Bool) {
        (used.contains(Name(axis: .horizontal, name: name)), used.contains(Name(axis: .vertical, name: name)))
    }

    /// The axis of custom guide `name` read in an expression: `preferred` unless the guide is
    /// used only on the other axis.
    func axis(of name: String, preferring preferred: Axis) -> Axis {
        let (horizontal, vertical) = axes(of: name)
        switch preferred {
        case .horizontal: return !horizontal && vertical ? .vertical : .horizontal
        case .vertical: return !vertical && horizontal ? .horizontal : .vertical
        }
    }
}

extension GuideTable {
    /// Collects custom guides from the view tree at `view`, skipping anything malformed: the
    /// lowering pass that follows reports those errors with their pointers.
    static func scan(_ tape: JSONTape, view: Int, limits: WireLimits) -> GuideTable {
        var scanner = GuideScanner(tape: tape, maxDepth: limits.maxDepth)
        scanner.view(view, depth: 1)
        // A guide set by `alignmentGuide` but aligned on nowhere lives on the horizontal axis.
        for name in scanner.setOnly where scanner.table.axes(of: name) == (false, false) {
            scanner.table.record(GuideTable.Name(axis: .horizontal, name: name), default: nil)
        }
        return scanner.table
    }
}

/// The walk behind `GuideTable.scan`: views, their children and overlay content, to `maxDepth`.
private struct GuideScanner {
    let tape: JSONTape
    let maxDepth: Int
    var table = GuideTable()
    /// Custom names given to `alignmentGuide.guide`.
    var setOnly: [String] = []

    mutating func view(_ v: Int, depth: Int) {
        guard depth <= maxDepth, tape.kind(v) == .object else { return }
        let type = member(v, "type").flatMap { tape.word(WireViewType.self, $0)?.word }
        if let alignment = member(v, "alignment"), case .container(let kind)? = type?.role {
            switch kind {
            case .guide(let axis): guide(alignment, axis)
            case .pair: pair(alignment)
            case .none: break
            }
        }
        if let children = member(v, "children"), tape.kind(children) == .array {
            for child in tape.elements(children) { view(child, depth: depth + 1) }
        }
        guard let modifiers = member(v, "modifiers"), tape.kind(modifiers) == .array else { return }
        for m in tape.elements(modifiers) where tape.kind(m) == .object {
            if let alignment = member(m, "alignment") { pair(alignment) }
            if let g = member(m, "guide"), tape.kind(g) == .string, tape.word(AlignmentName.self, g) == nil {
                setOnly.append(tape.string(g))
            }
            if let content = member(m, "content") { view(content, depth: depth + 1) }
        }
    }

    /// `{"horizontal": guide, "vertical": guide}`.
    mutating func pair(_ v: Int) {
        guard tape.kind(v) == .object else { return }
        if let h = member(v, "horizontal") { guide(h, .horizontal) }
        if let g = member(v, "vertical") { guide(g, .vertical) }
    }

    /// `{"custom": name, "default": expression}`.
    mutating func guide(_ v: Int, _ axis: Axis) {
        guard tape.kind(v) == .object, let name = member(v, "custom"), tape.kind(name) == .string else { return }
        var value: GuideExpression?
        if let d = member(v, "default") {
            if tape.kind(d) == .number { value = .number(tape.number(d)) }
            if tape.kind(d) == .string, case .success(let e) = tape.withUTF8(d, {
                GuideExpressionParser.parse($0, axis: axis, guides: nil)
            }) { value = e }
        }
        table.record(GuideTable.Name(axis: axis, name: tape.string(name)), default: value)
    }

    /// The value of the first member of object `v` named `name`.
    func member(_ v: Int, _ name: StaticString) -> Int? {
        for (k, value) in tape.members(v) where tape.equals(k, name) { return value }
        return nil
    }
}
