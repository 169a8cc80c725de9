import SwiftParser
import SwiftSyntax

extension NestingCheck.Interpolations {
    /// The `\` of the first interpolation (innermost first, then in source order) that does
    /// not read as a call's arguments up to its `)` without error, if any; `bytes` is the source.
    ///
    /// Each interpolation is read as a call's arguments, with every string literal in it
    /// read as `""` (`''` for single quotes, which keeps Swift's error): an inner string is
    /// read as its lexer reads it once its own interpolations read so, and they are checked
    /// here too; what is left is code the nesting check has counted, which no parse reads
    /// otherwise. So the check costs about one parse of the interpolations' own code however
    /// deep they nest, all of them in one parse. (Reading each alone, with the strings inside
    /// it, parsed the inner levels again, up to four times: 125 KB of `"\("\("\("\(f(1))")")")"`
    /// took 270 ms, 2.2 ms a kilobyte; so, 90 ms, where the same bytes of plain `Text("…")`
    /// take 30.) If that parse has an error, halves are parsed to find the first interpolation
    /// with one, which at most doubles the cost.
    func firstMalformed(in bytes: UnsafeBufferPointer<UInt8>, limits: SourceLimits) -> Int? {
        let checked = found.sorted {
            ($0.level, $1.backslash) > ($1.level, $0.backslash)
        }
        guard !checked.isEmpty else { return nil }
        let batch = Batch(checked, literals: literals, bytes: bytes)
        let maxNesting = limits.maxNesting + 8
        if batch.reads(0..<checked.count, maxNesting) { return nil }
        // The first interpolation with an error lies in `low..<high`, whose parse has one.
        var (low, high) = (0, checked.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if batch.reads(low..<middle, maxNesting) { low = middle } else { high = middle }
        }
        return checked[low].backslash
    }

    /// The checked interpolations written one after another as `g(CONTENT)` lines, so that
    /// any run of them is one slice of the text, read as the arguments of one call.
    private struct Batch {
        var text: [UInt8] = []
        /// Where each interpolation's line starts in `text`, and where the text ends.
        var starts: [Int] = []

        init(_ checked: [Interpolation], literals: [Literal], bytes: UnsafeBufferPointer<UInt8>) {
            let literals = literals.sorted { $0.range.lowerBound < $1.range.lowerBound }
            for interpolation in checked {
                starts.append(text.count)
                text.append(contentsOf: "g(".utf8)
                var cursor = interpolation.content.lowerBound
                var k = Self.firstIndex(in: literals, from: cursor)
                while k < literals.count, literals[k].range.lowerBound < interpolation.content.upperBound {
                    let literal = literals[k]
                    k += 1
                    if literal.range.lowerBound < cursor { continue }   // inside one already read as ""
                    text.append(contentsOf: bytes[cursor..<literal.range.lowerBound])
                    text.append(contentsOf: literal.single ? "''".utf8 : "\"\"".utf8)
                    cursor = literal.range.upperBound
                }
                text.append(contentsOf: bytes[cursor..<interpolation.content.upperBound])
                text.append(contentsOf: ")\n".utf8)
            }
            starts.append(text.count)
        }

        /// The index of the first literal starting at or after `offset`.
        private static func firstIndex(in literals: [Literal], from offset: Int) -> Int {
            var (low, high) = (0, literals.count)
            while low < high {
                let middle = (low + high) / 2
                if literals[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Whether the lines of `run`, read as `f(LINE, LINE, …)`, parse without error as one
        /// call with an argument each, each starting where its line does (so none was read
        /// into another). One call rather than a statement a line: a statement costs the
        /// parser a declaration's lookahead first.
        func reads(_ run: Range<Int>, _ maximumNestingLevel: Int) -> Bool {
            var call = Array("f(".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(run.count)
            for i in run {
                if i > run.lowerBound { call.append(UInt8(ascii: ",")) }
                offsets.append(call.count)
                call.append(contentsOf: text[starts[i]..<starts[i + 1]])
            }
            call.append(UInt8(ascii: ")"))
            let parsed = call.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel + 1) }
            guard !parsed.hasError, parsed.statements.count == 1,
                  let outer = parsed.statements.first?.item.as(FunctionCallExprSyntax.self),
                  outer.arguments.count == run.count else { return false }
            return zip(outer.arguments, offsets).allSatisfy { argument, offset in
                argument.label == nil && argument.positionAfterSkippingLeadingTrivia.utf8Offset == offset
            }
        }
    }
}
