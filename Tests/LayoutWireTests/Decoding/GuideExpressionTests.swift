import LayoutEngine
import Testing
@testable import LayoutWire

/// Parses `text` as a guide on `axis` with the custom guides of `table`.
private func parse(_ text: String, axis: Axis = .horizontal, guides: GuideTable? = GuideTable()) -> Result<GuideExpression, ExpressionError> {
    Array(text.utf8).withUnsafeBytes { GuideExpressionParser.parse($0, axis: axis, guides: guides) }
}

private func value(_ text: String, axis: Axis = .horizontal) -> GuideExpression? {
    try? parse(text, axis: axis).get()
}

@Suite("Alignment-guide expressions")
struct GuideExpressionTests {
    @Test("Numbers, width, height and the four operations with the usual precedence")
    func arithmetic() {
        #expect(value("width / 2") == .binary(.divide, .width, .number(2)))
        #expect(value("1 + 2 * height") == .binary(.add, .number(1), .binary(.multiply, .number(2), .height)))
        #expect(value("(1 + 2) * 3") == .binary(.multiply, .binary(.add, .number(1), .number(2)), .number(3)))
        #expect(value("10 - 4 - 3") == .binary(.subtract, .binary(.subtract, .number(10), .number(4)), .number(3)))
        #expect(value("-width + +2.5e1") == .binary(.add, .negate(.width), .number(25)))
    }

    @Test("d.width, d.height and d[guide] in every accepted spelling")
    func dimensions() {
        #expect(value("d.width - d.height") == .binary(.subtract, .width, .height))
        #expect(value("d[.bottom] - 10", axis: .vertical) == .binary(.subtract, .guide(.bottom), .number(10)))
        #expect(value("d[leading]") == .guide(.leading))
        #expect(value("d[.center]", axis: .vertical) == .guide(.verticalCenter))
        #expect(value("d[HorizontalAlignment.center]", axis: .vertical) == .guide(.horizontalCenter))
        #expect(value("d[.firstTextBaseline]") == .guide(.firstTextBaseline))
        // Guides that no alignment or alignmentGuide names share the number -1 (default 0).
        #expect(value("d[.custom(icon)]") == .guide(AlignmentKey(axis: .horizontal, id: .custom(-1))))
        #expect(value(#"d[.custom("my guide")]"#) == .guide(AlignmentKey(axis: .horizontal, id: .custom(-1))))
    }

    @Test("Malformed expressions fail with a message and a column", arguments: [
        ("", 1), ("width /", 8), ("(width", 7), ("depth", 1), ("d[", 3), ("d.size", 3), ("1 2", 3), ("width * * 2", 9), ("1.2.3", 1),
    ])
    func malformed(_ text: String, _ column: Int) {
        guard case .failure(let failure) = parse(text) else { Issue.record("\"\(text)\" parsed"); return }
        #expect(failure.column == column, "\(failure.message)")
    }

    @Test("Nesting is capped, so hostile input cannot exhaust the stack")
    func nestingCap() {
        #expect(value(String(repeating: "(", count: 32) + "1" + String(repeating: ")", count: 32)) == .number(1))
        guard case .failure = parse(String(repeating: "(", count: 33) + "1" + String(repeating: ")", count: 33)) else {
            Issue.record("33 levels parsed"); return
        }
        guard case .failure = parse(String(repeating: "-", count: 400) + "1") else { Issue.record("400 signs parsed"); return }
    }

    @Test("A custom guide's default may not read custom guides")
    func defaultsReadNoCustomGuides() {
        guard case .failure = parse("d[icon]", guides: nil) else { Issue.record("parsed"); return }
        #expect(value("d[.top] + height") != nil)
    }
}
