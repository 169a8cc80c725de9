// Fidelity: Fixtures frame-flexible.json, seed exploding-* (OpenSwiftUI
// `Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift`; Field Guide flexible-frames page).
// Status: complete.

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Child proposal: the proposal (or the ideal when `nil`) clamped to the bounds; when placing,
/// the frame's final size, except `nil` for an in-range axis without ideal that was proposed `nil`.
/// Own size: per axis, the proposal clamped to both bounds, the ideal for `nil`, else the child's
/// size limited by the bounds given.
struct FlexibleFrameLayout: LayoutAlgorithm {
    var spec: FlexibleFrameSpec

    private func childProposal(_ p: Double?, _ axis: Axis) -> Double? {
        let (lo, ideal, hi) = spec.bounds(axis)
        guard let value = p ?? ideal else { return nil }
        return min(max(value, lo ?? -.infinity), hi ?? .infinity)
    }

    /// The frame's size on `axis`, or `nil` when it depends on the child's answer.
    private func ownLength(_ p: Double?, _ axis: Axis) -> Double? {
        let (lo, ideal, hi) = spec.bounds(axis)
        if let p, let lo, let hi, lo <= hi { return min(max(p, lo), hi) }
        if p == nil, let ideal { return ideal }
        return nil
    }

    /// The frame's size on `axis` given the child's length `c` and the child's proposal `cp`.
    private func length(from c: Double, childProposal cp: Double?, _ axis: Axis) -> Double {
        let (lo, _, hi) = spec.bounds(axis)
        switch (lo, hi) {
        case let (lo?, hi?) where lo <= hi: return min(max(c, lo), hi)
        case (let lo?, nil): return max(min(cp ?? .infinity, c), lo)
        case (nil, let hi?): return min(max(cp ?? -.infinity, c), hi)
        default: return c
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews) -> Size {
        let own = (ownLength(proposal.width, .horizontal), ownLength(proposal.height, .vertical))
        if let w = own.0, let h = own.1 { return Size(width: w, height: h) }
        let cp = ProposedViewSize(width: childProposal(proposal.width, .horizontal),
                                  height: childProposal(proposal.height, .vertical))
        let child = subviews[0].sizeThatFits(cp)
        return Size(width: own.0 ?? length(from: child.width, childProposal: cp.width, .horizontal),
                    height: own.1 ?? length(from: child.height, childProposal: cp.height, .vertical))
    }

    func placeSubviews(in size: Size, proposal: ProposedViewSize, subviews: Subviews) {
        // The `nil` exception is the behaviour of apps linked against the iOS 17 SDK or later
        // (OpenSwiftUI's `FlexFrameIdealSizing` in `Layout/Modifier/FrameLayout.swift`).
        func placing(_ axis: Axis) -> Double? {
            let (lo, ideal, hi) = spec.bounds(axis)
            let inRange = size[axis] > (lo ?? -.infinity) && size[axis] < (hi ?? .infinity)
            return proposal[axis] == nil && ideal == nil && inRange ? nil : size[axis]
        }
        let p = ProposedViewSize(width: placing(.horizontal), height: placing(.vertical))
        subviews[0].place(at: align(subviews[0], proposed: p, in: size, spec.alignment), proposal: p)
    }
}
