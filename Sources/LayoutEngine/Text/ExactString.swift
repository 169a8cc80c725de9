/// A string compared and hashed by its UTF-8 bytes, for cache keys.
///
/// `String`'s own equality is canonical equivalence: ";" equals U+037E GREEK QUESTION MARK and
/// "K" equals U+212A KELVIN SIGN. A cache keyed that way hands one string's measurements to the
/// other, whose bytes, glyphs and indices differ (an index out of bounds is a crash).
public struct ExactString: Hashable, Sendable {
    public var value: String

    public init(_ value: String) { self.value = value }

    public static func == (a: ExactString, b: ExactString) -> Bool {
        a.value.utf8.elementsEqual(b.value.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var value = value
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
