import Foundation
import LayoutWire
import SwiftUISource
import Testing

/// Sources written to stop or starve the process: each ends in a translation or a positioned
/// refusal, on the translation's own thread, whatever its size up to the source bound. One
/// family at a time: the largest take seconds of CPU in a debug build, and forty at once would
/// starve the suites that time a live server.
@Suite(.serialized)
struct AttackTests {
    @Test("Every family, from small to past every bound, is translated or refused with its position",
          arguments: AttackSources.families)
    func survives(_ family: AttackSources.Family) throws {
        let clock = ContinuousClock()
        for n in [16, 1_000, 1_020, 4_000, 30_000] {
            let source = family.make(n)
            guard source.utf8.count <= SourceLimits.default.maxSourceBytes else { continue }
            var outcome: SourceError?
            let elapsed = clock.measure { outcome = refusal(source) }
            if let outcome {
                #expect(outcome.line >= 1 && outcome.column >= 1, "\(family) at \(n): \(outcome)")
            }
            // A hang guard, not a speed target: the debug build reads the worst in well under this.
            #expect(elapsed < .seconds(10), "\(family) at \(n) took \(elapsed)")
        }
    }

    @Test("Each family past the bounds is refused before it is read, as too deep or too complex",
          arguments: AttackSources.families.filter { !["operators", "attributes", "calls of calls", "float to Int",
                                                      "integer overflow", "ForEach over Int's range",
                                                      "lazy grid of adaptive zero columns"].contains($0.name) })
    func refusedPastTheBounds(_ family: AttackSources.Family) throws {
        let error = try #require(refusal(family.make(4_000)), "\(family) translated")
        // A string or interpolation left open is refused as the syntax error it is, before its
        // brackets are counted.
        let unclosed = error.kind == .syntax && error.message.contains("does not close")
        // So are an attribute the parser reads in exponential time, at its first `@`, and an
        // interpolation that does not read up to its `)`, at its `\(`.
        let attribute = error.message.contains("attribute")
        let interpolation = error.kind == .syntax && error.message.contains("string interpolation does not read")
        #expect([.tooDeep, .tooComplex].contains(error.kind) || unclosed || attribute || interpolation, "\(family): \(error)")
    }

    @Test("A float constant where an Int is wanted is refused, as Swift refuses it, not converted")
    func floatWhereIntIsWanted() throws {
        let error = try #require(refusal("let big = 1e300\nText(\"x\").lineLimit(big)"))
        #expect((error.kind, error.line, error.column) == (.unsupported, 2, 21))
        #expect(error.message == "big is CGFloat where an Int is wanted")
    }

    @Test("A value given under the name it is read by where it is used is refused, not followed until the stack runs out")
    func valueNamingItself() throws {
        // A number kept as an expression (its property's type is not one the reader knows), read
        // in the view where `spacing` is that expression.
        let number = try #require(refusal("""
            struct V: View { var spacing: Gap; var body: some View { VStack(spacing: spacing) { Color.red } } }
            extension View { func gapped(spacing: CGFloat = 0) -> some View { V(spacing: max(0, spacing)) } }
            Color.red.gapped(spacing: 16)
            """))
        #expect(number.message.hasPrefix("spacing leads back to itself"))
        // A view's content closure whose body names the property it becomes.
        let view = try #require(refusal("""
            struct Card<C: View>: View { let content: () -> C; var body: some View { content() } }
            extension View { func carded() -> some View { Card(content: { content }) } }
            Color.red.carded()
            """))
        #expect(view.message.contains("leads back to itself") || view.message.contains("uses itself"), "\(view.message)")
    }

    @Test("A ForEach over a range wider than Int can count is refused as too many nodes")
    func widestRange() throws {
        let error = try #require(refusal("ForEach(-9223372036854775807..<9223372036854775807) { i in Text(\"x\") }"))
        #expect((error.kind, error.line, error.column) == (.tooManyNodes, 1, 9))
    }

    @Test("A chain of else if past the syntax bound is refused with its position, never read as an empty stack")
    func longElseIfChain() throws {
        let chain = "VStack { if false { Text(\"a\") }" + String(repeating: " else if false { Text(\"a\") }", count: 600) + " }"
        let error = try #require(refusal(chain))
        #expect(error.kind == .tooDeep)
        #expect(error.message.contains("SWIFT_MAX_SYNTAX_DEPTH"))
        let short = "VStack { if false { Text(\"a\") }" + String(repeating: " else if false { Text(\"a\") }", count: 200)
            + " else { Text(\"b\") } }"
        #expect(refusal(short) == nil)
    }

    @Test("Strings are told apart as Swift's lexer tells them: a raw string, a quote inside a multi-line string and an unterminated string hide no brackets")
    func stringsHideNothing() throws {
        let deep = String(repeating: "[", count: 9)
        for prefix in ["let s = #\"\\\"#\n", "let s = \"\"\"\n\"\n\"\"\"\n", "let s = #\"\\(\"#\n", "let s = \"abc\n"] {
            let error = try #require(refusal(prefix + deep + "1" + String(repeating: "]", count: 9)), "\(prefix)")
            let unclosed = error.kind == .syntax && error.message.contains("does not close") && prefix.hasSuffix("abc\n")
            #expect((error.kind == .tooDeep && error.message.contains("square brackets")) || unclosed, "\(prefix): \(error)")
        }
    }

    @Test("An interpolation the parser would end before its ) hides nothing: it is refused at its \\( before the parse")
    func interpolationEndedEarly() throws {
        // The lexer reads `"or"` as a string inside the interpolation and `"""` as a multi-line
        // string to the end; the parser ends the interpolation at the `)` of `Elementt(…)` and
        // reads what follows the outer string as code (the fuzzer's find: 22 `[` took 1.5 s,
        // 20,000 `A<` overflowed the parser's stack).
        let opening = "Text(\"\\(x-\"or\"Elementt(.caption2).foreg\"\"\"\n"
        let generics = "let a: " + String(repeating: "A<", count: 20_000) + "Int" + String(repeating: ">", count: 20_000) + " = 1"
        for hidden in [String(repeating: "[", count: 22) + "y", generics] {
            let error = try #require(refusal(opening + hidden))
            #expect((error.kind, error.line) == (.syntax, 1), "\(error)")
            // The nesting check's words, not the parser's: refused before the parse.
            #expect(error.message.contains("string interpolation"), "\(error)")
        }
        let unclosed = try #require(refusal("Text(\"a \\(b(\"c\")\nColor.red"))
        // A new line ends a single-line string's interpolation (the lexer's text there is empty).
        #expect((unclosed.kind, unclosed.line, unclosed.column) == (.syntax, 1, 17), "\(unclosed)")
    }

    @Test("A comment before each modifier of a chain does not break the chain's count")
    func commentsInChains() throws {
        let source = "Color.red\n" + String(repeating: "// a modifier\n.padding(1)\n", count: 300)
        let error = try #require(refusal(source))
        #expect(error.message.contains("modifiers in one chain"))
    }

    @Test("Statements on their own lines start their own count: a long body of views is read")
    func longBodies() throws {
        let rows = (0..<300).map { "Text(\"row \($0)\")\n  .padding(1)\n  .frame(width: 100)\n" }.joined()
        #expect(refusal("VStack {\n" + rows + "}") == nil)
    }

    @Test("A source over SWIFT_MAX_SOURCE_BYTES is refused whole, as 413")
    func tooLarge() throws {
        let error = try #require(refusal("Color.red" + String(repeating: " ", count: 150_000)))
        #expect(error.kind == .tooLarge)
        #expect(error.problem.status == 413)
    }

    @Test("A step budget stops a source whose work grows faster than its text")
    func stepBudget() throws {
        let error = try #require(refusal("let a = \"x\"" + String(repeating: " + \"x\"", count: 2_000) + "\nText(a)",
                                         limits: SourceLimits(maxSteps: 100_000)))
        #expect(error.kind == .tooComplex)
        #expect(error.message.contains("SWIFT_MAX_STEPS"))
    }

    @Test("A deadline stops a translation that runs past SWIFT_TRANSLATE_TIMEOUT")
    func deadline() throws {
        let error = try #require(refusal("let a = 1" + String(repeating: " + 1", count: 20_000) + "\nText(\"\\(a)\")",
                                         limits: SourceLimits(timeout: .zero)))
        #expect(error.kind == .tooComplex)
        #expect(error.message.contains("SWIFT_TRANSLATE_TIMEOUT"))
    }
}
