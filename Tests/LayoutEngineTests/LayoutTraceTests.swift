import LayoutEngine
import LayoutTestSupport
import Testing

/// The layout trace: what the pass asked, in order, with the answers.
struct LayoutTraceTests {
    /// The size queries the node tagged `tag` answered, as (proposal width, answer width).
    private func queries(_ l: TestLayout, _ tag: String) -> [(Double?, Double)] {
        l.result.trace!.events.compactMap { e in
            guard e.node == l.tags[tag], case .size(let p, let a, _) = e.kind else { return nil }
            return (p.width, a.width)
        }
    }

    @Test("A stack probes each child at ∞ and 0, orders them least flexible first, then offers each an even share of what is left")
    func stackSteps() throws {
        // The SwiftUI Field Guide's HStack page, with a child of fixed flexibility for its Text.
        let view = hstack(spacing: 8, [color().tag("a"), color().frame(maxWidth: 50).tag("b"), color().tag("c")]).tag("s")
        let l = view.layout(300, 100, traceLimit: 1_000)
        let trace = try #require(l.result.trace)
        let order = trace.events.compactMap { e -> [Int]? in if case .fittingOrder(let o) = e.kind { o } else { nil } }
        #expect(order == [[1, 0, 2]])
        #expect(queries(l, "b").map(\.0).prefix(3) == [.infinity, 0, 284.0 / 3])
        #expect(queries(l, "a").map(\.0).prefix(3) == [.infinity, 0, (284.0 - 50) / 2])
        #expect(queries(l, "c").map(\.0).prefix(3) == [.infinity, 0, (284.0 - 50) / 2])
        let depths = trace.events.filter { $0.node == l.tags["b"] }.map(\.depth)
        #expect(depths.first == 1, "asked by the stack, whose own query (the root's) is at depth 0")
    }

    @Test("A query answered before is marked as found, not worked out")
    func cachedQueries() throws {
        let l = hstack(spacing: 0, [color(), color()]).tag("s").layout(100, 10, traceLimit: 1_000)
        let stackQueries = l.result.trace!.events.compactMap { e -> Bool? in
            guard e.node == l.tags["s"], case .size(_, _, let computed) = e.kind else { return nil }
            return computed
        }
        #expect(stackQueries == [true, false], "sized for the root, then found again when placed")
    }

    @Test("Every node placed appears once as placed, with its frame")
    func placements() throws {
        let l = vstack(spacing: 0, [color().frame(height: 10).tag("a"), color().frame(height: 20).tag("b")]).layout(50, 30, traceLimit: 1_000)
        let placed = l.result.trace!.events.compactMap { e -> (NodeID, Rect)? in
            if case .place(let frame, _) = e.kind { (e.node, frame) } else { nil }
        }
        #expect(placed.count == l.result.frames.count)
        for (node, frame) in placed { #expect(l.result[node] == frame) }
    }

    @Test("Past its limit the trace stops and says it was cut; the layout is unchanged")
    func limit() throws {
        let view = hstack([color(), color(), color()])
        let full = view.layout(300, 100), cut = view.layout(300, 100, traceLimit: 5)
        #expect(cut.result.trace?.events.count == 5 && cut.result.trace?.truncated == true)
        #expect(cut.result.frames == full.result.frames)
        #expect(full.result.trace == nil)
    }
}
