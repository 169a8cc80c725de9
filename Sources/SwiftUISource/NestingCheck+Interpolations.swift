@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// The strings and string interpolations of a source as swift-syntax's lexer reads them, so
    /// that whatever the parser could read otherwise is refused before it reads the file.
    ///
    /// The nesting check counts the lexer's tokens (`Lexer.tokenize`). The parser reads the
    /// same tokens but for three cases where it steers the lexer itself:
    /// - When it has read an interpolation's expression and the next token is not the
    ///   interpolation's `)` as the lexer counts them, it ends the interpolation there
    ///   (swift-syntax's `StringLiterals.swift`: `"\(abc "`), and reads the bytes after it as
    ///   the outer string, and what follows that as code, where the lexer saw a nested string.
    ///   A nested `(` or string lets it stop early, and a closure's recovery can carry it past
    ///   its `)` into the next string (`\({ )`, whose body takes the `)` as unexpected code), so
    ///   every interpolation is read first as a call's arguments (what an interpolation holds),
    ///   with the strings in it read as `""` (`firstMalformed`): if that reads with no error,
    ///   the parser reads it to its `)` too.
    /// - After `try?` or `try!` the lexer reads a `(` or `)` as outside the interpolation's
    ///   count, and a new line ends a single-line string's interpolation: so every string and
    ///   interpolation must close as Swift's own grammar closes them (a quote closes the string
    ///   it opened, a `)` that closes an interpolation is followed by the string's text), or
    ///   the source is refused where they part.
    /// - It splits an operator at `<` or `>` for generic arguments and lexes again from there,
    ///   where a regex literal after the operator is read as code (`B<C<D >> / [[…`: the
    ///   second `>` becomes postfix, and the `/` division): a `/` regex after an operator is
    ///   refused.
    /// Brackets or generic arguments hidden by any of these reached the parser unchecked
    /// (22 `[` took 1.5 s; 20,000 `A<` overflowed its stack). All of them are syntax errors
    /// or code no view needs.
    struct Interpolations {
        struct Interpolation {
            /// The offset of its `\`, and of the bytes between its `(` and `)`.
            let backslash: Int
            let content: Range<Int>
            /// How many interpolations hold it.
            let level: Int
        }

        /// A string literal directly inside an interpolation: its quotes and what lies
        /// between them, and whether its quotes are single (`'`, which Swift refuses).
        struct Literal {
            let range: Range<Int>
            let single: Bool
        }

        enum Problem {
            case nesting, unclosed, regexAfterOperator

            var kind: SourceError.Kind {
                switch self {
                case .nesting: .tooDeep
                case .unclosed: .syntax
                case .regexAfterOperator: .unsupported
                }
            }

            var message: String {
                switch self {
                case .nesting: "string interpolations nest more than \(Interpolations.maxNesting) deep"
                case .unclosed: "a string or string interpolation here does not close where Swift's lexer closes it"
                case .regexAfterOperator: "a regex literal after an operator is read otherwise by the parser"
                }
            }
        }

        /// Interpolations inside interpolations, a fixed bound: each level is parsed again
        /// with the one holding it, and a string inside an interpolation inside a string is
        /// already rare in view code.
        static let maxNesting = 4

        /// What is open: a string (from its quote) or an interpolation in one.
        private enum Open {
            case string(start: Int, single: Bool)
            case interpolation(backslash: Int, start: Int, parens: Int)
        }

        private var open: [Open] = []
        private var interpolations = 0
        private var backslash: Int?
        /// The previous token closed an interpolation: the string's text follows.
        private var closed = false
        /// Where the previous token ended, if it was an operator.
        private var operatorEnd: Int?
        private(set) var found: [Interpolation] = []
        /// The string literals whose closest enclosing element is an interpolation, in the
        /// order they close (inner before outer).
        private(set) var literals: [Literal] = []

        /// Follows one token, starting at byte `start` (its text, after leading trivia) and
        /// ending at `end`.
        mutating func take(_ kind: RawTokenKind, start: Int, end: Int) -> Problem? {
            defer {
                if kind != .backslash && kind != .rawStringPoundDelimiter { backslash = nil }
                switch kind {
                case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle: operatorEnd = end
                default: operatorEnd = nil
                }
            }
            if closed {
                closed = false
                if kind != .stringSegment { return .unclosed }
            }
            let inString = if case .string? = open.last { true } else { false }
            switch kind {
            case .stringQuote, .multilineStringQuote, .singleQuote:
                if inString {
                    if case .string(let opened, let single) = open.removeLast(), case .interpolation? = open.last {
                        literals.append(Literal(range: opened..<end, single: single))
                    }
                } else {
                    open.append(.string(start: start, single: kind == .singleQuote))
                }
            case .stringSegment:
                if !inString { return .unclosed }
            case .backslash:
                if inString { backslash = start }
            case .rawStringPoundDelimiter:
                break
            case .leftParen:
                if inString {
                    guard let backslash else { return .unclosed }
                    open.append(.interpolation(backslash: backslash, start: end, parens: 0))
                    interpolations += 1
                    return interpolations > Self.maxNesting ? .nesting : nil
                }
                if case .interpolation(let b, let s, let parens)? = open.last {
                    open[open.count - 1] = .interpolation(backslash: b, start: s, parens: parens + 1)
                }
            case .rightParen:
                guard case .interpolation(let b, let s, let parens)? = open.last else { break }
                if parens > 0 {
                    open[open.count - 1] = .interpolation(backslash: b, start: s, parens: parens - 1)
                } else {
                    open.removeLast()
                    interpolations -= 1
                    found.append(Interpolation(backslash: b, content: s..<start, level: interpolations))
                    closed = true
                }
            case .regexSlash:
                if inString { return .unclosed }
                // An opening `/` after an operator the parser may split: the rest of a split
                // operator is left-bound, so a binary one becomes postfix, after which `/` is
                // division, not a regex, whatever trivia lies between.
                if operatorEnd != nil { return .regexAfterOperator }
            case .regexPoundDelimiter:
                if inString { return .unclosed }
                if operatorEnd == start { return .regexAfterOperator }
            default:
                if inString { return .unclosed }
            }
            return nil
        }

        /// Whether a token of `kind` here opens an interpolation: a `(` after a string's `\`.
        func opensInterpolation(_ kind: RawTokenKind) -> Bool { kind == .leftParen && backslash != nil }

        /// Whether a token of `kind` here closes an interpolation: a `)` with none of the
        /// interpolation's own parentheses open.
        func closesInterpolation(_ kind: RawTokenKind) -> Bool {
            guard kind == .rightParen, case .interpolation(_, _, let parens)? = open.last else { return false }
            return parens == 0
        }

        /// Where the innermost string or interpolation left open at the end of the file began.
        var unclosed: Int? {
            switch open.last {
            case .string(let start, _)?: start
            case .interpolation(let backslash, _, _)?: backslash
            case nil: nil
            }
        }
    }
}
