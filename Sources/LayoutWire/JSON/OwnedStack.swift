/// A stack for the reader's bookkeeping: the open containers, the pointer path.
///
/// The reader pushes and pops for every container, member and element, and an `Array` would
/// check that its storage is unique on each of those. This stack owns its buffer outright
/// (through `Storage`, which frees it), so a push is a store and a pop a decrement. Copies share
/// the buffer, so a stack has one owner: the tokenizer or the lowering of one decode. Elements
/// must be trivial types (no references), since popping does not deinitialize them.
struct OwnedStack<Element> {
    private var storage: Storage
    private(set) var count = 0

    /// - Parameter capacity: the depth expected (the stack grows past it if needed).
    init(capacity: Int) { storage = Storage(capacity: max(capacity, 8)) }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == storage.capacity { storage = storage.doubled(count: count) }
        (storage.base + count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the top element; the stack must not be empty.
    @inline(__always) @discardableResult
    mutating func pop() -> Element {
        count -= 1
        return storage.base[count]
    }

    var last: Element? { count > 0 ? storage.base[count - 1] : nil }

    /// The elements from the bottom up.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage.base, count: count) }

    /// The buffer, freed with the last stack that uses it.
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        /// A buffer twice as large holding the first `count` elements.
        func doubled(count: Int) -> Storage {
            let bigger = Storage(capacity: capacity * 2)
            bigger.base.initialize(from: base, count: count)
            return bigger
        }

        deinit { base.deallocate() }
    }
}
