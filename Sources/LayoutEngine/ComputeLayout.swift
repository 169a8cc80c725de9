/// Lays out `tree` for `proposal` as a SwiftUI hosting view would, and returns every frame.
///
/// The root is centred in the proposal along each axis whose proposal is a finite number, and
/// placed at 0 along an axis proposed `nil` or infinity (layout-semantics §1.4, wire-format).
///
/// `workLimit` bounds the work (see `LayoutResult.work`): past it the layout stops early and
/// reports itself incomplete, so that no tree, however nested, holds a thread for long.
public func computeLayout(
    of tree: LayoutTree, proposal: ProposedViewSize, environment: LayoutEnvironment, workLimit: Int = .max
) -> LayoutResult {
    var frames = [Rect](repeating: .zero, count: tree.count)
    let (size, outcome) = tree.withStorage { storage in
        frames.withUnsafeMutableBufferPointer { frames in
            let pass = LayoutPass(tree: tree, storage: storage, frames: frames, environment: environment,
                                  workLimit: workLimit)
            let size = pass.sizeThatFits(tree.root, proposal)
            guard pass.isWithinBudget else { return (size, pass.finish(size: size)) }
            func origin(_ axis: Axis) -> Double {
                guard let p = proposal[axis], p.isFinite else { return 0 }
                return (p - size[axis]) / 2
            }
            pass.place(tree.root, at: Point(x: origin(.horizontal), y: origin(.vertical)), proposal: proposal)
            return (size, pass.finish(size: size))
        }
    }
    var result = LayoutResult(size: size, frames: frames, texts: outcome.texts,
                              cacheHits: outcome.cacheHits, cacheMisses: outcome.cacheMisses,
                              work: outcome.work, isComplete: outcome.work <= workLimit)
    result.trace = outcome.trace
    if !outcome.notPlaced.isEmpty { result.markNotPlaced(outcome.notPlaced, in: tree) }
    if environment.layoutDirection == .rightToLeft { result.mirrorHorizontally(root: tree.root) }
    return result
}
