/// Names a member in messages, e.g. `frame.width`.
struct Field: CustomStringConvertible {
    var owner: String
    var key: Key
    var description: String { "\(owner).\(key.rawValue)" }
}

// The readers below are `mutating` although they change nothing: a call passes `self` by address
// then, where a non-mutating call from a mutating reader first copies the whole `Lowering`.
extension Lowering {
    /// The member at the end of `path` is not one `owner` defines (its name is known in general).
    func unknownHere(in owner: String) -> WireError {
        guard case .key(let k)? = path.last else { return error(.unknownField, "\(owner) has an unknown member") }
        return error(.unknownField, "\(owner) has no member \"\(tape.string(k))\"")
    }

    /// Pushes member `k` onto the pointer path.
    mutating func enter(_ k: Int) { path.push(.key(k)) }

    /// Pops the last pointer component.
    mutating func leave() { path.pop() }

    /// A finite number (any sign).
    @inline(__always)
    mutating func number(_ v: Int, _ field: Field) throws(WireError) -> Double {
        guard tape.kind(v) == .number else { throw error(.wrongType, "\(field) must be a number") }
        return tape.number(v)
    }

    /// A length: a number >= 0, and where allowed `null` (→ `nil`) or `"infinity"`.
    @inline(__always)
    mutating func length(_ v: Int, _ field: Field, null: Bool = false, infinity: Bool = false) throws(WireError) -> Double? {
        switch tape.kind(v) {
        case .number:
            let value = tape.number(v)
            guard value >= 0 else { throw error(.outOfRange, lengthMessage(field, null, infinity)) }
            return value
        case .null where null:
            return nil
        case .string where infinity && tape.equals(v, "infinity"):
            return .infinity
        case .string where infinity:
            throw error(.invalidValue, lengthMessage(field, null, infinity))
        default:
            throw error(.wrongType, lengthMessage(field, null, infinity))
        }
    }

    /// `frame.width must be a number >= 0, null or "infinity"`.
    private func lengthMessage(_ field: Field, _ null: Bool, _ infinity: Bool) -> String {
        var choices = ["a number >= 0"]
        if null { choices.append("null") }
        if infinity { choices.append("\"infinity\"") }
        let list = choices.count == 1 ? choices[0]
            : choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
        return "\(field) must be \(list)"
    }

    /// A finite number, or `null` (→ `nil`).
    @inline(__always)
    mutating func optionalNumber(_ v: Int, _ field: Field) throws(WireError) -> Double? {
        if tape.kind(v) == .null { return nil }
        guard tape.kind(v) == .number else { throw error(.wrongType, "\(field) must be a number or null") }
        return tape.number(v)
    }

    /// `true` or `false`.
    @inline(__always)
    mutating func bool(_ v: Int, _ field: Field) throws(WireError) -> Bool {
        switch tape.kind(v) {
        case .literalTrue: return true
        case .literalFalse: return false
        default: throw error(.wrongType, "\(field) must be true or false")
        }
    }

    /// Any string.
    @inline(__always)
    mutating func string(_ v: Int, _ field: Field) throws(WireError) -> String {
        tape.string(try stringToken(v, field))
    }

    /// Any string, left as its token: for strings that are only carried or decoded later.
    @inline(__always)
    mutating func stringToken(_ v: Int, _ field: Field) throws(WireError) -> Int {
        guard tape.kind(v) == .string else { throw error(.wrongType, "\(field) must be a string") }
        return v
    }

    /// A colour: one of SwiftUI's system colour names (`SVGPaint.named`) or CSS hex (`#rgb`,
    /// `#rrggbb`, `#rrggbbaa`); anything else is refused with the names, rather than drawn in
    /// the fallback colour.
    mutating func colorToken(_ v: Int, _ field: Field) throws(WireError) -> Int {
        let token = try stringToken(v, field)
        let name = tape.string(token)
        guard SVGPaint.named[name] != nil || SVGPaint.hex(name) != nil else {
            throw error(.invalidValue, "\(field) must be one of \(SVGPaint.namesInOrder.joined(separator: ", ")) "
                        + "or a hex colour (#rgb, #rrggbb, #rrggbbaa), not \(name.prefix(32))")
        }
        return token
    }

    /// One of the names of `Word`.
    @inline(__always)
    mutating func word<Word: WireWord>(_ v: Int, _ field: Field, as type: Word.Type) throws(WireError) -> Word {
        guard tape.kind(v) == .string else {
            throw error(.wrongType, "\(field) must be a string: \(Word.table.choices)")
        }
        guard let (word, _) = tape.word(Word.self, v) else {
            throw error(.invalidValue, "\(field) must be \(Word.table.choices), not \"\(tape.string(v))\"")
        }
        return word
    }

    /// An object, or a `wrongType` error naming what it should hold.
    @inline(__always)
    mutating func object(_ v: Int, _ what: String) throws(WireError) -> Int {
        guard tape.kind(v) == .object else { throw error(.wrongType, "\(what) must be an object") }
        return v
    }
}
