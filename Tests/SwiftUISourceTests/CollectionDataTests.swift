import SwiftUISource
import Testing

/// Ranges and `map` as data, the way sample code makes its rows: Swift's own semantics, so the
/// claims are Swift's (a range's elements, `map`'s values in order, `$0` as the element).
struct CollectionDataTests {
    /// The texts of a VStack of one ForEach over `data`, each element shown with `show`.
    static func texts(_ declarations: String, _ data: String, show: String = "\"\\($0)\"") throws -> String {
        try wire("\(declarations)\nstruct S: View { var body: some View { VStack { ForEach(\(data), id: \\.self) { Text(\(show)) } } } }")
    }

    static func stack(_ texts: [String]) -> String {
        #"{"type":"VStack","children":["# + texts.map { #"{"type":"Text","text":"\#($0)"}"# }.joined(separator: ",") + "]}"
    }

    @Test("A range as data is the array of its integers; Array(range) is that array")
    func ranges() throws {
        #expect(try Self.texts("let items = Array(1...3)", "items") == Self.stack(["1", "2", "3"]))
        #expect(try Self.texts("let items = Array(0..<2)", "items") == Self.stack(["0", "1"]))
        #expect(try Self.texts("let n = 2\nlet items = Array(n - 1..<n + 1)", "items") == Self.stack(["1", "2"]))
    }

    @Test("map with a closure of one expression is its value for each element, in order, $0 or a named element")
    func maps() throws {
        #expect(try Self.texts(#"let items = (1...3).map { "Item \($0)" }"#, "items", show: "$0") == Self.stack(["Item 1", "Item 2", "Item 3"]))
        #expect(try Self.texts("let items = [4, 5].map { n in n * 2 }", "items") == Self.stack(["8", "10"]))
        #expect(try Self.texts("let items = [4, 5].map { (n: Int) -> Int in n + 1 }", "items") == Self.stack(["5", "6"]))
        #expect(try Self.texts("let items = [1.5, 2.5].map { $0 * 2 }", "items") == Self.stack(["3.0", "5.0"]))
        #expect(try Self.texts("let items = (0..<2).map { _ in \"x\" }", "items", show: "$0") == Self.stack(["x", "x"]))
    }

    @Test("String(_:radix:uppercase:) writes the digits in that base, lowercase unless asked; bases outside 2...36 are refused")
    func radix() throws {
        #expect(try Self.texts("let items = [255, -10].map { String($0, radix: 16) }", "items", show: "$0") == Self.stack(["ff", "-a"]))
        #expect(try Self.texts("let items = [255].map { String($0, radix: 16, uppercase: true) }", "items", show: "$0") == Self.stack(["FF"]))
        #expect(try Self.texts("let items = (11...12).map { String($0 - 1, radix: $0).uppercased() }", "items", show: "$0") == Self.stack(["A", "B"]))
        #expect(refusal("Text(String(5, radix: 37))")?.message == "the radix 37 is not from 2 to 36")
    }

    @Test("$0 is an element like a named one: a Double element makes the arithmetic Double")
    func dollarZeroIsFloating() throws {
        #expect(try Self.texts("", "[1.5, 2.5]", show: #""\($0 * 2)""#) == Self.stack(["3.0", "5.0"]))
    }

    @Test("A declared view used by every element shows that element's values, through its init, computed properties, #if members and extensions")
    func declaredViewPerElement() throws {
        let row = """
            struct Row: View {
                let label: String
                init(_ n: Int) { label = "Row \\(n)" }
                var caption: String { label + "!" }
            #if os(iOS)
                var mark: String { "i" }
            #else
                var mark: String { "o" }
            #endif
                var body: some View { Text(caption + mark + suffix) }
            }
            extension Row { var suffix: String { label.uppercased() } }
            struct S: View { var body: some View { VStack { ForEach(1...3, id: \\.self) { Row($0) } } } }
            """
        #expect(try wire(row, root: "S") == Self.stack(["Row 1!iROW 1", "Row 2!iROW 2", "Row 3!iROW 3"]))
    }

    @Test("A range or map over data from outside stands in for its three elements")
    func fromOutside() throws {
        let translation = try SwiftUITranslator.translate(
            "struct S: View { var body: some View { VStack { ForEach((0..<model.count).map { $0 }, id: \\.self) { Text(\"\\($0)\") } } } }")
        #expect(String(decoding: translation.view.bytes, as: UTF8.self).components(separatedBy: #""type":"Text""#).count - 1 == 3)
    }

    @Test("What Swift would trap on or not compile is refused with what is wrong")
    func refusals() {
        #expect(refusal("let r = Array(3..<1)\nText(\"\\(r.count)\")")?.message == "the range's lower bound 3 is above its upper bound 1")
        #expect(refusal("let r = Array(3...2)\nText(\"\\(r.count)\")")?.message == "the range's lower bound 3 is above its upper bound 2")
        #expect(refusal("VStack { ForEach(3...2, id: \\.self) { Text(\"\\($0)\") } }")?.message == "the range's lower bound 3 is above its upper bound 2")
        #expect(refusal("let r = Array(\"a\"..<\"b\")\nText(\"\\(r.count)\")")?.message == "a range is read over Int constants")
        #expect(refusal("let r = [1].map { a, b in a }\nText(\"\\(r.count)\")")?.message == "map's closure takes one element")
        #expect(refusal("let r = [1].map { let b = $0; return b }\nText(\"\\(r.count)\")")?.message.hasPrefix("map is read with a closure of one expression") == true)
        #expect(refusal("let r = Array(0...9223372036854775807)\nText(\"\\(r.count)\")")?.kind == .tooComplex)
        #expect(refusal("let r = (0..<2000).map { _ in (0..<2000).map { $0 } }\nText(\"\\(r.count)\")")?.kind == .tooComplex)
    }

    @Test("A range's bounds are Ints whatever its map computes; a constant made by map is made once, however often it is read")
    func boundsAndConstants() throws {
        #expect(try Self.texts("let items = (0..<2).map { Double($0) * 0.5 }", "items") == Self.stack(["0.0", "0.5"]))
        let rows = "let labels = (1...100).map { \"Item \\($0)\" }\nstruct S: View { var body: some View { VStack { ForEach(0..<100) { i in Text(labels[i]) } } } }"
        #expect(try wire(rows).components(separatedBy: #""type":"Text""#).count - 1 == 100)
    }

    @Test("A range is read where a collection is taken, not as a value: Swift would print it as 0..<3")
    func notAValue() {
        #expect(refusal("Text(\"\\(0..<3)\")")?.message.hasPrefix("a range is read as a collection's data") == true)
    }

    @Test("A switch case's range holds the values Swift's ~= finds in it; a value outside takes another case")
    func rangePatterns() throws {
        func chosen(_ score: String) throws -> String {
            try wire("let score = \(score)\nstruct S: View { var body: some View { switch score { case 0..<50: Text(\"low\")\ncase 50...90: Text(\"mid\")\ndefault: Text(\"high\") } } }")
        }
        #expect(try chosen("49") == #"{"type":"Text","text":"low"}"#)
        #expect(try chosen("50") == #"{"type":"Text","text":"mid"}"#)
        #expect(try chosen("90") == #"{"type":"Text","text":"mid"}"#)
        #expect(try chosen("90.5") == #"{"type":"Text","text":"high"}"#)
        #expect(try chosen("-1") == #"{"type":"Text","text":"high"}"#)
    }

    @Test("Ranges and maps as data make at most LAYOUT_MAX_NODES elements in all, as many as a layout shows")
    func elementsInAll() throws {
        #expect(try wire("let r = Array(0..<10000)\nText(\"\\(r.count)\")") == #"{"type":"Text","text":"10000"}"#)
        #expect(refusal("let r = Array(0..<10001)\nText(\"\\(r.count)\")")?.message
            == "ranges and maps as data make more than 10000 elements in all, more than a layout shows (LAYOUT_MAX_NODES)")
        #expect(refusal("let r = Array(0..<5000).map { $0 }.map { $0 }\nText(\"\\(r.count)\")")?.kind == .tooComplex)
    }
}
