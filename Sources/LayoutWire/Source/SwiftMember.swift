/// A request whose view is SwiftUI source: `{"swift": "HStack { … }", "proposal": …}`.
///
/// The service translates the source to a view tree and puts it in the body in place of the
/// `swift` member, so everything after that (the decoder, the layout, the encoder) is shared
/// with JSON requests.
public struct SwiftMember: Sendable {
    /// The source, unescaped.
    public var source: String
    /// The bytes of `"swift": "…"` in the body.
    public var member: Range<Int>

    /// The top-level `swift` member of `bytes`, or `nil` when there is none. A body that is not
    /// JSON, or holds `swift` as well as `view`, or a `swift` that is not a string, is refused
    /// as the decoder would refuse it.
    public static func find(in bytes: [UInt8], limits: WireLimits = .default) throws(WireError) -> SwiftMember? {
        let result: Result<SwiftMember?, WireError> = bytes.withUnsafeBytes { buffer in
            do throws(WireError) { return .success(try find(buffer, limits: limits)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func find(_ bytes: UnsafeRawBufferPointer, limits: WireLimits) throws(WireError) -> SwiftMember? {
        let tape = try JSONTokenizer.tokenize(bytes, maxDepth: limits.maxJSONDepth)
        guard tape.kind(0) == .object else { return nil }
        var found: SwiftMember?
        var hasView = false
        for (k, v) in tape.members(0) {
            let name = tape.string(k)
            if name == "view" { hasView = true }
            guard name == "swift" else { continue }
            let pointer = JSONPointer.root.appending(key: "swift")
            guard tape.kind(v) == .string else { throw WireError(.wrongType, "swift must be a string of SwiftUI source", at: pointer) }
            // A string token keeps its content's offset and length; the quotes sit around it.
            let start = Int(tape.tokens[k].a) - 1
            let end = Int(tape.tokens[v].a) + Int(tape.tokens[v].b) + 1
            found = SwiftMember(source: tape.string(v), member: start..<end)
        }
        if found != nil, hasView {
            throw WireError(.conflictingFields, "a request holds view or swift, not both", at: JSONPointer.root.appending(key: "swift"))
        }
        return found
    }

    /// `bytes` with the `swift` member replaced by `"view":` and `view`.
    public func replacing(in bytes: [UInt8], with view: [UInt8]) -> [UInt8] {
        Array(bytes[..<member.lowerBound]) + Array("\"view\":".utf8) + view + Array(bytes[member.upperBound...])
    }
}
