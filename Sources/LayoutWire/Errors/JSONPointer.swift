/// A JSON Pointer (RFC 6901) to a value in the request, in its JSON-string form (§5).
///
/// `""` is the whole document; each reference token is preceded by `/`, with `~` written `~0` and
/// `/` written `~1` (§3), so a custom guide named `a/b` appears as `a~1b`.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The pointer as written in a problem's `pointer` member, e.g. `/view/children/2/modifiers/0/width`.
    public private(set) var description: String

    /// The pointer to the whole document.
    public static let root = JSONPointer(encoded: "")

    /// A pointer from reference tokens that are not yet escaped.
    public init(tokens: [String]) {
        self = .root
        for token in tokens { self = appending(key: token) }
    }

    /// A pointer whose text is already in RFC 6901 form.
    init(encoded: String) { description = encoded }

    /// This pointer with one more object member name, escaped per RFC 6901 §3.
    public func appending(key: String) -> JSONPointer {
        var text = description
        text.append("/")
        for character in key.unicodeScalars {
            switch character {
            case "~": text.append("~0")
            case "/": text.append("~1")
            default: text.unicodeScalars.append(character)
            }
        }
        return JSONPointer(encoded: text)
    }

    /// This pointer with one more array index (decimal, no leading zeros, RFC 6901 §4).
    public func appending(index: Int) -> JSONPointer {
        JSONPointer(encoded: description + "/" + String(index))
    }

    /// The unescaped reference tokens, in order.
    public var tokens: [String] {
        guard !description.isEmpty else { return [] }
        return description.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            // Unescape `~1` before `~0` so that `~01` becomes `~1`, not `/` (RFC 6901 §4).
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }
}
