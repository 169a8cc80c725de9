import LayoutEngine

extension AnswerWriter {
    /// `,"trace":{"events":[…],"truncated":…}`: what the pass did, in order (`LayoutTrace`).
    ///
    /// Each event names its node by the JSON Pointer of the request's view or modifier that made
    /// it (`path`), and the view's `id` when it has one. The nodes the wire adds itself (a
    /// ScrollView's implicit VStack) have no path of their own: they carry their ScrollView's
    /// path followed by `#content`. Sizes and positions are layout values, like `frame`.
    mutating func traceMember(_ trace: LayoutTrace) {
        let names = TraceNames(index)
        json.raw(",\"trace\":{\"events\":[")
        for (i, event) in trace.events.enumerated() {
            if i > 0 { json.byte(UInt8(ascii: ",")) }
            json.raw("{\"step\":")
            json.integer(i)
            json.raw(",\"depth\":")
            json.integer(event.depth)
            json.raw(",\"path\":")
            json.string(names.path(event.node))
            if let id = names.id(event.node) {
                json.raw(",\"id\":")
                json.string(id)
            }
            eventBody(event.kind, names: names, owner: event.node)
            json.byte(UInt8(ascii: "}"))
        }
        json.raw("],\"truncated\":")
        json.bool(trace.truncated)
        json.byte(UInt8(ascii: "}"))
    }

    private mutating func eventBody(_ kind: LayoutTrace.Kind, names: TraceNames, owner: NodeID) {
        switch kind {
        case .size(let proposal, let answer, let computed):
            json.raw(",\"kind\":\"size\",\"proposal\":")
            proposalObject(proposal)
            json.raw(",\"size\":{\"width\":")
            length(answer.width)
            json.raw(",\"height\":")
            length(answer.height)
            json.raw("},\"cached\":")
            json.bool(!computed)
        case .fittingOrder(let order):
            json.raw(",\"kind\":\"fittingOrder\",\"order\":[")
            for (k, child) in order.enumerated() {
                if k > 0 { json.byte(UInt8(ascii: ",")) }
                json.integer(child)
            }
            json.byte(UInt8(ascii: "]"))
        case .place(let frame, let proposal):
            json.raw(",\"kind\":\"place\",\"frame\":")
            rect(frame)
            json.raw(",\"proposal\":")
            proposalObject(proposal)
        }
    }

    /// A proposal as the request writes one: a number, `null` or `"infinity"` per side.
    private mutating func proposalObject(_ p: ProposedViewSize) {
        json.raw("{\"width\":")
        proposalLength(p.width)
        json.raw(",\"height\":")
        proposalLength(p.height)
        json.byte(UInt8(ascii: "}"))
    }

    private mutating func proposalLength(_ value: Double?) {
        guard let value else { return json.raw("null") }
        length(value)
    }
}

/// The request's name for each node: the JSON Pointer of the view or modifier that made it.
struct TraceNames {
    private var paths: [Int: String] = [:]
    private var ids: [Int: String] = [:]

    init(_ index: WireIndex) {
        visit(index, 0, "/view")
    }

    func path(_ node: NodeID) -> String { paths[node.index] ?? "" }
    func id(_ node: NodeID) -> String? { ids[node.index] }

    /// Recursion depth is bounded by the request's validated view depth.
    private mutating func visit(_ index: WireIndex, _ v: Int, _ path: String) {
        let record = index.views[v]
        if let node = record.node {
            paths[node.index] = path
            if let id = record.id { ids[node.index] = id }
        }
        if let content = record.content, paths[content.index] == nil { paths[content.index] = path + "#content" }
        for (k, slot) in record.modifiers.enumerated() {
            let modifier = index.modifiers[slot]
            let modifierPath = path + "/modifiers/\(k)"
            if let node = modifier.node { paths[node.index] = modifierPath }
            if let content = modifier.content { visit(index, content, modifierPath + "/content") }
        }
        for (k, child) in index.children(of: v).enumerated() {
            visit(index, child, path + "/children/\(k)")
        }
    }
}
