/// A request whose view is SwiftUI source: `{"swift": "HStack { … }", "proposal": …}`, with
/// `inputs`, values for the source's root view, beside it.
///
/// The service translates the source to a view tree and puts it in the body in place of the
/// `swift` member (and without `inputs`), so everything after that (the decoder, the layout,
/// the encoder) is shared with JSON requests.
public struct SwiftMember: Sendable {
    /// The source, unescaped.
    public var source: String
    /// The bytes of `"swift": "…"` in the body.
    public var member: Range<Int>
    /// The `inputs` object, when there is one.
    public var inputs: InputValue?
    /// The bytes of `"inputs": {…}` with one comma beside it, which the translated body leaves out.
    var inputsMember: Range<Int>?
    /// Those bytes as text: with the source, what a translation depends on.
    public var inputsText: String?

    /// The top-level `swift` member of `bytes`, or `nil` when there is none. A body that is not
    /// JSON, or holds `swift` as well as `view`, or a `swift` that is not a string, or `inputs`
    /// that are not an object, is refused as the decoder would refuse it.
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
        var inputs: (value: InputValue, range: Range<Int>)?
        let members = Array(tape.members(0))
        for (i, (k, v)) in members.enumerated() {
            let name = tape.string(k)
            if name == "view" { hasView = true }
            if name == "inputs" {
                guard tape.kind(v) == .object else {
                    throw WireError(.wrongType, "inputs must be an object of values for the source's root view",
                                    at: JSONPointer.root.appending(key: "inputs"))
                }
                let next = i + 1 < members.count ? tape.tokens[members[i + 1].key].offset - 1 : nil
                inputs = (InputValue(tape, v), removal(bytes, key: tape.tokens[k].offset - 1, nextKey: next))
            }
            guard name == "swift" else { continue }
            let pointer = JSONPointer.root.appending(key: "swift")
            guard tape.kind(v) == .string else { throw WireError(.wrongType, "swift must be a string of SwiftUI source", at: pointer) }
            // A string token keeps its content's offset and length; the quotes sit around it.
            let start = tape.tokens[k].offset - 1
            let end = tape.tokens[v].offset + tape.tokens[v].length + 1
            found = SwiftMember(source: tape.string(v), member: start..<end)
        }
        if found != nil, hasView {
            throw WireError(.conflictingFields, "a request holds view or swift, not both", at: JSONPointer.root.appending(key: "swift"))
        }
        found?.inputs = inputs?.value
        found?.inputsMember = inputs?.range
        found?.inputsText = inputs.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        return found
    }

    /// The bytes of the member whose name starts at `key`, with the comma after it, or before it
    /// when it is the last member. Only whitespace and that comma lie between tokens, so the
    /// ends are found by skipping whitespace from the neighbouring tokens.
    private static func removal(_ bytes: UnsafeRawBufferPointer, key: Int, nextKey: Int?) -> Range<Int> {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        if let nextKey { return key..<nextKey }  // through the comma and space before the next name
        var end = bytes.count - 1  // the root's `}`
        while end > 0, bytes[end] != UInt8(ascii: "}") { end -= 1 }
        var start = key - 1
        while start > 0, isSpace(bytes[start]) { start -= 1 }
        // `start` is the comma before the member (the root's `{` if it were the only one).
        return bytes[start] == UInt8(ascii: ",") ? start..<end : key..<end
    }

    /// `bytes` with the `swift` member replaced by `"view":` and `view`, and `inputs` left out.
    public func replacing(in bytes: [UInt8], with view: [UInt8]) -> [UInt8] {
        var out = Array(bytes[..<member.lowerBound]) + Array("\"view\":".utf8) + view + Array(bytes[member.upperBound...])
        if let inputsMember {
            // The member lies wholly before or after `swift`; after it, it moved by the difference.
            let shift = inputsMember.lowerBound > member.lowerBound ? view.count + 7 - member.count : 0
            out.removeSubrange((inputsMember.lowerBound + shift)..<(inputsMember.upperBound + shift))
        }
        return out
    }
}

/// A JSON value given as data to a SwiftUI source (`inputs`), members in document order.
public indirect enum InputValue: Sendable {
    case object([(key: String, value: InputValue)])
    case array([InputValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(_ tape: JSONTape, _ t: Int) {
        switch tape.kind(t) {
        case .object: self = .object(tape.members(t).map { (tape.string($0.key), InputValue(tape, $0.value)) })
        case .array: self = .array(tape.elements(t).map { InputValue(tape, $0) })
        case .string: self = .string(tape.string(t))
        case .number: self = .number(tape.number(t))
        case .literalTrue: self = .bool(true)
        case .literalFalse: self = .bool(false)
        case .null: self = .null
        }
    }
}

extension InputValue {
    /// `bytes` as inputs: a JSON object (`?inputs=` beside a `text/x-swift` body).
    public static func parse(_ bytes: [UInt8], limits: WireLimits = .default) throws(WireError) -> InputValue {
        let result: Result<InputValue, WireError> = bytes.withUnsafeBytes { buffer in
            do throws(WireError) {
                let tape = try JSONTokenizer.tokenize(buffer, maxDepth: limits.maxJSONDepth)
                guard tape.kind(0) == .object else {
                    throw WireError(.wrongType, "inputs must be an object of values for the source's root view",
                                    at: JSONPointer.root.appending(key: "inputs"))
                }
                return .success(InputValue(tape, 0))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
