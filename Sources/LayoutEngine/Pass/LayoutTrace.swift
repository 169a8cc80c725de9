/// What the pass did, in order: every size query with its answer, every stack's fitting order,
/// every placement. Recorded only when a layout asks for it (`LayoutEnvironment.traceLimit`).
///
/// The SwiftUI Field Guide steps through an HStack's proposals by hand for a few examples; the
/// trace gives the same steps for any tree, as data.
public struct LayoutTrace: Sendable {
    public struct Event: Sendable, Hashable {
        /// The node asked, ordered or placed.
        public var node: NodeID
        /// How many queries were open around this one (0 for the root's).
        public var depth: Int
        public var kind: Kind
    }

    public enum Kind: Sendable, Hashable {
        /// A `sizeThatFits` query and its answer; `computed` is false when the answer was
        /// already known (memoised for this proposal, or proposal-independent and known).
        case size(proposal: ProposedViewSize, answer: Size, computed: Bool)
        /// A stack's fitting order for a finite proposal: its children by position, first sized first.
        case fittingOrder([Int])
        /// A node placed: its frame in root coordinates and the proposal it was placed with.
        case place(frame: Rect, proposal: ProposedViewSize)
    }

    /// The events, in the order they happened (a query before the queries it made).
    public internal(set) var events: [Event] = []
    /// Whether events were dropped at the limit.
    public internal(set) var truncated = false
}

/// Records a trace during one pass; absent unless the layout asks for one, so the untraced
/// path pays one test of a flag per query and per placement.
final class TraceRecorder {
    private(set) var trace = LayoutTrace()
    private let limit: Int
    /// Indices of the open size queries, innermost last (−1 for one past the limit).
    private var open: [Int] = []

    init(limit: Int) { self.limit = limit }

    /// Starts a size query's event; its answer comes with `close`.
    func open(_ node: NodeID, _ proposal: ProposedViewSize) {
        open.append(append(LayoutTrace.Event(node: node, depth: open.count,
                                             kind: .size(proposal: proposal, answer: .zero, computed: false))))
    }

    func close(_ answer: Size, computed: Bool) {
        guard let i = open.popLast(), i >= 0, case .size(let p, _, _) = trace.events[i].kind else { return }
        trace.events[i].kind = .size(proposal: p, answer: answer, computed: computed)
    }

    func record(_ node: NodeID, _ kind: LayoutTrace.Kind) {
        _ = append(LayoutTrace.Event(node: node, depth: open.count, kind: kind))
    }

    private func append(_ event: LayoutTrace.Event) -> Int {
        guard trace.events.count < limit else {
            trace.truncated = true
            return -1
        }
        trace.events.append(event)
        return trace.events.count - 1
    }
}
