@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
@testable import SwiftUISource
import Testing

/// Openers left open one after another before a long stretch of code are refused before the
/// parse, whose error recovery would scan that code again once for each of them
/// (`NestingCheck.RecoveryScans`); view code counts far less.
@Suite struct RecoveryScanTests {
    /// The bytes `RecoveryScans` counts for `source`, read with the parser's lexer.
    static func counted(_ source: String) -> Int {
        var copy = source
        return copy.withUTF8 { bytes in
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { tracker in
                var scans = NestingCheck.RecoveryScans(sourceBytes: bytes.count)
                var offset = 0
                // The lexer answers end of file for ever after the last token.
                for lexeme in Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: []) {
                    if lexeme.rawTokenKind == .endOfFile { break }
                    _ = scans.take(lexeme.rawTokenKind, start: offset, length: lexeme.byteLength)
                    offset += lexeme.byteLength
                }
                return scans.bytes
            }
        }
    }

    @Test("Key paths, casts and names before a parenthesis, left open before a long line, are refused at the first opener",
          arguments: [#"\A.("#, #"\A("#, #"\A.b("#, "a b(", "1 as A (", #"\A?("#])
    func openRunsRefused(_ unit: String) throws {
        let source = #"Text("x").padding("# + String(repeating: unit, count: 8) + String(repeating: "a ", count: 4_000)
        let error = try #require(InterpolationCheckTests.check(source))
        #expect((error.kind, error.line, error.column) == (.tooComplex, 1, 18), "\(error)")
    }

    @Test("A closer ends only its own opener: groups of 15 openers closed by one ) each are refused, before a long line or not")
    func closersMatch() throws {
        let group = String(repeating: "a b(", count: 15) + ")"
        let long = try #require(InterpolationCheckTests.check(#"Text("x").padding("# + group + String(repeating: "a ", count: 8_000)))
        #expect((long.kind, long.column) == (.tooComplex, 18), "\(long)")
        let groups = try #require(InterpolationCheckTests.check(#"Text("x").padding("# + String(repeating: group, count: 8)))
        #expect(groups.kind == .tooComplex && groups.message.contains("more than 16"), "\(groups)")
    }

    @Test("More than 16 openers in a run are refused at the first, however short what follows; 16 pass the check")
    func openersPerRun() throws {
        let units = String(repeating: #"\A.("#, count: 16)
        let error = try #require(InterpolationCheckTests.check("f(" + units))
        #expect((error.kind, error.column) == (.tooComplex, 2), "\(error)")
        #expect(error.message.contains("more than 16"))
        #expect(InterpolationCheckTests.check("f(" + units.dropFirst(4)) == nil)
    }

    @Test("Closed calls, lines of calls, long literals in calls and closures in calls count less than their source and pass",
          arguments: [
              "f(" + String(repeating: "g(h(1)), ", count: 4_000) + "0)",
              String(repeating: "Text(String(format: \"%d\", Int(n)))\n", count: 2_000),
              "ForEach([" + String(repeating: "\"item\", ", count: 3_000) + "\"x\"]) { Text($0) }",
              "Text(String(localized: \"" + String(repeating: "x", count: 60_000) + "\"))",
              "f(g(" + String(repeating: "a, { }, ", count: 4_000) + "0))",
              "f(g(" + String(repeating: "a; ", count: 4_000) + "))",
              "Button(action: {\n" + String(repeating: "    model.save(items[0], to: store)\n", count: 1_000) + "}) { Text(\"Save\") }",
          ])
    func closedRunsPass(_ source: String) {
        #expect(Self.counted(source) <= source.utf8.count)
        #expect(InterpolationCheckTests.check(source) == nil)
    }

    @Test("Every file of the real-code corpus counts under a tenth of what a source may count beyond its size")
    func realCodeCountsLittle() {
        let counts = RealCodeFile.all.map { ($0.file, Self.counted($0.source)) }
        let largest = counts.max { $0.1 < $1.1 }!
        print("largest count in the real-code corpus: \(largest.1) bytes (\(largest.0)); allowed beyond a source's size: "
              + "\(NestingCheck.RecoveryScans.maxExtraBytes)")
        #expect(largest.1 < NestingCheck.RecoveryScans.maxExtraBytes / 10)
    }
}
