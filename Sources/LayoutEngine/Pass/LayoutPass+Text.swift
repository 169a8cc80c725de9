/// A pass's Texts: their measured segments, sizes and lines, each counted as work.
extension LayoutPass {
    /// The size of Text `id` for `proposal` (memoised by the size cache).
    func textSize(_ id: NodeID, _ proposal: ProposedViewSize) -> Size {
        let text = measuredText(id)
        guard spend(text.work) else { return .zero }
        var walked = 0
        let scale = environment.displayScale
        let size = text.withSegments {
            TextLines.size($0, text.rules, proposal, scale: scale, walked: &walked)
        }
        if walked > 0 { _ = spend(walked) }
        return size
    }

    /// The lines of Text `id` for `proposal`. Sizes are memoised by the size cache; `remember`
    /// keeps the lines too, for baseline queries, which repeat.
    func textLines(_ id: NodeID, _ proposal: ProposedViewSize, remember: Bool = false) -> TextLines {
        let key = TextKey(node: id.index, proposal: proposal)
        if remember, let lines = textCache[key] { return lines }
        let text = measuredText(id)
        // Past the limit the result is thrown away: no lines (the 0×0 answer) cost nothing.
        let p = isWithinBudget ? proposal : ProposedViewSize(width: 0, height: 0)
        let scale = environment.displayScale
        let lines = text.withSegments { TextLines($0, text.rules, p, scale: scale) }
        _ = spend(lines.work)
        if remember { textCache[key] = lines }
        return lines
    }

    /// The measured segments and line limit of Text `id`, found once per layout: later queries
    /// read them from the pass's table and never copy the node's content again.
    func measuredText(_ id: NodeID) -> MeasuredText {
        // Texts have a row of the size cache, which also indexes `measured`.
        let row = facts.routes[id.index] == .text ? facts.routeRows[id.index].index : nil
        if let row, let known = measured[row] { return known }
        guard case .text(let content) = kind(id) else { preconditionFailure("node \(id.index) is not a Text") }
        let measure = { TextSegments(text: content.string, font: content.font, measurer: self.environment.textMeasurer) }
        let segments = textShard?.segments(content.string, content.font, measure: measure) ?? measure()
        keptSegments.append(segments)
        // A limit below 1 has no documented meaning in SwiftUI and the wire refuses it; the
        // engine reads it as 1 rather than keep no line at all.
        var rules = content.rules
        rules.lineLimit = rules.lineLimit.map { max($0, 1) }
        let text = MeasuredText(unretained: segments, rules, alignment: content.alignment, scale: environment.displayScale)
        if let row { measured[row] = text }
        return text
    }
}
