import LayoutEngine

extension GuideExpressionParser {
    /// After `d`: `.width`, `.height` or `[guide]`.
    mutating func dimension() throws(ExpressionError) -> GuideExpression {
        skipSpaces()
        if next(in: ".") != nil {
            skipSpaces()
            let start = pos
            switch try identifier() {
            case "width": return .width
            case "height": return .height
            default:
                pos = start
                throw fail("expected d.width or d.height")
            }
        }
        guard next(in: "[") != nil else { throw fail("expected d.width, d.height or d[guide]") }
        skipSpaces()
        let key = try guideReference()
        try expect("]")
        return .guide(key)
    }

    /// A guide inside `d[…]`: a built-in name, a custom name, or `.custom(name)`.
    private mutating func guideReference() throws(ExpressionError) -> AlignmentKey {
        _ = next(in: ".")
        let start = pos
        var name = try identifier()
        var forcedAxis: Axis?
        if name == "HorizontalAlignment" || name == "VerticalAlignment" {
            forcedAxis = name == "HorizontalAlignment" ? .horizontal : .vertical
            guard next(in: ".") != nil else { throw fail("expected '.' after \(name)") }
            name = try identifier()
        } else if name == "custom", next(in: "(") != nil {
            skipSpaces()
            let customName = next(in: "\"") != nil ? try quoted() : try identifier()
            try expect(")")
            return try custom(customName, axis: forcedAxis, at: start)
        }
        if let key = builtIn(name, axis: forcedAxis ?? axis) { return key }
        return try custom(name, axis: forcedAxis, at: start)
    }

    /// A built-in guide; `center` is the centre on `axis`.
    private func builtIn(_ name: String, axis: Axis) -> AlignmentKey? {
        switch name {
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        case "horizontalCenter": .horizontalCenter
        case "verticalCenter": .verticalCenter
        case "center": axis == .horizontal ? .horizontalCenter : .verticalCenter
        default: nil
        }
    }

    private mutating func custom(_ name: String, axis forced: Axis?, at start: Int) throws(ExpressionError) -> AlignmentKey {
        guard let guides else {
            pos = start
            throw fail("a custom guide's default may use only width, height and built-in guides, not \"\(name)\"")
        }
        return guides.key(name, axis: forced ?? guides.axis(of: name, preferring: axis))
    }

    /// A decimal number: digits, an optional fraction and exponent.
    mutating func number() throws(ExpressionError) -> Double {
        let start = pos
        while pos < text.count, isDigit(text[pos]) || text[pos] == UInt8(ascii: ".") { pos += 1 }
        if pos < text.count, text[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            _ = next(in: "+-")
            while pos < text.count, isDigit(text[pos]) { pos += 1 }
        }
        let literal = String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<pos]), as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            pos = start
            throw fail("\"\(literal)\" is not a number")
        }
        return value
    }

    /// A name: a letter or `_`, then letters, digits or `_`.
    mutating func identifier() throws(ExpressionError) -> String {
        skipSpaces()
        let start = pos
        while pos < text.count, isNameByte(text[pos], first: pos == start) { pos += 1 }
        guard pos > start else { throw fail("expected a name but found \(describeNext())") }
        return String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<pos]), as: UTF8.self)
    }

    /// The rest of a double-quoted name whose opening quote was read.
    private mutating func quoted() throws(ExpressionError) -> String {
        let start = pos
        while pos < text.count, text[pos] != UInt8(ascii: "\"") { pos += 1 }
        guard pos < text.count else { throw fail("unterminated quoted name") }
        defer { pos += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: text[start..<pos]), as: UTF8.self)
    }

    // MARK: Bytes

    /// Consumes the next byte if it is one of `choices` and returns it.
    mutating func next(in choices: StaticString) -> Character? {
        skipSpaces()
        guard pos < text.count else { return nil }
        let b = text[pos]
        let bytes = UnsafeBufferPointer(start: choices.utf8Start, count: choices.utf8CodeUnitCount)
        guard bytes.contains(b) else { return nil }
        pos += 1
        return Character(Unicode.Scalar(b))
    }

    mutating func expect(_ byte: StaticString) throws(ExpressionError) {
        guard next(in: byte) != nil else { throw fail("expected '\(byte)' but found \(describeNext())") }
    }

    mutating func descend() throws(ExpressionError) {
        depth += 1
        guard depth <= GuideExpressionParser.maxDepth else {
            throw fail("the expression nests more than \(GuideExpressionParser.maxDepth) levels")
        }
    }

    mutating func skipSpaces() {
        while pos < text.count, text[pos] == 0x20 || text[pos] == 0x09 { pos += 1 }
    }

    func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    func isNameByte(_ b: UInt8, first: Bool) -> Bool {
        let letter = (b | 0x20) &- UInt8(ascii: "a") < 26 || b == UInt8(ascii: "_")
        return letter || (!first && isDigit(b))
    }

    func describeNext() -> String {
        guard pos < text.count else { return "the end" }
        return JSONTokenizer.describe(text[pos])
    }

    func fail(_ message: String) -> ExpressionError { ExpressionError(message: message, column: pos + 1) }
}
