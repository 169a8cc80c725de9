import LayoutEngine
import LayoutTestSupport
import Testing

/// The work bound of `computeLayout`: trees whose distinct proposals multiply stop early.
struct WorkLimitTests {
    /// Stacks alternating in axis, each under padding and a flexible frame, each beside a
    /// wrapping Text: every level offers its children new shares of every proposal it was given.
    static func paddedNest(_ depth: Int) -> LayoutTree {
        var view = text("leaf words that wrap around")
        for d in 0..<depth {
            let children = [view, text("sibling \(d) text wraps here")]
            view = (d % 2 == 0 ? hstack(children) : vstack(children))
                .padding(Double(1 + d % 3)).frame(maxWidth: Double(1_000 - d), maxHeight: .infinity)
        }
        return view.tree()
    }

    static let phone = ProposedViewSize(width: 390, height: 844)
    static func environment() -> LayoutEnvironment { LayoutEnvironment(textMeasurer: MonospaceTextMeasurer()) }

    @Test("Work per node grows with depth in a nest of padded stacks, which is why layouts need a bound")
    func workGrowsWithDepth() {
        let shallow = computeLayout(of: Self.paddedNest(8), proposal: Self.phone, environment: Self.environment())
        let deep = computeLayout(of: Self.paddedNest(20), proposal: Self.phone, environment: Self.environment())
        let perNode = { (r: LayoutResult, depth: Int) in Double(r.work) / Double(Self.paddedNest(depth).count) }
        #expect(perNode(deep, 20) > 10 * perNode(shallow, 8))
    }

    @Test("A layout past its work limit stops soon after it and reports itself incomplete")
    func stopsAtTheLimit() {
        let tree = Self.paddedNest(16)
        let full = computeLayout(of: tree, proposal: Self.phone, environment: Self.environment())
        let limited = computeLayout(of: tree, proposal: Self.phone, environment: Self.environment(), workLimit: full.work / 20)
        #expect(full.isComplete)
        #expect(!limited.isComplete)
        #expect(limited.work < full.work / 10)
    }

    @Test("A layout within its limit is complete, with the frames of an unlimited one; one unit less is not")
    func withinTheLimit() {
        let tree = Self.paddedNest(6)
        let free = computeLayout(of: tree, proposal: Self.phone, environment: Self.environment())
        let exact = computeLayout(of: tree, proposal: Self.phone, environment: Self.environment(), workLimit: free.work)
        let short = computeLayout(of: tree, proposal: Self.phone, environment: Self.environment(), workLimit: free.work - 1)
        #expect(exact.isComplete && exact.frames == free.frames && exact.work == free.work)
        #expect(!short.isComplete)
    }

    @Test("Text counts its line-break segments as work: a long text costs more than a short one")
    func textWork() {
        let short = computeLayout(of: text("two words").tree(), proposal: Self.phone, environment: Self.environment())
        let long = computeLayout(of: text(Array(repeating: "word", count: 200).joined(separator: " ")).tree(),
                                 proposal: Self.phone, environment: Self.environment())
        #expect(long.work >= short.work + 198)
    }

    @Test("A container's query counts its children: a stack of 1,000 fixed frames costs a thousand times one of 1")
    func containerWork() {
        func stack(_ n: Int) -> LayoutTree {
            vstack(Array(repeating: color().frame(width: 10, height: 10), count: n) + [spacer()]).tree()
        }
        let narrow = computeLayout(of: stack(1), proposal: Self.phone, environment: Self.environment())
        let wide = computeLayout(of: stack(1_000), proposal: Self.phone, environment: Self.environment())
        // The fixed frames are sized once, yet every plan of the stack walks all of them.
        #expect(wide.work >= narrow.work + 999 * 2)
    }

    @Test("A word too long for its line counts every grapheme it is split over")
    func longWordWork() {
        let word = String(repeating: "a", count: 2_000)
        let unwrapped = computeLayout(of: text(word).tree(), proposal: ProposedViewSize(width: nil, height: nil),
                                      environment: Self.environment())
        let wrapped = computeLayout(of: text(word).tree(), proposal: Self.phone, environment: Self.environment())
        #expect(unwrapped.work < 100)
        #expect(wrapped.work >= 2_000)
    }
}
