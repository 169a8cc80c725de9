import LayoutWire
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Refuses, before the parser sees it, a source whose syntax tree would be deeper than the
/// translation thread's stack is sized for (`SourceLimits.maxSyntaxDepth`), whose brackets nest
/// deeper than `maxNesting`, whose square brackets nest past 3 (2 in a string interpolation), or
/// whose modifier chains are longer than the layers a view may have. swift-syntax recurses once
/// per level of the tree when it parses, converts locations and prints, so a deep tree overflows
/// the stack.
///
/// It reads the tokens of swift-syntax's own lexer (the one the parser reads), so strings, raw
/// strings, multi-line strings, interpolations, comments and regex literals are told apart as
/// the parser tells them; where the parser steers the lexer otherwise, the source is refused
/// (`Interpolations`), as are the attributes it reads in exponential time (`Attributes`). Its
/// estimate of the tree's depth never falls below the parser's: every open bracket is a level,
/// and within a level every token that nests what follows without a bracket counts one more
/// until a statement or list element ends: prefix keywords (`try`, `await`, `some`, …),
/// prefix and postfix operators (`!`, `?`), `<` (generic arguments), `->`, `else` (an `else if`
/// chain nests), each `.` (a member chain nests) and each bracket opened there (`f()()()`
/// nests). `#if` opens a level like a bracket. String interpolations the parser could read
/// differently are checked first (`Interpolations`).
enum NestingCheck {
    static func check(_ source: String, limits: SourceLimits) throws(SourceError) {
        var copy = source
        let found: (SourceError.Kind, String, Int)? = copy.withUTF8 { bytes in
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { tracker in
                var scanner = Scanner(limits: limits)
                var interpolations = Interpolations()
                var attributes = Attributes()
                var recoveryScans = RecoveryScans(sourceBytes: bytes.count)
                var offset = 0
                for lexeme in Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: []) {
                    if lexeme.rawTokenKind == .endOfFile { break }
                    let start = offset + lexeme.leadingTriviaText.count
                    let kind = lexeme.rawTokenKind
                    if let excess = scanner.take(lexeme, opensInterpolation: interpolations.opensInterpolation(kind),
                                                 closesInterpolation: interpolations.closesInterpolation(kind)) {
                        return (.tooDeep, message(excess, limits), start)
                    }
                    if let (problem, at) = attributes.take(lexeme, start: start) { return (problem.kind, problem.message, at) }
                    if let (problem, at) = recoveryScans.take(lexeme.rawTokenKind, start: start, length: lexeme.byteLength) {
                        return (.tooComplex, problem.message, at)
                    }
                    if let problem = interpolations.take(lexeme.rawTokenKind, start: start, end: start + lexeme.tokenText.count) {
                        return (problem.kind, problem.message, start)
                    }
                    offset += lexeme.byteLength
                }
                if let unclosed = interpolations.unclosed {
                    return (.syntax, Interpolations.Problem.unclosed.message, unclosed)
                }
                if let malformed = interpolations.firstMalformed(in: bytes, limits: limits) {
                    return (.syntax, "this string interpolation does not read as an expression up to its )", malformed)
                }
                return nil
            }
        }
        guard let (kind, text, offset) = found else { return }
        let (line, column) = position(of: offset, in: source)
        throw SourceError(kind, text, line: line, column: column)
    }

    private static func message(_ excess: Scanner.Excess, _ limits: SourceLimits) -> String {
        switch excess {
        case .brackets: "brackets, braces, parentheses and #if blocks nest more than \(limits.maxNesting) deep (SWIFT_MAX_NESTING)"
        case .squares: "square brackets nest more than \(Scanner.maxSquareNesting) deep"
        case .angles: "generic arguments nest more than \(Scanner.maxAngleNesting) deep"
        case .interpolationSquares: "square brackets in a string interpolation nest more than \(Scanner.maxSquareNestingInInterpolation) deep"
        case .interpolationAngles: "generic arguments in a string interpolation nest more than \(Scanner.maxAngleNestingInInterpolation) deep"
        case .scannedBraces: "statement bodies with code on their first line, or braces opening with (, [ or @, nest more than "
            + "\(Scanner.maxScannedBraces) deep"
        case .chain: "more than \(limits.wire.maxLayers) modifiers in one chain (LAYOUT_MAX_LAYERS)"
        case .syntax: "the source nests deeper than \(limits.maxSyntaxDepth) levels of syntax (SWIFT_MAX_SYNTAX_DEPTH): "
            + "brackets, chains, and runs of try, await, !, ?, <, else if or #if"
        }
    }

    /// The 1-based line and column (in UTF-8 bytes, as swift-syntax counts) of `offset`.
    static func position(of offset: Int, in source: String) -> (Int, Int) {
        var line = 1, column = 1
        for byte in source.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
