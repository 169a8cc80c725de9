import LayoutEngine
import LayoutTestSupport
import Testing

/// What a text does when it has more lines than it may show: truncation at the tail, head or
/// middle (`truncationMode`), shrinking (`minimumScaleFactor`) and tightening
/// (`allowsTightening`), over the monospace measurer: every character 10 pt wide at 20 pt, so
/// "Hello world" is 110 pt and "…" 10 pt.
struct TextFittingTests {
    static let font = Font(size: 20)

    func line(_ s: String, width: Double, _ rules: TextRules) -> (size: Size, text: TextLayout) {
        let l = text(s, font: Self.font, rules: rules).tag("t").layout(width, nil)
        return (l.size, l.text("t")!)
    }

    @Test("Tail truncation keeps the start: 'Hello world' in 60 pt on one line is 'Hello…'")
    func tail() {
        let (size, t) = line("Hello world", width: 60, TextRules(lineLimit: 1))
        #expect(t.lines.map(\.text) == ["Hello…"])
        #expect(size.width == 60 && t.truncated)
    }

    @Test("Head truncation keeps the end: 'Hello world' in 60 pt is '…world', its range the end of the string")
    func head() {
        let (size, t) = line("Hello world", width: 60, TextRules(lineLimit: 1, truncationMode: .head))
        #expect(t.lines.map(\.text) == ["…world"])
        #expect(t.lines[0].range == 6..<11)
        #expect(size.width == 60 && t.truncated)
    }

    @Test("Middle truncation keeps both ends, the first at most half the room: 'abcdefghij' in 70 pt is 'abc…hij'")
    func middle() {
        let (size, t) = line("abcdefghij", width: 70, TextRules(lineLimit: 1, truncationMode: .middle))
        #expect(t.lines.map(\.text) == ["abc…hij"])
        #expect(t.lines[0].range == 0..<10)
        #expect(size.width == 70)
    }

    @Test("No blank sits next to the ellipsis: head truncation of 'Hello world' in 70 pt is '…world', not '… world'")
    func noBlankByTheEllipsis() {
        let (_, t) = line("Hello world", width: 70, TextRules(lineLimit: 1, truncationMode: .head))
        #expect(t.lines.map(\.text) == ["…world"])
    }

    @Test("Head truncation of a wrapped text truncates its last kept line: 'one two three' in 40 pt, 2 lines")
    func headOnLastLine() {
        let (_, t) = line("one two three", width: 40, TextRules(lineLimit: 2, truncationMode: .head))
        #expect(t.lines.map(\.text) == ["one", "…ree"])
    }

    @Test("minimumScaleFactor shrinks a text that would truncate to the largest size that fits: 110 pt in 88 pt is 0.8")
    func shrinks() {
        let (size, t) = line("Hello world", width: 88, TextRules(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(!t.truncated)
        #expect(t.lines.map(\.text) == ["Hello world"])
        #expect(abs(t.font.sizeScale - 0.8) < 1e-4 && t.font.sizeScale <= 0.8)
        #expect(abs(t.font.size - 16) < 2e-3)
        #expect(size.width <= 88)
    }

    @Test("A text that fits is not shrunk, and one that fits nowhere is set at the factor and truncated")
    func shrinkBounds() {
        let fits = line("Hello world", width: 200, TextRules(lineLimit: 1, minimumScaleFactor: 0.5)).text
        #expect(fits.font.sizeScale == 1)
        let tooLong = line("Hello world", width: 44, TextRules(lineLimit: 1, minimumScaleFactor: 0.5)).text
        #expect(tooLong.font.sizeScale == 0.5 && tooLong.truncated)
        #expect(tooLong.lines.map(\.text) == ["Hello w…"])  // 5 pt a character at 10 pt
    }

    @Test("A shrunk text is as tall as its smaller line: 20 pt × 0.8 = 16 pt, 19.094 rounded up to 19.333 at 3x")
    func shrunkHeight() {
        let (size, _) = line("Hello world", width: 88, TextRules(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(size.height == 58.0 / 3)
    }

    @Test("allowsTightening compresses a line up to 5 % too wide instead of truncating (AppKit's default factor)")
    func tightens() {
        let (size, t) = line("Hello world", width: 106, TextRules(lineLimit: 1, allowsTightening: true))
        #expect(!t.truncated && t.lines.map(\.text) == ["Hello world"])
        #expect(t.lines[0].tightened && t.lines[0].width == 106)
        #expect(size.width == 106)
    }

    @Test("Past 5 % too wide, allowsTightening still truncates")
    func tighteningLimit() {
        let (_, t) = line("Hello world", width: 104, TextRules(lineLimit: 1, allowsTightening: true))
        #expect(t.truncated && !t.lines[0].tightened)  // 110 / 104 = 1.058
    }
}
