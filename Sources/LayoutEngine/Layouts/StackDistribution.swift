// Fidelity: see StackLayout.swift. The steps follow layout-semantics §3.1 (OpenSwiftUI
// `StackLayout`, Field Guide HStack page, objc.io, Apple's `layoutPriority` documentation).

/// Steps 2–5 of the stack algorithm: what each child is offered along the major axis.
struct StackDistribution {
    let axis: Axis
    let subviews: Subviews

    /// The proposal for each child, in source order.
    /// - Parameters:
    ///   - major: the stack's major proposal minus all gaps, or `nil`.
    ///   - minor: the stack's minor proposal, passed to every child unchanged.
    func proposals(major: Double?, minor: Double?) -> [ProposedViewSize] {
        let count = subviews.count
        // Step 2: an ideal (`nil`) proposal goes to every child as it is.
        guard let available = major else {
            return Array(repeating: ProposedViewSize(major: nil, minor: minor, axis: axis), count: count)
        }
        let probe = { (i: Int, length: Double) in
            subviews[i].sizeThatFits(ProposedViewSize(major: length, minor: minor, axis: axis))[axis]
        }
        let minima = (0..<count).map { probe($0, 0) }
        let maxima = (0..<count).map { probe($0, .infinity) }
        let priorities = (0..<count).map { subviews[$0].priority }
        let order = fittingOrder(minima: minima, maxima: maxima, priorities: priorities)

        // Step 4: the minima of every group below the first are reserved up front.
        let top = priorities[order[0]]
        var remaining = available - order.filter { priorities[$0] != top }.map { minima[$0] }.reduce(0, +)
        var offers = Array(repeating: 0.0, count: count)
        var start = 0
        while start < order.count {
            let group = order[start...].prefix { priorities[$0] == priorities[order[start]] }
            if start > 0 { remaining += group.map { minima[$0] }.reduce(0, +) }
            // Step 5: share what is left evenly among the children still to size; a child's
            // unused share moves on to the next; nothing is re-offered.
            for (k, i) in group.enumerated() {
                offers[i] = max(remaining / Double(group.count - k), 0)
                let next = remaining - probe(i, offers[i])
                if !next.isNaN { remaining = next }   // ∞ − ∞ keeps the previous value (§11.8)
            }
            start += group.count
        }
        return offers.map { ProposedViewSize(major: $0, minor: minor, axis: axis) }
    }

    /// Step 3: highest priority first; inside a group least flexible first (flexibility =
    /// max − min); two infinitely flexible children put the larger minimum first; else source order.
    func fittingOrder(minima: [Double], maxima: [Double], priorities: [Double]) -> [Int] {
        let flexibility = zip(maxima, minima).map { $0 - $1 }
        return (0..<minima.count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibility[a], fb = flexibility[b]
            if fa.isInfinite && fb.isInfinite {
                return minima[a] != minima[b] ? minima[a] > minima[b] : a < b
            }
            return fa != fb ? fa < fb : a < b
        }
    }
}
