/// Lays out `tree` for `proposal` as a SwiftUI hosting view would, and returns every frame.
///
/// The root is centred in the proposal along each axis whose proposal is a finite number, and
/// placed at 0 along an axis proposed `nil` or infinity (OpenSwiftUI `Sources/OpenSwiftUICore/View/Graph/ViewGraph.swift`, `RootGeometry`; openapi.yaml).
///
/// With `environment.safeAreaInsets`, the host's rectangle is the proposal and the root gets
/// what lies inside the insets, as a hosting controller does (OpenSwiftUI
/// `Sources/OpenSwiftUICore/View/Graph/ViewGraph.swift`, `RootGeometry`): the root is proposed
/// the proposal minus the insets and centred in that inner rectangle. Along an axis proposed
/// `nil` or infinity the root is proposed the same and placed at the leading (top) inset, and
/// the screen ends at the far inset past the root (a choice: a host's size is always finite).
///
/// `workLimit` bounds the work (see `LayoutResult.work`): past it the layout stops early and
/// reports itself incomplete, so that no tree, however nested, holds a thread for long.
public func computeLayout(
    of tree: LayoutTree, proposal: ProposedViewSize, environment: LayoutEnvironment, workLimit: Int = .max
) -> LayoutResult {
    var frames = [Rect](repeating: .zero, count: tree.count)
    var screenWidth = 0.0
    let (size, outcome) = tree.withStorage { storage in
        frames.withUnsafeMutableBufferPointer { frames in
            let pass = LayoutPass(tree: tree, storage: storage, frames: frames, environment: environment,
                                  workLimit: workLimit)
            let insets = environment.safeAreaInsets
            let inner = proposal.inset(by: insets)
            // The root's container for `containerRelativeFrame`: what the host offers the root.
            pass.containers = [inner]
            let size = pass.sizeThatFits(tree.root, inner)
            guard pass.isWithinBudget else { return (size, pass.finish(size: size)) }
            func origin(_ axis: Axis) -> Double {
                guard let p = inner[axis], p.isFinite else { return insets.start(axis) }
                return insets.start(axis) + (p - size[axis]) / 2
            }
            let rootOrigin = Point(x: origin(.horizontal), y: origin(.vertical))
            let screen = screenRect(proposal, insets: insets, rootSize: size)
            let region = insets.isZero ? nil : SafeAreaLevel(rect: screen, insets: insets)
            pass.placeRoot(tree.root, at: rootOrigin, proposal: inner, region: region)
            screenWidth = screen.size.width
            return (size, pass.finish(size: size))
        }
    }
    var result = LayoutResult(size: size, frames: frames, texts: outcome.texts,
                              cacheHits: outcome.cacheHits, cacheMisses: outcome.cacheMisses,
                              work: outcome.work, isComplete: outcome.work <= workLimit)
    result.trace = outcome.trace
    if !outcome.notPlaced.isEmpty { result.markNotPlaced(outcome.notPlaced, in: tree) }
    if environment.layoutDirection == .rightToLeft {
        // With insets the mirror is the screen's, so that leading insets land on the right.
        let insets = environment.safeAreaInsets
        result.mirrorHorizontally(root: tree.root, about: insets.isZero ? nil : screenWidth / 2)
    }
    return result
}

/// The host's rectangle: the proposal along finite axes, else the root and the insets.
private func screenRect(_ proposal: ProposedViewSize, insets: EdgeInsets, rootSize: Size) -> Rect {
    func length(_ axis: Axis) -> Double {
        if let p = proposal[axis], p.isFinite { return p }
        return rootSize[axis] + insets.total(axis)
    }
    return Rect(x: 0, y: 0, width: length(.horizontal), height: length(.vertical))
}
