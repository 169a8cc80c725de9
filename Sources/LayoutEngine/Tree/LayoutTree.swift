/// The index of a node in a `LayoutTree`; valid only for the tree that made it.
public struct NodeID: Sendable, Hashable {
    public let index: Int
    init(_ index: Int) { self.index = index }
}

/// A `LayoutTree`'s flat storage, borrowed for one layout: the pass reads it millions of times,
/// and reading arrays through a class costs a reference count per access.
struct TreeStorage {
    let kinds: UnsafeBufferPointer<NodeKind>
    let childStarts: UnsafeBufferPointer<Int32>
    let childCounts: UnsafeBufferPointer<Int32>
    let childIDs: UnsafeBufferPointer<NodeID>

    var count: Int { kinds.count }
    @inline(__always) func childCount(_ i: Int) -> Int { Int(childCounts[i]) }
    @inline(__always) func childStart(_ i: Int) -> Int { Int(childStarts[i]) }
}

/// One view or modifier layer and its children, in order.
public struct Node: Sendable {
    public let kind: NodeKind
    public let children: [NodeID]
}

/// A view tree flattened into arrays; nodes are only made by `LayoutTree.Builder`, so every
/// `NodeID` in it is valid.
///
/// Children live in one flat array, each node owning a contiguous run of it, so that walking a
/// node's children copies and retains nothing (taffy keeps its tree in flat storage too).
public struct LayoutTree: Sendable {
    public private(set) var kinds: [NodeKind]
    private(set) var childStart: [Int32]
    private(set) var childCount: [Int32]
    private(set) var childIDs: [NodeID]
    /// The default values of the custom guides, indexed by `AlignmentKey.ID.custom`.
    public private(set) var customGuides: [GuideExpression]
    public let root: NodeID

    public var count: Int { kinds.count }

    /// A node with its children (for inspection; layout reads the flat storage).
    public subscript(id: NodeID) -> Node {
        Node(kind: kinds[id.index], children: Array(children(of: id)))
    }

    /// The children of `id`, in order.
    public func children(of id: NodeID) -> ArraySlice<NodeID> {
        let start = Int(childStart[id.index])
        return childIDs[start..<start + Int(childCount[id.index])]
    }

    /// The number of parent–child edges.
    var edgeCount: Int { childIDs.count }

    /// Runs `body` with the tree's storage as raw buffers, valid only inside `body`.
    func withStorage<R>(_ body: (TreeStorage) -> R) -> R {
        kinds.withUnsafeBufferPointer { kinds in
            childStart.withUnsafeBufferPointer { starts in
                childCount.withUnsafeBufferPointer { counts in
                    childIDs.withUnsafeBufferPointer { ids in
                        body(TreeStorage(kinds: kinds, childStarts: starts, childCounts: counts, childIDs: ids))
                    }
                }
            }
        }
    }

    /// Builds a tree bottom-up: children are added before their parent.
    public struct Builder: Sendable {
        var kinds: [NodeKind] = []
        var childStart: [Int32] = []
        var childCount: [Int32] = []
        var childIDs: [NodeID] = []
        var customGuides: [GuideExpression] = []

        public init() {}

        /// The number of nodes added so far.
        public var count: Int { kinds.count }

        /// Makes room for `nodes` nodes, so that building a large tree does not grow its arrays
        /// again and again.
        public mutating func reserveCapacity(_ nodes: Int) {
            kinds.reserveCapacity(nodes)
            childStart.reserveCapacity(nodes)
            childCount.reserveCapacity(nodes)
            childIDs.reserveCapacity(nodes)
        }

        /// Adds a node whose children were added earlier and returns its ID.
        @discardableResult
        public mutating func add(_ kind: NodeKind, children: [NodeID] = []) -> NodeID {
            childIDs.append(contentsOf: children)
            return appendNode(kind, childCount: children.count)
        }

        /// Adds a node with one child added earlier (a modifier layer), without an array.
        @discardableResult
        public mutating func add(_ kind: NodeKind, child: NodeID) -> NodeID {
            childIDs.append(child)
            return appendNode(kind, childCount: 1)
        }

        /// Records `kind` over the last `count` entries of the child list.
        private mutating func appendNode(_ kind: NodeKind, childCount count: Int) -> NodeID {
            kinds.append(kind)
            childStart.append(Int32(childIDs.count - count))
            childCount.append(Int32(count))
            return NodeID(kinds.count - 1)
        }

        /// Registers a custom alignment guide on `axis` whose default value is `defaultValue`.
        public mutating func customGuide(axis: Axis, defaultValue: GuideExpression) -> AlignmentKey {
            customGuides.append(defaultValue)
            return AlignmentKey(axis: axis, id: .custom(customGuides.count - 1))
        }

        /// Finishes the tree with `root` as its root.
        public func build(root: NodeID) -> LayoutTree {
            LayoutTree(kinds: kinds, childStart: childStart, childCount: childCount, childIDs: childIDs,
                       customGuides: customGuides, root: root)
        }
    }
}
