@_spi(RawSyntax) import SwiftSyntax

extension NestingCheck {
    /// Bounds what swift-syntax's error recovery may scan again: parentheses and square
    /// brackets left open before code.
    ///
    /// When the parser misses the `)` or `]` it expects (`f(a b(`, `\A.(`, `1 as A (`), it
    /// looks ahead for one (`Parser.Lookahead.canRecoverTo`, `Recovery.swift`): it passes every
    /// token weaker than a closing bracket (names, literals, operators, `,`, `:`) and each
    /// nested `(` or `[` after scanning the rest of its line for a closer and skipping to it,
    /// recursing up to ten deep, and stops at a `{`, `}`, `;`, `->`, a closer it did not skip
    /// to, or `#if`. Each level left open repeats that scan, so the cost is the bytes after
    /// such openers times their number, and more than that when many are open: 64 `\A.(` then
    /// one 8 KB literal took 240 ms, 8 `a b(` then 16 KB of names 87 ms (about 0.5 µs for each
    /// byte scanned again), groups of 15 `a b(` closed by one `)` each, 8 groups before 32 KB
    /// of names, 337 ms, groups of 64 `a b(` lines closed after a `{}` 5.3 ms a kilobyte
    /// (release build, 2-core development machine). Valid code never takes that path.
    ///
    /// So openers are matched with their closers as the parser matches them; since the last
    /// `{`, `}`, `;`, `->` or `#if`, at most `maxOpeners` may be open, and each token's bytes
    /// count once for every opener open at it past the first, wherever it was opened (a level
    /// opened before a brace scans again after it); a source may count its own size plus
    /// `maxExtraBytes`. A call holding a call holding a long literal counts the literal once; a
    /// call holding a closure counts nothing; real view code counts far less than its size (the
    /// real-code corpus at most a tenth of the allowance, `RecoveryScanTests`). A closer whose
    /// opener is not the innermost one open ends nothing here, which can only make the count
    /// larger than the parser's scans.
    struct RecoveryScans {
        static let maxOpeners = 16
        static let maxExtraBytes = 32 * 1024

        enum Problem {
            case openers, rescanned

            var message: String {
                switch self {
                case .openers:
                    "more than \(maxOpeners) parentheses and square brackets are open from here, with no brace, "
                        + "semicolon, -> or #if after the first"
                case .rescanned:
                    "parentheses and square brackets left open here are followed by more code than the parser would "
                        + "scan again for their closers (the source's size plus \(maxExtraBytes / 1024) KiB, counting code "
                        + "once for each opener open at it past the first)"
                }
            }
        }

        /// The count a source may reach: its size plus `maxExtraBytes`.
        let allowed: Int
        /// The openers open, innermost last: whether each is a square bracket, and the run it
        /// was opened in (runs end at a brace, `;`, `->` or `#if`).
        private var open: [(square: Bool, run: Int)] = []
        private var run = 0
        /// Openers open that were opened in this run, and where the first of them was.
        private var openInRun = 0
        private var firstInRun = 0
        private(set) var bytes = 0

        init(sourceBytes: Int) { allowed = sourceBytes + Self.maxExtraBytes }

        /// Follows one token of `length` bytes (trivia included) starting at byte `start`;
        /// returns a problem and the offset of the first opener of its run still open.
        mutating func take(_ kind: RawTokenKind, start: Int, length: Int) -> (Problem, Int)? {
            switch kind {
            case .leftParen, .leftSquare:
                if openInRun == 0 { firstInRun = start }
                open.append((kind == .leftSquare, run))
                openInRun += 1
                if openInRun > Self.maxOpeners { return (.openers, firstInRun) }
            case .rightParen, .rightSquare:
                if let top = open.last, top.square == (kind == .rightSquare) {
                    open.removeLast()
                    if top.run == run { openInRun -= 1 }
                }
            case .leftBrace, .rightBrace, .semicolon, .arrow, .poundIf, .poundElse, .poundElseif, .poundEndif:
                run += 1
                openInRun = 0
            default:
                break
            }
            guard open.count > 1 else { return nil }
            bytes += (open.count - 1) * length
            return bytes > allowed ? (.rescanned, openInRun > 0 ? firstInRun : start) : nil
        }
    }
}
