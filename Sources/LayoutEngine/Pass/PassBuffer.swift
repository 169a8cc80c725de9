/// A fixed-length table owned by one `LayoutPass` and freed with it.
///
/// The pass reads its tables millions of times per layout; reading a Swift array stored in a
/// class retains and releases the array's storage (and checks exclusivity when it is a `var`)
/// on every access, which cost a third of the layout's instructions. A raw buffer does neither.
/// The pass is confined to one call, so nothing else can see these buffers. Non-copyable: the
/// one value that holds the memory frees it when it goes (the pass's tables with the pass), so
/// no table is freed by hand, twice, or never (the size cache's spill table, which grows, frees
/// its slot array itself, in `grow` and its `deinit`).
struct PassBuffer<Element>: ~Copyable {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    /// A table whose every entry is written before it is read (plain values only): large
    /// layouts then do not write their tables twice.
    init(uninitializedCount count: Int) {
        precondition(_isPOD(Element.self), "only plain values may start uninitialised")
        self.count = count
        base = .allocate(capacity: max(count, 1))
    }

    deinit {
        // Plain tables may hold entries never written; deinitialising them is a no-op.
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Addressed in place: reading or writing one field of a large element (a child slot is
    /// 80 bytes) touches that field, not a copy of the whole element.
    @inline(__always) subscript(i: Int) -> Element {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    /// A mutable view of `range`, for sorting a run in place.
    func run(_ range: Range<Int>) -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}

/// A node's row in one of the pass's tables, or none: tables sized by the nodes that have a
/// row (`NodeFacts`), not by every node, keep large layouts' memory small.
struct TableRow: Equatable {
    private let raw: Int32
    static let none = TableRow(raw: -1)

    init(_ index: Int) { raw = Int32(index) }
    private init(raw: Int32) { self.raw = raw }

    /// The row, or `nil` for none.
    @inline(__always) var index: Int? { raw >= 0 ? Int(raw) : nil }
    /// The row of a node whose route gives it one (`NodeFacts.routeRows`); not checked.
    @inline(__always) var unchecked: Int { Int(raw) }
}
