/// A fixed-length table owned by one `LayoutPass` and freed with it.
///
/// The pass reads its tables millions of times per layout; reading a Swift array stored in a
/// class retains and releases the array's storage (and checks exclusivity when it is a `var`)
/// on every access, which cost a third of the layout's instructions. A raw buffer does neither.
/// The pass is confined to one call, so nothing else can see these buffers.
struct PassBuffer<Element> {
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

    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
