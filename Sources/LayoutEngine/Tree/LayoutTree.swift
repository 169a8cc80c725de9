/// The index of a node in a `LayoutTree`; valid only for the tree that made it.
public struct NodeID: Sendable, Hashable {
    public let index: Int
    init(_ index: Int) { self.index = index }
}

/// One view or modifier layer and its children, in order.
public struct Node: Sendable {
    public let kind: NodeKind
    public let children: [NodeID]
}

/// A view tree flattened into an array; nodes are only made by `LayoutTree.Builder`, so every
/// `NodeID` in it is valid.
public struct LayoutTree: Sendable {
    public private(set) var nodes: [Node]
    public let root: NodeID

    public var count: Int { nodes.count }
    public subscript(id: NodeID) -> Node { nodes[id.index] }

    /// Builds a tree bottom-up: children are added before their parent.
    public struct Builder: Sendable {
        var nodes: [Node] = []

        public init() {}

        /// Adds a node whose children were added earlier and returns its ID.
        @discardableResult
        public mutating func add(_ kind: NodeKind, children: [NodeID] = []) -> NodeID {
            nodes.append(Node(kind: kind, children: children))
            return NodeID(nodes.count - 1)
        }

        /// Finishes the tree with `root` as its root.
        public func build(root: NodeID) -> LayoutTree { LayoutTree(nodes: nodes, root: root) }
    }
}
