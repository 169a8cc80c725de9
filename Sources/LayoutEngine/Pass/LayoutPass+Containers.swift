/// The containers that `containerRelativeFrame` measures against, and the memo of the sizes
/// that depend on them.
///
/// The root's container is the proposal inside the safe-area insets; a ScrollView is the
/// container of its content while it sizes it (`withContainer`) and while the pass places it
/// (`defineContainer`). A node below a ScrollView can then answer differently for the same
/// proposal when the ScrollView is asked with another size, so the sizes of such nodes
/// (`NodeFacts.dependsOnContainer`) are memoised per proposal and container, their guides
/// likewise, and stacks among them do not reuse a plan.
struct ContainerKey: Hashable {
    var node: Int
    var proposal: ProposedViewSize
    var container: ProposedViewSize
}

extension LayoutPass {
    /// The innermost container's size; `nil` or infinity along an axis where it has none.
    var container: ProposedViewSize { containers.last ?? .unspecified }

    /// Runs `body` (a ScrollView asking its content) with `size` as the innermost container.
    func withContainer<R>(_ size: ProposedViewSize, _ body: () -> R) -> R {
        containers.append(size)
        defer { containers.removeLast() }
        return body()
    }

    /// Records that `owner`'s children are placed inside a container of `size`; called from
    /// `owner`'s `placeSubviews`, read when the pass places those children.
    func defineContainer(_ owner: NodeID, _ size: ProposedViewSize) {
        containerDefinition = (owner.index, size)
    }

    func containerDependentSize(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        let key = ContainerKey(node: id.index, proposal: proposal, container: container)
        if let size = containerSizes[key] { return size }
        let size = compute(id, proposal)
        containerSizes[key] = size
        return size
    }

    func knowsContainerDependentSize(_ id: NodeID, _ proposal: ProposedViewSize) -> Bool {
        containerSizes[ContainerKey(node: id.index, proposal: proposal, container: container)] != nil
    }
}

extension LayoutPass {
    /// The innermost GeometryReader's size while its content is placed; outside any, the
    /// root's container (the proposal inside the safe-area insets), an unspecified or
    /// infinite side 0.
    var proxy: Size {
        if let size = proxies.last { return size }
        func side(_ v: Double?) -> Double { v.map { $0.isFinite ? $0 : 0 } ?? 0 }
        let root = containers.first ?? .unspecified
        return Size(width: side(root.width), height: side(root.height))
    }

    /// Records that `owner` (a GeometryReader) places its content at `size`; called from its
    /// `placeSubviews`, read while the pass places that content.
    func defineProxy(_ owner: NodeID, _ size: Size) {
        proxyDefinition = (owner.index, size)
    }
}
