/// Lays out `tree` for `proposal` as a SwiftUI hosting view would, and returns every frame.
///
/// The root is centred in the proposal along each axis whose proposal is a finite number, and
/// placed at 0 along an axis proposed `nil` or infinity (layout-semantics §1.4, wire-format).
public func computeLayout(
    of tree: LayoutTree, proposal: ProposedViewSize, environment: LayoutEnvironment
) -> LayoutResult {
    var frames = [Rect](repeating: .zero, count: tree.count)
    let (size, outcome) = tree.withStorage { storage in
        frames.withUnsafeMutableBufferPointer { frames in
            let pass = LayoutPass(tree: tree, storage: storage, frames: frames, environment: environment)
            let size = pass.sizeThatFits(tree.root, proposal)
            func origin(_ axis: Axis) -> Double {
                guard let p = proposal[axis], p.isFinite else { return 0 }
                return (p - size[axis]) / 2
            }
            pass.place(tree.root, at: Point(x: origin(.horizontal), y: origin(.vertical)), proposal: proposal)
            return (size, pass.finish(size: size))
        }
    }
    return LayoutResult(size: size, frames: frames, texts: outcome.texts,
                        cacheHits: outcome.cacheHits, cacheMisses: outcome.cacheMisses)
}
