import LayoutWire
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// The levels open at one token, with what nests within each. O(1) a token.
    struct Scanner {
        enum Excess { case brackets, squares, angles, interpolationSquares, interpolationAngles, chain, syntax, scannedBraces }
        /// What opened a level; a closer pops only a level its own kind opened, so that a
        /// stray one never makes the estimate fall below what the parser still has open.
        enum Opener { case paren, square, brace, poundIf }
        struct Level {
            let opener: Opener
            /// Tokens nesting without a bracket since the level's last statement or element.
            var run = 0
            /// The `.`s among them: the modifier chain.
            var chain = 0
            /// `<`s not yet closed by a `>` among them: generic arguments.
            var angles = 0
            /// A brace the parser scans ahead from (`scannedBraces`).
            var scanned = false
            /// The `(` of a string interpolation.
            var interpolation = false
            /// An `if`, `while`, `guard`, `for` or `switch` waits for its body's brace.
            var condition = false
        }

        /// Square brackets open at once, a fixed bound far inside `maxNesting`: the parser's
        /// lookahead for a type at `[` backtracks, and its time grows exponentially with their
        /// nesting (115 nested `[` took more than 10 s; 122 KiB of `f([[[A<B>]]].self)` lines
        /// take 126 ms of CPU with 3 of them, 206 with 4, about 1,400 with 8: past 3 a source
        /// costs more than 2 ms a kilobyte; in string interpolations, fewer still, below). Array
        /// literals and types in view code nest two or three deep.
        static let maxSquareNesting = 3
        /// Generic arguments open at once within a statement: the parser looks ahead for the
        /// closing `>` at each `<`, so its time grows with the square of their nesting (1,000
        /// took 1.2 s). Types in view code nest two or three deep.
        static let maxAngleNesting = 16
        /// Within a string interpolation, which is read twice (`Interpolations` reads each one
        /// before the parse), one level of square brackets fewer and generic arguments 2 deep
        /// rather than 16, so that the two reads cost what one read of code outside a string may.
        /// Lines of `Text("\((…).self))")` around 29 KB, least of three means of 16 sends on
        /// 2 cores: `[[[A<B>]]]` 1.28 ms of CPU a kilobyte, `[[A<B>]]` 1.02 (the same bytes of
        /// `Text("x")` 0.40); `A<` 16 deep 1.83, 8 deep 1.37–1.43, 4 deep 1.13–1.21, and at
        /// 120 KB 4 deep 1.61, 1 deep 0.82 (CI measured the deepest forms over 2 ms, and 8 deep
        /// came within a fifth of it on a local CI run; each level costs about a quarter of a
        /// millisecond a kilobyte more). Any operator starting with `<` counts, so 3 comparisons
        /// in one interpolation's expression are refused too. An interpolation holds a value
        /// (`\(items[0].name)`, `\(Set<String>(tags).count)`), not a nested type.
        static let maxSquareNestingInInterpolation = 2
        static let maxAngleNestingInInterpolation = 2
        /// Braces open at once that the parser scans ahead from: a statement's body with code
        /// after it on the same line (the trailing-closure lookahead after an `if` condition),
        /// or a brace whose first token is `(`, `[` or `@` (a closure's signature, looked for
        /// up to an `in`). Each such brace scans what it holds again, so nested ones cost their
        /// depth times the source (120 deep around 16 KB: about 15 ms a kilobyte, 0.1–0.2 for
        /// each level); 8 keep a source under 2. Other braces, and bodies on their own lines,
        /// cost nothing more; view code nests these two or three deep.
        static let maxScannedBraces = 8
        /// Words that nest the expression or type after them.
        private static let prefixWords: Set<String> = ["try", "await", "some", "any", "each", "repeat", "consume",
                                                       "copy", "inout", "borrowing", "consuming", "unsafe", "else"]

        /// Keywords whose body's brace follows a condition.
        private static let conditionWords: Set<String> = ["if", "while", "guard", "for", "switch"]

        let limits: SourceLimits
        /// The file's own level first, never closed.
        private var levels = [Level(opener: .brace)]
        private var squares = 0
        /// For each string interpolation open, the square brackets open outside it.
        private var squaresOutsideInterpolations: [Int] = []
        /// The estimate: each open level and each run within one.
        private var depth = 0
        /// Whether the token before ended an expression, so that a new line may start a statement.
        private var endedExpression = false
        /// The token before opened a brace (a statement's body, or another); open braces the
        /// parser scans ahead from.
        private var openedBrace: (body: Bool, open: Bool) = (false, false)
        private var scannedBraces = 0

        init(limits: SourceLimits) { self.limits = limits }

        /// Follows one token; `opensInterpolation` when it is the `(` after a string's `\`,
        /// `closesInterpolation` when it is the `)` that ends one (`Interpolations`).
        mutating func take(_ lexeme: Lexer.Lexeme, opensInterpolation: Bool = false,
                           closesInterpolation: Bool = false) -> Excess? {
            if openedBrace.open, let excess = markScanned(lexeme) { return excess }
            if lexeme.rawTokenKind == .keyword, Self.conditionWords.contains(String(syntaxText: lexeme.tokenText)) {
                levels[levels.count - 1].condition = true
            }
            if lexeme.flags.contains(.isAtStartOfLine), endedExpression, startsStatement(lexeme) { endStatement() }
            defer { endedExpression = endsExpression(lexeme) }
            switch lexeme.rawTokenKind {
            case .leftParen: return open(.paren, interpolation: opensInterpolation)
            case .leftSquare: return open(.square)
            case .leftBrace:
                openedBrace = (levels[levels.count - 1].condition, true)
                levels[levels.count - 1].condition = false
                return open(.brace)
            case .poundIf: return open(.poundIf)
            case .rightParen: if closesInterpolation { closeInterpolation() } else { close(.paren) }
            case .rightSquare: close(.square)
            case .rightBrace: close(.brace)
            case .poundEndif: close(.poundIf)
            case .comma, .semicolon, .poundElse, .poundElseif: endStatement()
            case .period:
                levels[levels.count - 1].chain += 1
                if levels[levels.count - 1].chain > limits.wire.maxLayers + 8 { return .chain }
                return nest()
            case .exclamationMark, .postfixQuestionMark, .prefixAmpersand, .arrow, .backslash, .infixQuestionMark, .atSign:
                return nest()
            case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle:
                return operatorToken(lexeme)
            case .keyword where Self.prefixWords.contains(String(syntaxText: lexeme.tokenText)),
                 .identifier where Self.prefixWords.contains(String(syntaxText: lexeme.tokenText)):
                return nest()
            default: break
            }
            return nil
        }

        private mutating func nest() -> Excess? {
            levels[levels.count - 1].run += 1
            depth += 1
            return depth > limits.maxSyntaxDepth ? .syntax : nil
        }

        /// Counts an operator's `<` and `>` (generic arguments); besides `<`, only a prefix or
        /// postfix operator nests: binary operators make a flat sequence.
        private mutating func operatorToken(_ lexeme: Lexer.Lexeme) -> Excess? {
            let text = lexeme.tokenText
            let top = levels.count - 1
            if !text.isEmpty, text.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                levels[top].angles = max(0, levels[top].angles - text.count)
                return nil
            }
            if text.first == UInt8(ascii: "<") {
                levels[top].angles += 1
                if levels[top].angles > Self.maxAngleNesting { return .angles }
                if !squaresOutsideInterpolations.isEmpty, levels[top].angles > Self.maxAngleNestingInInterpolation {
                    return .interpolationAngles
                }
                return nest()
            }
            return lexeme.rawTokenKind == .binaryOperator ? nil : nest()
        }

        private mutating func open(_ opener: Opener, interpolation: Bool = false) -> Excess? {
            if let excess = nest() { return excess }
            levels.append(Level(opener: opener, interpolation: interpolation))
            depth += 1
            if interpolation { squaresOutsideInterpolations.append(squares) }
            if opener == .square { squares += 1 }
            if levels.count - 1 > limits.maxNesting { return .brackets }
            if squares > Self.maxSquareNesting { return .squares }
            if let outside = squaresOutsideInterpolations.last, squares - outside > Self.maxSquareNestingInInterpolation {
                return .interpolationSquares
            }
            return depth > limits.maxSyntaxDepth ? .syntax : nil
        }

        private mutating func close(_ opener: Opener) {
            guard levels.count > 1, levels[levels.count - 1].opener == opener else { return }
            pop()
        }

        /// Closes the innermost interpolation with whatever its code left open: Swift's lexer ends
        /// it at this `)`, so the code after it is not the interpolation's, and a source that left
        /// something open in one is refused once the file is read (`Interpolations`).
        private mutating func closeInterpolation() {
            guard !squaresOutsideInterpolations.isEmpty else { return }
            while levels.count > 1, !pop().interpolation {}
        }

        @discardableResult
        private mutating func pop() -> Level {
            let top = levels.removeLast()
            depth -= 1 + top.run
            if top.scanned { scannedBraces -= 1 }
            if top.interpolation { squaresOutsideInterpolations.removeLast() }
            if top.opener == .square { squares -= 1 }
            return top
        }

        /// Marks the brace just opened as scanned ahead from if the token after it says so.
        private mutating func markScanned(_ lexeme: Lexer.Lexeme) -> Excess? {
            let body = openedBrace.body
            openedBrace = (false, false)
            switch lexeme.rawTokenKind {
            case .leftParen, .leftSquare, .atSign: break
            default: if !body || lexeme.flags.contains(.isAtStartOfLine) { return nil }
            }
            levels[levels.count - 1].scanned = true
            scannedBraces += 1
            return scannedBraces > Self.maxScannedBraces ? .scannedBraces : nil
        }

        private mutating func endStatement() {
            depth -= levels[levels.count - 1].run
            levels[levels.count - 1].run = 0
            levels[levels.count - 1].chain = 0
            levels[levels.count - 1].angles = 0
        }

        /// A name, literal, closing bracket, `!` or `?` ends an expression; any other postfix
        /// operator may be a `<` the parser reads as generic arguments, so it is taken to go on.
        private func endsExpression(_ lexeme: Lexer.Lexeme) -> Bool {
            switch lexeme.rawTokenKind {
            case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
                 .rawStringPoundDelimiter, .rightParen, .rightSquare, .rightBrace, .exclamationMark,
                 .postfixQuestionMark, .wildcard, .regexSlash, .regexPoundDelimiter:
                return true
            case .keyword: return ["self", "Self", "true", "false", "nil", "super"].contains(String(syntaxText: lexeme.tokenText))
            default: return false
            }
        }

        /// A name, a keyword other than `else`, or a literal at the start of a line after an
        /// expression begins a new statement (Swift separates statements by new lines); an
        /// operator, `.`, a bracket or `else` continues the one before.
        private func startsStatement(_ lexeme: Lexer.Lexeme) -> Bool {
            switch lexeme.rawTokenKind {
            case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
                 .rawStringPoundDelimiter, .wildcard:
                return true
            case .keyword: return String(syntaxText: lexeme.tokenText) != "else"
            default: return false
            }
        }
    }
}
