import LayoutEngine

/// The narrowest door for the libFuzzer harnesses in `Fuzz/`: they live in another package, so
/// they reach only public declarations, and the tokenizer and the guide-expression parser are
/// internal. `@_spi(Fuzzing)` keeps these out of the module's ordinary interface; only a client
/// that writes `@_spi(Fuzzing) import LayoutWire` sees them.
@_spi(Fuzzing)
public enum FuzzingEntryPoints {
    /// Tokenizes `bytes` as one JSON text (RFC 8259) and reads back every token: each number's
    /// value and each string unescaped, so the tape's readers run on whatever the tokenizer
    /// accepted. Returns the number of tokens, or nil where the bytes are not JSON.
    public static func tokenizeJSON(_ bytes: UnsafeRawBufferPointer,
                                    maxDepth: Int = WireLimits.default.maxJSONDepth) -> Int? {
        guard let tape = try? JSONTokenizer.tokenize(bytes, maxDepth: maxDepth) else { return nil }
        var checksum = 0
        for t in tape.tokens.indices {
            switch tape.kind(t) {
            case .string: checksum &+= tape.string(t).utf8.count
            case .number: checksum &+= tape.number(t).isFinite ? 1 : 0
            case .object, .array: precondition(tape.end(t) > t && tape.end(t) <= tape.tokens.count)
            case .literalTrue, .literalFalse, .null: break
            }
        }
        _ = checksum
        return tape.tokens.count
    }

    /// Parses `text` as an alignment-guide expression on the vertical axis when `vertical`,
    /// with custom guides `icon` (horizontal) and `label` (vertical) declared, or with none
    /// readable when `customGuides` is false (as for a custom guide's own default). A parsed
    /// expression is evaluated over a fixed view size. Returns whether it parsed.
    public static func parseGuideExpression(_ text: UnsafeRawBufferPointer, vertical: Bool,
                                            customGuides: Bool) -> Bool {
        var table = GuideTable()
        table.record(.init(axis: .horizontal, name: "icon"), default: .width)
        table.record(.init(axis: .vertical, name: "label"), default: .number(4))
        let axis: Axis = vertical ? .vertical : .horizontal
        switch GuideExpressionParser.parse(text, axis: axis, guides: customGuides ? table : nil) {
        case .success(let expression):
            _ = expression.evaluate(ViewDimensions(size: Size(width: 120, height: 44),
                                                  customDefaults: table.defaultsInOrder))
            return true
        case .failure(let error):
            precondition(error.column >= 1 && error.column <= max(text.count, GuideExpressionParser.maxLength) + 1)
            return false
        }
    }
}
