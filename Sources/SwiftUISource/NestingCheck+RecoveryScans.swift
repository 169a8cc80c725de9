@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// Bounds what swift-syntax's error recovery may scan again: parentheses and square
    /// brackets opened one after another and not yet reached by a closing token, followed by
    /// code.
    ///
    /// When the parser misses the `)` or `]` it expects (`f(a b(`, `\A.(`, `1 as A (`), it
    /// looks ahead for one (`Parser.Lookahead.canRecoverTo`, `Recovery.swift`): it passes every
    /// token weaker than a closing bracket (names, literals, operators, `,`, `:`) and each
    /// nested `(` or `[` after scanning the rest of its line for a closer, recursing up to ten
    /// deep, and stops at a `)`, `]`, `{`, `}`, `;` or `->`. Each level left open repeats that
    /// scan, so the cost is the bytes after such openers times their number, and more than
    /// that when many are open: 64 `\A.(` then one 8 KB literal took 240 ms, 8 `a b(` then
    /// 16 KB of names 87 ms (about 0.5 µs for each byte scanned again), groups of 64 `a b(`
    /// lines closed after a `{}` 5.3 ms a kilobyte, of 32 2.2, of 16 at most 1.5 (release
    /// build, 2-core development machine). Valid code never takes that path, and in view code
    /// a closing bracket or brace comes within a few tokens of an opener.
    ///
    /// So a run — the tokens since the last that ends the parser's scan — may open at most
    /// `maxOpeners`, and each token's bytes count once for every opener before it in its run
    /// past the first; a source may count its own size plus `maxExtraBytes` (about 0.5 ms a
    /// kilobyte plus 16 ms). A call holding a call holding a long literal counts the literal
    /// once; real view code counts far less (the real-code corpus at most 879 bytes). Keywords
    /// do not end a run (the parser's statement keywords end its scan), which can only make the
    /// count larger than the parser's scans.
    struct RecoveryScans {
        static let maxOpeners = 16
        static let maxExtraBytes = 32 * 1024

        enum Problem {
            case openers, rescanned

            var message: String {
                switch self {
                case .openers:
                    "more than \(maxOpeners) parentheses and square brackets are opened one after another from here, "
                        + "with no closing bracket, brace or semicolon between them"
                case .rescanned:
                    "parentheses and square brackets opened one after another here are followed by more code than the "
                        + "parser would scan again for their closers (the source's size plus \(maxExtraBytes / 1024) KiB, "
                        + "counting code once for each opener before it past the first)"
                }
            }
        }

        /// The count a source may reach: its size plus `maxExtraBytes`.
        let allowed: Int
        /// Openers in the run, and where its first was.
        private var openers = 0
        private var firstOpener = 0
        private(set) var bytes = 0

        init(sourceBytes: Int) { allowed = sourceBytes + Self.maxExtraBytes }

        /// Follows one token of `length` bytes (trivia included) starting at byte `start`;
        /// returns a problem and the offset of its run's first opener.
        mutating func take(_ kind: RawTokenKind, start: Int, length: Int) -> (Problem, Int)? {
            switch kind {
            case .leftParen, .leftSquare:
                if openers == 0 { firstOpener = start }
                openers += 1
                if openers > Self.maxOpeners { return (.openers, firstOpener) }
            case .rightParen, .rightSquare, .leftBrace, .rightBrace, .semicolon, .arrow,
                 .poundIf, .poundElse, .poundElseif, .poundEndif:
                openers = 0
            default:
                break
            }
            guard openers > 1 else { return nil }
            bytes += (openers - 1) * length
            return bytes > allowed ? (.rescanned, firstOpener) : nil
        }
    }
}
