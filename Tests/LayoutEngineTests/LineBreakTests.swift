import LayoutEngine
import LayoutTestSupport
import Testing

/// Hand-picked cases of `lineBreakOpportunities(in:)`: UAX #14 restricted to grapheme boundaries.
struct LineBreakTests {
    /// The pieces of `text` between consecutive opportunities, each marked `!` when the break
    /// after it is mandatory.
    func pieces(_ text: String) -> [String] {
        var start = text.startIndex
        return lineBreakOpportunities(in: text).map { o in
            defer { start = o.index }
            return String(text[start..<o.index]) + (o.isMandatory ? "!" : "")
        }
    }

    @Test("A break is allowed after a run of spaces, not between the spaces")
    func spaces() {
        #expect(pieces("Hello world  foo") == ["Hello ", "world  ", "foo!"])
    }

    @Test("A break is allowed after a hyphen, but a minus sign stays with its number")
    func hyphens() {
        #expect(pieces("well-known") == ["well-", "known!"])
        #expect(pieces("x -5") == ["x ", "-5!"])
    }

    @Test("Newlines force breaks; CR LF counts as one newline; the end is a mandatory break")
    func newlines() {
        #expect(pieces("a\nb\r\nc") == ["a\n!", "b\r\n!", "c!"])
        #expect(pieces("a\n") == ["a\n!"])
        #expect(pieces("a\u{2028}b") == ["a\u{2028}!", "b!"])
    }

    @Test("The empty string has just the mandatory break at its end")
    func empty() {
        let o = lineBreakOpportunities(in: "")
        #expect(o.map(\.index) == ["".endIndex])
        #expect(o.map(\.isMandatory) == [true])
    }

    @Test("Ideographs break between each other, but not before closing punctuation")
    func cjk() {
        #expect(pieces("你好世界") == ["你", "好", "世", "界!"])
        #expect(pieces("你好。世界") == ["你", "好。", "世", "界!"])
        #expect(pieces("日本語のテキスト")[0...1] == ["日", "本"])
    }

    @Test("Emoji ZWJ sequences, skin tones and flags stay whole")
    func emoji() {
        #expect(pieces("👩‍👩‍👧 ok") == ["👩‍👩‍👧 ", "ok!"])
        #expect(pieces("👨‍💻👨‍💻") == ["👨‍💻", "👨‍💻!"])
        #expect(pieces("👍🏽👍🏽") == ["👍🏽", "👍🏽!"])
        #expect(pieces("🇫🇷🇩🇪") == ["🇫🇷", "🇩🇪!"])
    }

    @Test("A UAX #14 break inside a grapheme cluster is dropped")
    func insideGrapheme() {
        // SP ÷ CM by LB18 and LB10, but a space and a combining accent form one Character.
        let text = "a \u{301}b"
        #expect(uax14LineBreaks(in: text.unicodeScalars).map(\.offset) == [2, 4])
        #expect(pieces(text) == ["a \u{301}b!"])
    }

    @Test("Every opportunity falls on a Character boundary")
    func characterBoundaries() {
        let text = "Ünïcödé e\u{301} 👩🏽‍🚀 한국어 text, (quoted) «fr» 10\u{A0}kg $100.00 example.com/path"
        let boundaries = Set(text.indices).union([text.endIndex])
        #expect(lineBreakOpportunities(in: text).allSatisfy { boundaries.contains($0.index) })
    }

    @Test("Glue, prices and numbers hold together")
    func glueAndNumbers() {
        #expect(pieces("10\u{A0}kg") == ["10\u{A0}kg!"])
        #expect(pieces("Price: $100.00") == ["Price: ", "$100.00!"])
        #expect(pieces("(see)") == ["(see)!"])
    }

    @Test("Wrapping never splits an emoji ZWJ sequence, even inside an over-long word")
    func wrappingKeepsGraphemes() {
        let family = "👩‍👩‍👧"
        let l = text(family + family + family).tag("t").layout(8.5, nil)
        let lines = l.text("t")?.lines.map(\.text) ?? []
        #expect(lines == [family, family, family])
    }
}
