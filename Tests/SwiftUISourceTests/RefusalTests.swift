import Foundation
import LayoutWire
import SwiftUISource
import Testing

/// The refusal of `source`, or nil when it translates.
func refusal(_ source: String, limits: SourceLimits = .default) -> SourceError? {
    do {
        _ = try SwiftUITranslator.translate(source, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// What the front end refuses, where, and what it says: never a crash and never a silent drop.
struct RefusalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let kind: SourceError.Kind
        let line: Int
        let column: Int
        let says: String
        var testDescription: String { says }
    }

    static let cases: [Case] = [
        Case(source: "VStack {\n  GroupBox { Text(\"a\") }\n}", kind: .unsupported, line: 2, column: 3,
             says: "GroupBox is not a view the wire has"),
        Case(source: "null", kind: .unsupported, line: 1, column: 1, says: "is a value from outside the source"),
        Case(source: "VStack {\n  Button(\"Go\") { print(1) }.buttonStyle(.accessoryBar)\n}", kind: .unsupported, line: 2, column: 41,
             says: ".buttonStyle(.accessoryBar) is not a style whose size the wire knows"),
        Case(source: "Color.red\n  .toolbar(.hidden)", kind: .unsupported, line: 2, column: 12,
             says: ".toolbar(.hidden) shows or hides bars"),
        Case(source: "List { Text(\"a\") }.listStyle(.grouped)", kind: .unsupported, line: 1, column: 30,
             says: ".listStyle(.grouped) is not laid out"),
        Case(source: "Color.red.frame(width: true)", kind: .unsupported, line: 1, column: 24,
             says: "true is Bool where a number is wanted"),
        Case(source: "DatePicker(\"Date\", selection: $date)", kind: .unsupported, line: 1, column: 1,
             says: "DatePicker is not a view the wire has"),
        Case(source: "VStack { let n = 3; Color.red.frame(width: n) }", kind: .unsupported, line: 1, column: 44,
             says: "n is an Int where SwiftUI takes a CGFloat"),
        Case(source: "HStack { for i in 0..<3 { Text(\"x\") } }", kind: .unsupported, line: 1, column: 10, says: "a for loop is not read"),
        Case(source: "HStack {\n  Color.red.frame(width: 10\n}", kind: .syntax, line: 2, column: 28,
             says: "Swift syntax error: expected \")\" here"),
        Case(source: "Color.frame(width: 10)", kind: .unsupported, line: 1, column: 1, says: "not a view"),
        Case(source: "GeometryReader { g in Color.red.frame(width: g.safeAreaInsets.top) }", kind: .unsupported, line: 1, column: 46,
             says: "only its size's width and height are read"),
        Case(source: "struct A: View { var body: some View { A() } }", kind: .unsupported, line: 1, column: 40, says: "A uses itself"),
        Case(source: "HStack { ForEach(0..<20000) { _ in Color.red } }", kind: .tooManyNodes, line: 1, column: 18,
             says: "more than 10000 views and modifiers"),
        Case(source: "Color.red.alignmentGuide(.center) { _ in 0 }", kind: .unsupported, line: 1, column: 26, says: ".center is ambiguous"),
        Case(source: "Text(\"a\").font(.custom(\"Inter\"))", kind: .unsupported, line: 1, column: 16, says: "is not a Font"),
        Case(source: "Text(\"Hi\").truncationMode(.start)", kind: .unsupported, line: 1, column: 27,
             says: ".start is not a Text.TruncationMode the wire has"),
        Case(source: "Color.red.containerRelativeFrame(.horizontal, count: 2)", kind: .unsupported, line: 1, column: 11,
             says: "no form of containerRelativeFrame the front end reads takes these arguments"),
        Case(source: "Color.red\nColor.blue", kind: .unsupported, line: 2, column: 1, says: "more than one top-level view expression"),
        Case(source: "if true { Color.red }", kind: .unsupported, line: 1, column: 1, says: "is not a view the front end reads"),
    ]

    @Test("Each refused construct is named, with its line and column", arguments: cases)
    func refused(_ c: Case) throws {
        let error = try #require(refusal(c.source), "\(c.source) translated")
        #expect(error.kind == c.kind, "\(error)")
        #expect((error.line, error.column) == (c.line, c.column), "\(error)")
        #expect(error.message.contains(c.says), "\(error)")
    }

    @Test("Nesting past maxNesting is refused before parsing, at the bracket that crosses it, however deep the source")
    func nesting() throws {
        let deep = String(repeating: "VStack { ", count: 5_000) + "Color.red" + String(repeating: " }", count: 5_000)
        let error = try #require(refusal(deep))
        #expect(error.kind == .tooDeep)
        #expect((error.line, error.column) == (1, 9 * 129 - 1))
        // Parentheses alone may open only 16 in a run (NestingCheck.RecoveryScans); a brace ends one.
        let atLimit = String(repeating: "f(VStack { ", count: 64) + "1" + String(repeating: " })", count: 64)
        #expect(refusal("Color.red.frame(width: \(atLimit))", limits: SourceLimits(maxNesting: 129)) == nil)
        #expect(refusal("Color.red.frame(width: \(atLimit))", limits: SourceLimits(maxNesting: 128))?.kind == .tooDeep)
    }

    @Test("Views nest LAYOUT_MAX_DEPTH levels deep and no more, an overlay's content one level below its view, its several layers two")
    func viewDepth() throws {
        func stacks(_ n: Int, around inner: String = "Color.red") -> String {
            String(repeating: "VStack { ", count: n) + inner + String(repeating: " }", count: n)
        }
        #expect(refusal(stacks(63)) == nil)
        let error = try #require(refusal(stacks(64)))
        #expect((error.kind, error.line, error.column) == (.tooDeep, 1, 64 * 9 + 1))
        #expect(refusal(stacks(62, around: "Color.red.overlay { Color.blue }")) == nil)
        #expect(refusal(stacks(63, around: "Color.red.overlay { Color.blue }"))?.kind == .tooDeep)
        // Several layers are an implicit ZStack, one level more.
        #expect(refusal(stacks(61, around: "Color.red.overlay { Color.blue; Color.green }")) == nil)
        #expect(refusal(stacks(62, around: "Color.red.overlay { Color.blue; Color.green }"))?.kind == .tooDeep)
    }

    @Test("Square brackets nested past 3 are refused before parsing, whose lookahead at `[` is exponential in their nesting")
    func squareBrackets() throws {
        let deep = String(repeating: "[", count: 115) + "HStack { Color.red }"
        let error = try #require(refusal(deep))
        #expect((error.kind, error.line, error.column) == (.tooDeep, 1, 4))
        let clock = ContinuousClock()
        let three = "ForEach(" + String(repeating: "[", count: 3) + "1" + String(repeating: "]", count: 3) + ") { _ in Color.red }"
        let elapsed = clock.measure { _ = refusal("HStack { \(three) }") }
        #expect(elapsed < .seconds(1))
    }

    @Test("A modifier chain longer than LAYOUT_MAX_LAYERS is refused without recursing down it")
    func longChain() throws {
        let source = "Color.red" + String(repeating: ".padding(1)", count: 10_000)
        let error = try #require(refusal(source))
        #expect(error.kind == .tooDeep)
        #expect(error.message.contains("modifiers in one chain"))
    }

    @Test("A problem for a refusal is 422 problem+json with the line and column")
    func problem() throws {
        let problem = try #require(refusal("Color.red.searchable(text: $q)")).problem
        let json = String(decoding: problem.encoded(), as: UTF8.self)
        #expect(json == #"{"type":"about:blank","title":"Unprocessable Content","status":422,"#
            + #""detail":"line 1, column 11: .searchable is not a modifier the wire has ("# + json.split(separator: "(")[1].split(separator: ")")[0]
            + #")","kind":"unsupported","line":1,"column":11}"#)
    }
}
