/// A string compared and hashed by its UTF-8 bytes, for cache keys.
///
/// `String`'s own equality is canonical equivalence: ";" equals U+037E GREEK QUESTION MARK and
/// "K" equals U+212A KELVIN SIGN. A cache keyed that way hands one string's measurements to the
/// other, whose bytes, glyphs and indices differ (an index out of bounds is a crash).
public struct ExactString: Hashable, Sendable {
    public var value: String

    public init(_ value: String) { self.value = value }

    public static func == (a: ExactString, b: ExactString) -> Bool {
        var x = a.value, y = b.value
        // Over contiguous bytes, eight at a time: a cache compares a whole key on every hit.
        return x.withUTF8 { p in
            y.withUTF8 { q in
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
        }
    }

    public func hash(into hasher: inout Hasher) {
        var value = value
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
