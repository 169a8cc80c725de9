import Testing
@testable import LayoutWire

/// Tokenizes any JSON value, the way the decoder's first pass does.
private func tokenize(_ bytes: [UInt8], maxDepth: Int = 1_000) throws(WireError) -> JSONTape {
    let result: Result<JSONTape, WireError> = bytes.withUnsafeBytes { buffer in
        do throws(WireError) {
            // Strings are read back while the buffer is alive, so copy what the tests inspect.
            return .success(try JSONTokenizer.tokenize(buffer, maxDepth: maxDepth))
        } catch { return .failure(error) }
    }
    return try result.get()
}

/// The value of a one-element array holding a string or number, read while the bytes are alive.
private func firstValue(_ text: String) throws -> String {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBytes { buffer in
        let tape = try JSONTokenizer.tokenize(buffer, maxDepth: 10)
        return tape.kind(1) == .string ? tape.string(1) : String(tape.number(1))
    }
}

@Suite("JSON reader (RFC 8259)")
struct JSONReaderTests {
    @Test("Accepts every JSONTestSuite y_ case, and the i_ cases it chooses to accept", arguments: acceptedCases)
    func acceptsValidJSON(_ json: JSONCase) throws {
        _ = try tokenize(json.bytes)
    }

    @Test("Rejects every JSONTestSuite n_ case, and the i_ cases it chooses to reject", arguments: rejectedCases)
    func rejectsInvalidJSON(_ json: JSONCase) {
        #expect(throws: WireError.self) { try tokenize(json.bytes) }
    }

    @Test("Accepts 500 nested arrays when the limit allows them (i_structure_500_nested_arrays)")
    func acceptsDeepNestingWithinTheLimit() throws {
        let text = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        _ = try tokenize(Array(text.utf8), maxDepth: 500)
        #expect(throws: WireError.self) { try tokenize(Array(text.utf8), maxDepth: 499) }
    }

    @Test("Resolves every escape form and surrogate pairs")
    func resolvesEscapes() throws {
        #expect(try firstValue(#"["\"\\\/\b\f\n\r\t"]"#) == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(try firstValue(#"["\u0041\u00e9\u20AC"]"#) == "Aé€")
        #expect(try firstValue(#"["\uD834\uDD1E"]"#) == "\u{1D11E}")
        #expect(try firstValue(#"["a\u0000b"]"#) == "a\u{0}b")
    }

    @Test("Reads numbers to the nearest double, exponents and long forms included")
    func readsNumbers() throws {
        #expect(try firstValue("[0]") == "0.0")
        #expect(try firstValue("[-0.5]") == "-0.5")
        #expect(try firstValue("[1E+2]") == "100.0")
        #expect(try firstValue("[0.1]") == "0.1")
        #expect(try firstValue("[123.456e-2]") == "1.23456")
        #expect(try firstValue("[9007199254740993]") == String(9_007_199_254_740_992.0))
        #expect(try firstValue("[0.30000000000000004441]") == "0.30000000000000004")
        #expect(try firstValue("[1e-400]") == "0.0")
    }

    @Test("The word-at-a-time string scan finds escapes, control bytes and UTF-8 at every offset")
    func stringScanOffsets() throws {
        for length in 0..<40 {
            for position in 0..<max(length, 1) {
                let before = String(repeating: "a", count: min(position, length))
                let after = String(repeating: "b", count: max(length - position - 1, 0))
                #expect(try firstValue("[\"" + before + "\\\"" + after + "\"]") == before + "\"" + after)
                #expect(try firstValue("[\"" + before + "\u{E9}" + after + "\"]") == before + "\u{E9}" + after)
                let control = Array(("[\"" + before).utf8) + [0x01] + Array((after + "\"]").utf8)
                #expect(throws: WireError.self) { try tokenize(control) }
            }
        }
    }

    @Test("A number too large for a double is out of range, not infinity")
    func rejectsOverflow() {
        #expect(throws: WireError(.outOfRange, "the number at byte 1 is too large for a double", at: JSONPointer(tokens: ["0"]), offset: 6)) {
            try tokenize(Array("[1e400]".utf8))
        }
    }

    @Test("Syntax errors point at the deepest value being read and give the byte offset")
    func syntaxErrorsPointDeep() {
        let error = try? #require(throws: WireError.self) {
            try tokenize(Array(#"{"view": {"children": [{"type": "Te\u00"}]}}"#.utf8))
        }
        #expect(error?.kind == .syntax)
        #expect(error?.pointer.description == "/view/children/0/type")
        #expect(error?.offset == 39)
    }

    @Test("Invalid UTF-8 is its own kind of error")
    func invalidUTF8() {
        let error = try? #require(throws: WireError.self) { try tokenize([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]) }
        #expect(error?.kind == .invalidUTF8)
        #expect(error?.pointer.description == "/0")
    }

    @Test("Trailing data after the value is reported as such, at the document")
    func trailingData() {
        let error = try? #require(throws: WireError.self) { try tokenize(Array("{} x".utf8)) }
        #expect(error?.kind == .trailingData)
        #expect(error?.pointer == .root)
        #expect(error?.offset == 3)
    }

    @Test("Nesting past the limit is tooDeep, even 100,000 levels down, without recursion")
    func deepNestingIsBounded() {
        let error = try? #require(throws: WireError.self) {
            try tokenize(Array(String(repeating: "[", count: 100_000).utf8), maxDepth: 195)
        }
        #expect(error?.kind == .tooDeep)
    }
}
