import LayoutEngine
import LayoutTestSupport
import Testing

/// SwiftUI's text rules over the monospace measurer: every character 10 pt wide at size 20,
/// lines 23.867 pt (rounded up to 24 at scale 3) — numbers anyone can check by hand.
struct TextLayoutTests {
    static let font = Font(size: 20)
    static let line = 24.0

    func layout(_ s: String, _ w: Double?, _ h: Double?, lineLimit: Int? = nil) -> TestLayout {
        text(s, font: Self.font, lineLimit: lineLimit).tag("t").layout(w, h)
    }

    @Test("An unspecified proposal gives the unwrapped single line")
    func ideal() {
        #expect(layout("Hello world", nil, nil).size == Size(width: 110, height: Self.line))
    }

    @Test("A wide proposal reports the text's width, not the proposal")
    func reportsLessThanProposed() {
        #expect(layout("Hello world", 300, 100).size == Size(width: 110, height: Self.line))
    }

    @Test("Text wraps at spaces and reports its widest line")
    func wraps() {
        let l = layout("Hello world", 60, nil)
        #expect(l.size.width == 50)
        #expect(l.text("t")!.lines.map(\.text) == ["Hello", "world"])
    }

    @Test("A word wider than the line breaks between characters")
    func breaksInsideWord() {
        let l = layout("Incomprehensible", 50, nil)
        #expect(l.text("t")!.lines.map(\.text) == ["Incom", "prehe", "nsibl", "e"])
    }

    @Test("A text is never less than one line tall, even in a 5 pt proposal")
    func oneLineFloor() {
        let l = layout("Hello world", 60, 5)
        #expect(l.size.height == Self.line)
        #expect(l.text("t")!.truncated)
    }

    @Test("Lines that do not fit the height are dropped and the last one ends in an ellipsis")
    func truncation() {
        let t = layout("one two three four", 80, 30).text("t")!
        #expect(t.lines.count == 1)
        #expect(t.lines[0].text == "one two…")
    }

    @Test("lineLimit caps the line count")
    func lineLimit() {
        let t = layout("one two three four", 60, nil, lineLimit: 2).text("t")!
        #expect(t.lines.count == 2)
        #expect(t.lines[1].text.hasSuffix("…"))
    }

    @Test("A line limit below 1, which the wire refuses, lays out as a limit of 1", arguments: [0, -3])
    func lineLimitBelowOne(limit: Int) {
        let below = layout("one two three four", 60, nil, lineLimit: limit)
        let one = layout("one two three four", 60, nil, lineLimit: 1)
        #expect(below.size == one.size)
        #expect(below.text("t")!.lines.map(\.text) == one.text("t")!.lines.map(\.text))
    }

    @Test("Proposed 0×0 a text is 0×0; a width-0 probe answers width 0")
    func zeroProposals() {
        #expect(layout("Hello", 0, 0).size == .zero)
        #expect(layout("Hello", 0, nil).size.width == 0)
    }

    @Test("Explicit newlines always break")
    func newlines() {
        #expect(layout("ab\ncd", nil, nil).text("t")!.lines.map(\.text) == ["ab", "cd"])
    }

    @Test("In an HStack a text is less flexible than a colour and wraps when offered too little")
    func fieldGuideHStack() {
        // Ideal width 120 ("Hello, world"), wrapped width 60: offered (300 − 16) / 3 < 120.
        let l = hstack([color().tag("a"), text("Hello, world", font: Self.font).tag("t"), color().tag("b")]).layout(300, 100)
        #expect(l["t"].size.width == 60)
        #expect(l["a"].size.width == 112)
        let p = hstack([color(), text("Hello, world", font: Self.font).layoutPriority(1).tag("t"), color()]).layout(300, 100)
        #expect(p["t"].size.width == 120)
    }

    @Test("A body line is 20.333 tall at scale 3 and 20.5 at scale 2")
    func bodyLineHeight() {
        #expect(approximatelyEqual(text("Hi").layout(nil, nil).size.height, 61.0 / 3))
        #expect(text("Hi").layout(nil, nil, scale: 2).size.height == 20.5)
    }

    /// Size queries count and measure lines without keeping them; placement makes the lines.
    /// The two must agree for every proposal, wrapped, broken inside words or truncated.
    @Test("A text's size is the size of the lines it is placed with", arguments: [
        "Hello world", "one two three four", "Incomprehensible words", "ab\ncd ef", "  padded  ", "é😀 ab",
    ])
    func sizeMatchesPlacedLines(_ string: String) {
        func roundUp(_ v: Double) -> Double { (v * 3 - 1e-9).rounded(.up) / 3 }
        for width in [nil, 0, 5, 10, 25, 40, 55, 80, 120, 1_000] as [Double?] {
            for height in [nil, 0, 10, 30, 50, 200] as [Double?] where !(width == 0 && height == 0) {
                for lineLimit in [nil, 1, 2] as [Int?] {
                    let l = layout(string, width, height, lineLimit: lineLimit)
                    let t = l.text("t")!
                    let widest = (width ?? 1) > 0 ? t.lines.map(\.width).max() ?? 0 : 0
                    let lines = Double(t.lines.count - 1)
                    let expected = Size(width: roundUp(widest),
                                        height: roundUp(lines * t.metrics.linePitch + t.metrics.lineHeight))
                    let proposal = "\(String(describing: width))×\(String(describing: height)), limit \(String(describing: lineLimit))"
                    #expect(l["t"].size == expected, Comment(rawValue: proposal))
                }
            }
        }
    }

    /// A measurer whose batch answer has the wrong number of widths.
    struct MiscountingMeasurer: TextMeasuring {
        let base = MonospaceTextMeasurer()
        func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }
        func width(of text: Substring, in font: Font) -> Double { base.width(of: text, in: font) }
        func graphemeWidths(of text: Substring, in font: Font) -> [Double] { [1] }
    }

    @Test("Grapheme widths counted wrongly by a measurer are asked again one by one")
    func miscountedGraphemeWidths() {
        let s = "Incomprehensible one two three"
        let expected = text(s, font: Self.font).tag("t").layout(50, 30).text("t")!
        let actual = text(s, font: Self.font).tag("t").layout(50, 30, measurer: MiscountingMeasurer()).text("t")!
        #expect(actual.lines.map(\.text) == expected.lines.map(\.text))
        #expect(actual.lines.map(\.width) == expected.lines.map(\.width))
    }

    @Test("Each line reports the UTF-16 range of the characters it shows, trailing spaces excluded")
    func utf16Ranges() {
        let t = layout("é😀 ab", 30, nil).text("t")!
        #expect(t.lines.map(\.range) == [0..<3, 4..<6])
        #expect(layout("ab cd", 30, nil).text("t")!.lines.map(\.range) == [0..<2, 3..<5])  // ASCII: offsets read directly
        #expect(layout("abc def", 30, 20).text("t")!.lines.map(\.text) == ["ab\u{2026}"])  // truncated: "…" appended
    }
}

/// The measured-text cache shared between layouts.
struct TextSegmentCacheTests {
    @Test("Short texts are kept between layouts; texts past the length bound are measured afresh")
    func keepsShortTextsOnly() {
        let cache = TextSegmentCache(capacity: 16)
        let measurer = MonospaceTextMeasurer()
        let long = String(repeating: "word ", count: TextSegmentCache.maxCachedLength / 5 + 1)
        for _ in 0..<2 {
            _ = text("Hello").layout(nil, nil, measurer: measurer, textCache: cache)
            _ = text(long).layout(nil, nil, measurer: measurer, textCache: cache)
        }
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.entries == 1)
    }

    @Test("Cache keys compare bytes, not canonical equivalence")
    func exactStrings() {
        #expect(";" == "\u{037E}" && ExactString(";") != ExactString("\u{037E}"))
        #expect(ExactString("K x") == ExactString("K x") && ExactString("K") != ExactString("\u{212A}"))
        #expect(ExactString("caf\u{E9}").hashValue == ExactString("caf\u{E9}").hashValue)
    }

    @Test("Canonically equivalent strings with other bytes are measured apart: each Text shows its own characters")
    func keyedByBytes() {
        let cache = TextSegmentCache(capacity: 16)
        // U+037E GREEK QUESTION MARK is canonically equivalent to ";" (one byte against two),
        // and "K" to U+212A KELVIN SIGN: Swift's String equality treats each pair as equal.
        for pair in [("a\u{037E}b c", "a;b c"), ("a;b c", "a\u{037E}b c"), ("\u{212A} x", "K x")] {
            for string in [pair.0, pair.1] {
                let laid = text(string).tag("t").layout(30, nil, measurer: MonospaceTextMeasurer(), textCache: cache).text("t")!
                #expect(laid.lines.map(\.text).joined(separator: " ") == string)
                #expect(laid.lines.last?.range.upperBound == string.utf16.count)
            }
        }
    }

    @Test("The memory kept is bounded in bytes too: long texts rotate the cache before the entry bound")
    func boundedInBytes() {
        let budget = 64 * 1024
        let cache = TextSegmentCache(capacity: 1_000, byteBudget: budget)
        for i in 0..<40 {
            let long = (0..<100).map { "w\(i)x\($0)" }.joined(separator: " ")  // about 600 characters
            _ = text(long).layout(200, nil, measurer: MonospaceTextMeasurer(), textCache: cache)
            let bytes = cache.statistics.bytes
            #expect(bytes > 0 && bytes <= budget + 30_000, "\(bytes) bytes after \(i + 1) texts")
        }
        #expect(cache.statistics.entries < 40)
    }
}
