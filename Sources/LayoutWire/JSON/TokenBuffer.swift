/// A growable token array without per-append uniqueness checks, owned by one tokenizer run.
///
/// The tokenizer appends one token per JSON value; an `Array` would check uniqueness and
/// capacity on every append. This buffer checks capacity only, and hands its contents to an
/// `Array` once at the end. The owner must call `deallocate()`.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<JSONTape.Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: JSONTape.Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(__always)
    subscript(i: Int) -> JSONTape.Token {
        get { base[i] }
        set { base[i] = newValue }
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<JSONTape.Token>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    /// Hands the tokens to a `TokenStorage`, which frees them; the buffer must not be used again.
    func finish() -> TokenStorage { TokenStorage(base: base, count: count) }

    func deallocate() { base.deallocate() }
}

/// Owns the memory of a finished token array and frees it with the last tape that uses it.
final class TokenStorage {
    let base: UnsafeMutablePointer<JSONTape.Token>
    let count: Int

    init(base: UnsafeMutablePointer<JSONTape.Token>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }
}
