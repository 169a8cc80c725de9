/// A string compared and hashed by its UTF-8 bytes, for cache keys.
///
/// `String`'s own equality is canonical equivalence: ";" equals U+037E GREEK QUESTION MARK and
/// "K" equals U+212A KELVIN SIGN. A cache keyed that way hands one string's measurements to the
/// other, whose bytes, glyphs and indices differ (an index out of bounds is a crash).
public struct ExactString: Hashable, Sendable {
    public var value: String

    public init(_ value: String) { self.value = value }

    public static func == (a: ExactString, b: ExactString) -> Bool {
        // Native strings are contiguous: their bytes are compared in place, eight at a time
        // (a cache compares a whole key on every hit), without copying either string.
        let compared = a.value.utf8.withContiguousStorageIfAvailable { p in
            b.value.utf8.withContiguousStorageIfAvailable { q in equalBytes(p, q) }
        }
        if let known = compared ?? nil { return known }
        return a.value.utf8.elementsEqual(b.value.utf8)
    }

    private static func equalBytes(_ p: UnsafeBufferPointer<UInt8>, _ q: UnsafeBufferPointer<UInt8>) -> Bool {
        guard p.count == q.count else { return false }
        guard let pa = p.baseAddress, let qa = q.baseAddress, pa != qa else { return true }
        let (l, r) = (UnsafeRawPointer(pa), UnsafeRawPointer(qa))
        var i = 0
        while i + 8 <= p.count {
            if l.loadUnaligned(fromByteOffset: i, as: UInt64.self) != r.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < p.count {
            if p[i] != q[i] { return false }
            i += 1
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = value.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            var copy = value
            copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
