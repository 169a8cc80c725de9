import LayoutEngine

/// Turns a tokenized request into the engine's tree and the `WireIndex`, validating as it goes.
///
/// Lowering follows the wire format in `openapi.yaml`: each view becomes a node, each modifier a node wrapping the
/// previous layer, innermost first. Views recurse at most `WireLimits.maxDepth` levels, checked
/// before each descent. `path` tracks the RFC 6901 pointer of the value being read.
struct Lowering {
    let tape: JSONTape
    let limits: WireLimits
    var builder = LayoutTree.Builder()
    var index = WireIndex()
    var path: OwnedStack<PathComponent>
    var nodeCount = 0
    /// UTF-8 bytes of the Texts read so far, counted against `WireLimits.maxTextBytes`.
    var textBytes = 0
    var guides = GuideTable()
    /// What the Section just lowered leaves for its List: its rows and its header's node
    /// (`lowerSection`, `lowerList`).
    var pendingSection: (section: WireIndex.ListSection, header: NodeID?, footer: NodeID?)?
    /// Whether the List whose children are being lowered is in the plain style, where a
    /// Section is refused (`lowerSection`).
    var inPlainList = false
    /// The least height of that List's rows, where `defaultMinListRowHeight` sets one (`cell`).
    var listMinRowHeight: Double?
    /// The insets each `listRowInsets` modifier gives, by its slot in `index.modifiers`.
    var rowInsets: [Int: EdgeInsets] = [:]
    /// The separators each `listRowSeparator` modifier hides, by its slot.
    var rowSeparators: [Int: (top: Bool, bottom: Bool)] = [:]
    /// The request's `images` and `symbols`: named images' and SF Symbols' intrinsic sizes.
    var images: [String: Size] = [:]
    var symbols: [String: Size] = [:]
    /// The request's display scale, for sizes the pixel grid rounds (`SymbolMetrics`).
    var displayScale = 3.0

    enum PathComponent {
        /// An object member, by its key token (decoded only when an error needs it).
        case key(Int)
        case index(Int)
    }

    init(tape: JSONTape, limits: WireLimits) {
        self.tape = tape
        self.limits = limits
        path = OwnedStack(capacity: limits.maxJSONDepth)
        // Roughly one view per 8 tokens and one modifier per 12 in typical requests.
        index.views.reserveCapacity(tape.tokens.count / 8 + 4)
        index.modifiers.reserveCapacity(tape.tokens.count / 12 + 4)
        builder.reserveCapacity(min(tape.tokens.count / 6 + 4, limits.maxNodes))
    }

    /// Adds a node when `attached`, counting it against `WireLimits.maxNodes`.
    mutating func add(_ kind: NodeKind, _ children: [NodeID] = [], attached: Bool = true) throws(WireError) -> NodeID? {
        guard attached else { return nil }
        try countNode()
        return builder.add(kind, children: children)
    }

    /// Adds a modifier layer over `child`, counting it against `WireLimits.maxNodes`.
    mutating func add(_ kind: NodeKind, child: NodeID) throws(WireError) -> NodeID {
        try countNode()
        return builder.add(kind, child: child)
    }

    private mutating func countNode() throws(WireError) {
        guard nodeCount < limits.maxNodes else {
            throw error(.tooManyNodes, "the request needs more than \(limits.maxNodes) layout nodes")
        }
        nodeCount += 1
    }

    // MARK: Errors and pointers

    /// An error at the value being read.
    func error(_ kind: WireError.Kind, _ detail: String) -> WireError {
        WireError(kind, detail, at: pointer())
    }

    /// The pointer to the value being read.
    func pointer() -> JSONPointer {
        var pointer = JSONPointer.root
        for component in path.elements {
            switch component {
            case .key(let token): pointer = pointer.appending(key: tape.string(token))
            case .index(let i): pointer = pointer.appending(index: i)
            }
        }
        return pointer
    }

    /// A required member that is absent: the pointer names where it belongs.
    func missing(_ key: Key, in owner: String, _ expected: String) -> WireError {
        WireError(.missingField, "\(owner) needs \"\(key.rawValue)\": \(expected)",
                  at: pointer().appending(key: key.rawValue))
    }

    /// Matches member name `k` of an object described by `owner`, rejecting unknown and repeated names.
    /// `owner` is built only for an error, since most owners are computed names. (`mutating`
    /// only so that `self` is passed by address, not copied: see `Lowering+Values.swift`.)
    @inline(__always)
    mutating func key(_ k: Int, in owner: @autoclosure () -> String, seen: inout UInt128) throws(WireError) -> Key {
        guard let (key, ordinal) = tape.key(k) else { throw unknownField(k, in: owner()) }
        let bit: UInt128 = 1 << UInt128(ordinal)
        guard seen & bit == 0 else {
            throw WireError(.duplicateKey, "\(owner()) has \"\(key.rawValue)\" more than once",
                            at: pointer().appending(key: key.rawValue))
        }
        seen |= bit
        return key
    }

    /// Calls `read` for each member of object `o` except those `skip` picks out, with the pointer
    /// path at the member, after rejecting a repeated one. `read` returns `false` for a member
    /// that `owner` does not define, so that every object reader reports unknown and repeated
    /// members alike. (Inlined, with `read`, into every reader: left out of line, with `owner`
    /// and `read` passed as closures, decoding the benchmark's app screen takes about 6% more
    /// instructions.)
    @inline(__always)
    mutating func forEachMember(
        of o: Int, in owner: @autoclosure () -> String, skipping skip: (Key) -> Bool = { _ in false },
        _ read: (inout Lowering, Key, Int) throws(WireError) -> Bool
    ) throws(WireError) {
        var seen: UInt128 = 0
        for (k, v) in tape.members(o) {
            let key = try key(k, in: owner(), seen: &seen)
            if skip(key) { continue }
            enter(k)
            defer { leave() }
            guard try read(&self, key, v) else { throw unknownHere(in: owner()) }
        }
    }

    /// A member that `owner` does not define.
    func unknownField(_ k: Int, in owner: String) -> WireError {
        let name = tape.string(k)
        return WireError(.unknownField, "\(owner) has no member \"\(name)\"", at: pointer().appending(key: name))
    }
}
