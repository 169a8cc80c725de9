import SwiftSyntax

extension Translator {
    /// Refuses a source the parser could not read, at its first missing or unexpected token.
    func checkSyntax() throws(SourceError) {
        guard file.hasError else { return }
        for token in file.tokens(viewMode: .all) {
            if token.presence == .missing {
                throw fail(.syntax, "Swift syntax error: expected \(describe(token)) here", at: token)
            }
            if isUnexpected(token) {
                throw fail(.syntax, "Swift syntax error: unexpected \"\(token.text)\"", at: token)
            }
        }
        throw fail(.syntax, "Swift syntax error", at: file)
    }

    /// Whether the token sits in an `UnexpectedNodesSyntax` (what the parser skipped); the
    /// parents looked at are bounded, so a long chain costs no more per token.
    private func isUnexpected(_ token: TokenSyntax) -> Bool {
        if token.tokenDiagnostic != nil { return true }
        var node: Syntax? = token.parent
        var steps = 0
        while let current = node, steps < 12 {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
            steps += 1
        }
        return false
    }

    private func describe(_ token: TokenSyntax) -> String {
        switch token.tokenKind {
        case .rightParen: "\")\""
        case .rightBrace: "\"}\""
        case .rightSquare: "\"]\""
        case .identifier: "a name"
        default: token.text.isEmpty ? "more" : "\"\(token.text)\""
        }
    }
}
