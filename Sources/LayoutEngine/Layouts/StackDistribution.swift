// Fidelity: see StackLayout.swift. The steps follow layout-semantics §3.1 (OpenSwiftUI
// `StackLayout`, Field Guide HStack page, objc.io, Apple's `layoutPriority` documentation).

/// Steps 2–5 of the stack algorithm: what each child is offered along the major axis.
struct StackDistribution {
    let axis: Axis
    let subviews: Subviews

    /// A child's facts for ordering: its minimum and maximum length and its priority.
    struct Candidate {
        var index: Int
        var minimum: Double
        var maximum: Double
        var priority: Double
        var flexibility: Double { maximum - minimum }
    }

    /// Writes each child's proposal and size, in source order, into `children`.
    /// - Parameters:
    ///   - major: the stack's major proposal minus all gaps, or `nil`.
    ///   - minor: the stack's minor proposal, passed to every child unchanged.
    func distribute(major: Double?, minor: Double?, into children: inout [StackChild]) {
        let count = subviews.count
        children.reserveCapacity(count)
        // Step 2: an ideal (`nil`) proposal goes to every child as it is.
        guard let available = major else {
            let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for i in 0..<count { children.append(StackChild(proposal: p, size: subviews[i].sizeThatFits(p))) }
            return
        }
        let order = fittingOrder(minor: minor)
        for i in 0..<count { children.append(StackChild(proposal: .zero, size: .zero)) }
        // Step 4: the minima of every group below the first are reserved up front.
        let top = order[0].priority
        var remaining = available
        for c in order where c.priority != top { remaining -= c.minimum }
        var start = 0
        while start < count {
            var end = start
            while end < count && order[end].priority == order[start].priority { end += 1 }
            if start > 0 { for k in start..<end { remaining += order[k].minimum } }
            // Step 5: share what is left evenly among the children still to size; a child's
            // unused share moves on to the next; nothing is re-offered.
            for k in start..<end {
                let i = order[k].index
                let p = ProposedViewSize(major: max(remaining / Double(end - k), 0), minor: minor, axis: axis)
                let size = subviews[i].sizeThatFits(p)
                children[i] = StackChild(proposal: p, size: size)
                let next = remaining - size[axis]
                if !next.isNaN { remaining = next }   // ∞ − ∞ keeps the previous value (§11.8)
            }
            start = end
        }
    }

    /// Step 3: highest priority first; inside a group least flexible first (flexibility =
    /// max − min, both measured with the stack's minor proposal); two infinitely flexible
    /// children put the larger minimum first; else source order.
    func fittingOrder(minor: Double?) -> [Candidate] {
        var candidates = (0..<subviews.count).map { i in
            let child = subviews[i]
            return Candidate(
                index: i,
                minimum: child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis],
                maximum: child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis],
                priority: child.priority)
        }
        candidates.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            let fa = a.flexibility, fb = b.flexibility
            if fa.isInfinite && fb.isInfinite {
                return a.minimum != b.minimum ? a.minimum > b.minimum : a.index < b.index
            }
            return fa != fb ? fa < fb : a.index < b.index
        }
        return candidates
    }
}
