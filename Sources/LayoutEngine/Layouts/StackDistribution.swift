// Fidelity: see StackLayout.swift. The steps follow OpenSwiftUI `StackLayout`, the Field Guide
// HStack page, objc.io and Apple's `layoutPriority` documentation.

/// Steps 2–5 of the stack algorithm: what each child is offered along the major axis.
///
/// Works in the stack's child slots: each child's minimum, maximum and priority, the fitting
/// order, and finally the proposal and size of each child.
struct StackDistribution {
    let axis: Axis
    let subviews: Subviews

    /// Writes each child's proposal and size into its slot.
    /// - Parameters:
    ///   - major: the stack's major proposal minus all gaps, or `nil`.
    ///   - minor: the stack's minor proposal, passed to every child unchanged.
    func distribute(major: Double?, minor: Double?) {
        let count = subviews.count
        // Step 2: an ideal (`nil`) proposal goes to every child as it is.
        guard let available = major else {
            let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for i in 0..<count { offer(p, to: i) }
            return
        }
        let order = fittingOrder(minor: minor)
        // The k-th child in fitting order, read in place (a slot is 80 bytes).
        func priority(_ k: Int) -> Double { subviews[slot: Int(order[k])].priority }
        func minimum(_ k: Int) -> Double { subviews[slot: Int(order[k])].minimum }
        // Step 4: the minima of every group below the first are reserved up front.
        let top = priority(0)
        var remaining = available
        for k in 0..<count where priority(k) != top { remaining -= minimum(k) }
        var start = 0
        while start < count {
            let group = priority(start)
            // The group's first child is in it whatever its priority (a NaN equals nothing).
            var end = start + 1
            while end < count && priority(end) == group { end += 1 }
            if start > 0 { for k in start..<end { remaining += minimum(k) } }
            // Step 5: share what is left evenly among the children still to size; a child's
            // unused share moves on to the next; nothing is re-offered.
            for k in start..<end {
                let p = ProposedViewSize(major: max(remaining / Double(end - k), 0), minor: minor, axis: axis)
                let next = remaining - offer(p, to: Int(order[k]))[axis]
                if !next.isNaN { remaining = next }   // ∞ − ∞ keeps the previous value (OpenSwiftUI `StackLayout`)
            }
            start = end
        }
    }

    @discardableResult
    private func offer(_ p: ProposedViewSize, to i: Int) -> Size {
        let size = subviews[i].sizeThatFits(p)
        subviews[slot: i].proposal = p
        subviews[slot: i].size = size
        return size
    }

    /// Step 3: highest priority first; inside a group least flexible first (flexibility =
    /// max − min, both measured with the stack's minor proposal); two infinitely flexible
    /// children put the larger minimum first; else source order. Returns child indices in that
    /// order (the stack's run of the pass's order buffer).
    func fittingOrder(minor: Double?) -> UnsafeMutableBufferPointer<Int32> {
        let order = subviews.fittingOrderRun()
        // The infinite probe goes first: an overflowing stack offers its later children 0, the
        // zero probe's proposal, so a child stack's last plan is then the one placement needs
        // and it is not planned again (`StackLayout.placeSubviews`). Sizes are memoised, so
        // the order changes no answer.
        for i in 0..<subviews.count {
            let child = subviews[i]
            subviews[slot: i].maximum = child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            subviews[slot: i].minimum = child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            subviews[slot: i].priority = child.priority
            order[i] = Int32(i)
        }
        func before(_ ia: Int32, _ ib: Int32) -> Bool {
            let a = subviews.slotAddress(Int(ia)), b = subviews.slotAddress(Int(ib))
            if a.pointee.priority != b.pointee.priority { return a.pointee.priority > b.pointee.priority }
            let fa = a.pointee.maximum - a.pointee.minimum, fb = b.pointee.maximum - b.pointee.minimum
            if fa.isInfinite && fb.isInfinite {
                return a.pointee.minimum != b.pointee.minimum ? a.pointee.minimum > b.pointee.minimum : ia < ib
            }
            return fa != fb ? fa < fb : ia < ib
        }
        Self.sort(order, by: before)
        subviews.traceFittingOrder(order)
        return order
    }

    /// Sorts `order` by `before` exactly as the library's stable sort would (ties keep source
    /// order). Children often come in order already (rows of a list), and most stacks have a
    /// handful: a check, then insertion sort for a few, the library's sort (n log n, whatever
    /// the input) for many. With NaN or opposite infinite flexibilities `before` is not a
    /// strict order; the answer still matches the library's sort (checked against it on random
    /// input with NaN and infinite flexibilities), which also leaves input with no adjacent
    /// pair out of order alone and sorts short runs by insertion.
    private static func sort(_ order: UnsafeMutableBufferPointer<Int32>, by before: (Int32, Int32) -> Bool) {
        let count = order.count
        guard count > 1 else { return }
        var k = 1
        while k < count && !before(order[k], order[k - 1]) { k += 1 }
        if k == count { return }
        guard count <= 16 else {
            var all = order
            return all.sort(by: before)
        }
        for i in k..<count {
            let x = order[i]
            var j = i
            while j > 0 && before(x, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = x
        }
    }
}
