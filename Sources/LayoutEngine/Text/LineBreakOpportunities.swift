/// A place where a line may (or must) break: before the character at `index`.
public struct LineBreakOpportunity: Sendable, Hashable {
    public var index: String.Index
    public var isMandatory: Bool
}

/// The line-break opportunities of `text`, in order, ending with a mandatory break at
/// `text.endIndex`.
///
/// The opportunities are those of the Unicode Line Breaking Algorithm (UAX #14, the version
/// in `lineBreakUnicodeVersion`), kept only where they fall between characters (grapheme
/// clusters), so that no line splits a `Character`.
public func lineBreakOpportunities(in text: String) -> [LineBreakOpportunity] {
    var indices: [String.Index] = []
    var classes: [LineBreakClass] = []
    indices.reserveCapacity(text.utf8.count)  // at least one byte a scalar
    classes.reserveCapacity(text.utf8.count)
    let scalars = text.unicodeScalars
    var i = scalars.startIndex
    while i < scalars.endIndex {
        indices.append(i)
        classes.append(LineBreakClass(scalars[i]))
        scalars.formIndex(after: &i)
    }
    // ASCII has no multi-scalar graphemes except CR LF, where UAX #14 never breaks (LB5).
    let isASCII = text.utf8.count == classes.count
    var result: [LineBreakOpportunity] = []
    var grapheme = text.startIndex
    for found in uax14Breaks(classes) where found.offset < classes.count {
        let index = indices[found.offset]
        if !isASCII {
            while grapheme < index { text.formIndex(after: &grapheme) }
            if grapheme != index { continue }
        }
        result.append(LineBreakOpportunity(index: index, isMandatory: found.isMandatory))
    }
    result.append(LineBreakOpportunity(index: text.endIndex, isMandatory: true))
    return result
}

/// The UAX #14 break opportunities of `scalars` as scalar offsets, without the grapheme
/// filter: the conformance view that LineBreakTest.txt checks. Offset 0 never appears; the
/// end (the count) does, as a mandatory break, unless the sequence is empty (LB2, LB3).
public func uax14LineBreaks(in scalars: some Sequence<Unicode.Scalar>) -> [(offset: Int, isMandatory: Bool)] {
    uax14Breaks(scalars.map(LineBreakClass.init))
}

/// UAX #14 over classified scalars: a verdict for the start of every LB9 unit after the
/// first (LB2: never at the start), then the end of text (LB3).
func uax14Breaks(_ classes: [LineBreakClass]) -> [(offset: Int, isMandatory: Bool)] {
    let units = LineBreakUnit.units(of: classes)
    guard !units.isEmpty else { return [] }
    var rules = LineBreakRules()
    rules.advance(past: units[0], previous: nil)
    var breaks: [(offset: Int, isMandatory: Bool)] = []
    for k in units.indices.dropFirst() {
        let next = k + 1 < units.count ? units[k + 1] : nil
        switch rules.verdict(units[k - 1], units[k], next: next) {
        case .mandatory: breaks.append((units[k].start, true))
        case .allowed: breaks.append((units[k].start, false))
        case .prohibited: break
        }
        rules.advance(past: units[k], previous: units[k - 1])
    }
    breaks.append((classes.count, true))
    return breaks
}
