/// A place where a line may (or must) break: before the character at `index`.
public struct LineBreakOpportunity: Sendable, Hashable {
    public var index: String.Index
    public var isMandatory: Bool
}

/// The line-break opportunities of `text`, in order, ending with `text.endIndex`.
///
/// Simple rules for Latin text: a break is allowed after a run of spaces and after a hyphen,
/// and required after a newline.
public func lineBreakOpportunities(in text: String) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    var i = text.startIndex
    while i < text.endIndex {
        let c = text[i]
        let next = text.index(after: i)
        if c.isNewline {
            result.append(LineBreakOpportunity(index: next, isMandatory: true))
        } else if c == "-" || (c == " " && (next == text.endIndex || text[next] != " ")) {
            if next < text.endIndex { result.append(LineBreakOpportunity(index: next, isMandatory: false)) }
        }
        i = next
    }
    if result.last?.index != text.endIndex {
        result.append(LineBreakOpportunity(index: text.endIndex, isMandatory: true))
    }
    return result
}
