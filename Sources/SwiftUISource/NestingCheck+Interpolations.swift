@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// The string interpolations of a source as swift-syntax's lexer reads them, so that those
    /// the parser could read otherwise are checked before it reads the file.
    ///
    /// The lexer alone decides where strings and interpolations begin and end, with one
    /// exception: when the parser has read an interpolation's expression and the next token is
    /// not the interpolation's `)` as the lexer counts them, it ends the interpolation there
    /// itself (swift-syntax's `StringLiterals.swift`: `"\(abc "` is taken as an unclosed
    /// interpolation, not as a second string). From there the parser reads the bytes after it
    /// as the outer string and what follows that as code, where the lexer, and so the nesting
    /// check, saw a nested string: brackets or generic arguments hidden in it would reach the
    /// parser unchecked (22 hidden `[` took 1.5 s, 20,000 `A<` overflowed its stack). The
    /// parser can only stop early at a token inside the interpolation, a nested `)` or a
    /// nested string's, so an interpolation holding neither ends where the lexer says; one
    /// holding them is parsed first on its own, as a call's arguments (what an interpolation
    /// holds), innermost first: if that reads with no error, the parser reads it to its `)`
    /// too. One that does not is a syntax error either way, and is refused at its `\(`.
    struct Interpolations {
        struct Interpolation {
            /// The offset of its `\`, and of the bytes between its `(` and `)`.
            let backslash: Int
            let content: Range<Int>
            /// How many interpolations hold it.
            let level: Int
            /// Whether it holds a `(` or a string token: where the parser could stop early.
            let nested: Bool
        }

        /// Interpolations inside interpolations, a fixed bound: each level is parsed again
        /// with the one holding it, and a string inside an interpolation inside a string is
        /// already rare in view code.
        static let maxNesting = 4

        private struct Open {
            let backslash: Int
            let start: Int
            var parens = 0
            var nested = false
        }

        private var open: [Open] = []
        private var backslash: Int?
        private(set) var found: [Interpolation] = []

        /// Follows one token, starting at byte `start` (its text, after leading trivia) and
        /// ending at `end`; whether interpolations nest past `maxNesting`.
        mutating func take(_ kind: RawTokenKind, start: Int, end: Int) -> Bool {
            defer { if kind != .backslash && kind != .rawStringPoundDelimiter { backslash = nil } }
            switch kind {
            case .backslash:
                backslash = start
                markNested()
            case .leftParen:
                if let backslash {
                    open.append(Open(backslash: backslash, start: end))
                    return open.count > Self.maxNesting
                }
                if !open.isEmpty {
                    open[open.count - 1].parens += 1
                    open[open.count - 1].nested = true
                }
            case .rightParen:
                guard let top = open.last else { break }
                if top.parens > 0 {
                    open[open.count - 1].parens -= 1
                } else {
                    open.removeLast()
                    found.append(Interpolation(backslash: top.backslash, content: top.start..<start,
                                               level: open.count, nested: top.nested))
                }
            case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment, .rawStringPoundDelimiter:
                markNested()
            default: break
            }
            return false
        }

        private mutating func markNested() {
            if !open.isEmpty { open[open.count - 1].nested = true }
        }

        /// The `\` of an interpolation the lexer never closed.
        var unclosed: Int? { open.first?.backslash }

        /// The `\` of the first interpolation (innermost first) whose content is not a call's
        /// arguments without error, if any; `bytes` is the source.
        func firstMalformed(in bytes: UnsafeBufferPointer<UInt8>, limits: SourceLimits) -> Int? {
            for interpolation in found.filter(\.nested).sorted(by: { $0.level > $1.level }) {
                let content = bytes[interpolation.content]
                let call = Array("f(".utf8) + content + [UInt8(ascii: ")")]
                let parsed = call.withUnsafeBufferPointer { source in
                    Parser.parse(source: source, maximumNestingLevel: limits.maxNesting + 8)
                }
                if parsed.hasError || parsed.statements.count != 1 { return interpolation.backslash }
            }
            return nil
        }
    }
}
