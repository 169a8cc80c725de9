// The pair rules of UAX #14 (Unicode 15.0.0, revision 49, §6.1–6.2), tailoring-free except
// for LB25, which uses the numeric tailoring of Example 7 (§8.2) as LineBreakTest.txt does.

/// What the rules say about one position.
enum LineBreakVerdict { case mandatory, allowed, prohibited }

/// Walks LB9 units left to right, deciding the position before each, and keeps the context
/// that rules with `SP*` or longer patterns look back at.
struct LineBreakRules {
    /// Class of the last unit that is not SP (for LB8 and LB14–LB17).
    private var lastNonSpace: LineBreakClass?
    /// Class of the unit before the previous one (for LB21a).
    private var beforePrevious: LineBreakClass?
    /// Length of the run of RI units just passed (LB30a).
    private var regionalIndicators = 0
    /// The units just passed match `NU (NU | SY | IS)*` (LB25).
    private var inNumber = false
    /// The units just passed match `NU (NU | SY | IS)* (CL | CP)?` (LB25).
    private var afterNumber = false

    /// The verdict for the position between units `a` and `b`; `next` is the unit after `b`.
    func verdict(_ a: LineBreakUnit, _ b: LineBreakUnit, next: LineBreakUnit?) -> LineBreakVerdict {
        controls(a.last, b.first)
            ?? spacesAndGlue(a.cls, b.cls)
            ?? punctuation(a.cls, b.cls)
            ?? numbers(a.cls, b.cls, next: next?.cls)
            ?? scripts(a, b)
            ?? .allowed  // LB31
    }

    /// Records that `unit` has been passed.
    mutating func advance(past unit: LineBreakUnit, previous: LineBreakUnit?) {
        let c = unit.cls
        if c != .SP { lastNonSpace = c }
        beforePrevious = previous?.cls
        regionalIndicators = c == .RI ? regionalIndicators + 1 : 0
        let wasInNumber = inNumber
        inNumber = c == .NU || (inNumber && c.continuesNumber)
        afterNumber = inNumber || (wasInNumber && (c == .CL || c == .CP))
    }

    /// LB4–LB8a, on the original classes of the scalars either side.
    private func controls(_ a: LineBreakClass, _ b: LineBreakClass) -> LineBreakVerdict? {
        if a == .BK { return .mandatory }                                  // LB4
        if a == .CR && b == .LF { return .prohibited }                     // LB5
        if a == .CR || a == .LF || a == .NL { return .mandatory }          // LB5
        if b == .BK || b == .CR || b == .LF || b == .NL { return .prohibited }  // LB6
        if b == .SP || b == .ZW { return .prohibited }                     // LB7
        if lastNonSpace == .ZW { return .allowed }                         // LB8
        if a == .ZWJ { return .prohibited }                                // LB8a
        return nil
    }

    /// LB11–LB18: joiners, glue, closing punctuation, and spaces.
    private func spacesAndGlue(_ a: LineBreakClass, _ b: LineBreakClass) -> LineBreakVerdict? {
        if a == .WJ || b == .WJ { return .prohibited }                     // LB11
        if a == .GL { return .prohibited }                                 // LB12
        if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }  // LB12a
        if b == .CL || b == .CP || b == .EX || b == .IS || b == .SY { return .prohibited }  // LB13
        if lastNonSpace == .OP { return .prohibited }                      // LB14
        if lastNonSpace == .QU && b == .OP { return .prohibited }          // LB15
        if (lastNonSpace == .CL || lastNonSpace == .CP) && b == .NS { return .prohibited }  // LB16
        if lastNonSpace == .B2 && b == .B2 { return .prohibited }          // LB17
        if a == .SP { return .allowed }                                    // LB18
        return nil
    }

    /// LB19–LB24: quotes, contingent breaks, break-before/after classes, letters and affixes.
    private func punctuation(_ a: LineBreakClass, _ b: LineBreakClass) -> LineBreakVerdict? {
        if a == .QU || b == .QU { return .prohibited }                     // LB19
        if a == .CB || b == .CB { return .allowed }                        // LB20
        if b == .BA || b == .HY || b == .NS || a == .BB { return .prohibited }  // LB21
        if beforePrevious == .HL && (a == .HY || a == .BA) { return .prohibited }  // LB21a
        if a == .SY && b == .HL { return .prohibited }                     // LB21b
        if b == .IN { return .prohibited }                                 // LB22
        if a.isLetter && b == .NU || a == .NU && b.isLetter { return .prohibited }  // LB23
        if a == .PR && b.isIdeographic || a.isIdeographic && b == .PO { return .prohibited }  // LB23a
        if a.isAffix && b.isLetter || a.isLetter && b.isAffix { return .prohibited }  // LB24
        return nil
    }

    /// LB25 as tailored in UAX #14 Example 7: no break inside
    /// `(PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?`.
    private func numbers(_ a: LineBreakClass, _ b: LineBreakClass, next: LineBreakClass?) -> LineBreakVerdict? {
        let opensNumber = b == .NU || ((b == .OP || b == .HY) && next == .NU)
        if (a == .PR || a == .PO) && opensNumber { return .prohibited }   // 25.01
        if (a == .OP || a == .HY) && b == .NU { return .prohibited }       // 25.02
        if inNumber && (b.continuesNumber || b == .CL || b == .CP) { return .prohibited }  // 25.03, 25.04
        if afterNumber && b.isAffix { return .prohibited }                 // 25.05
        return nil
    }

    /// LB26–LB30b: Hangul, letters, East Asian brackets, flags and emoji modifiers.
    private func scripts(_ x: LineBreakUnit, _ y: LineBreakUnit) -> LineBreakVerdict? {
        let a = x.cls, b = y.cls
        if a == .JL && b.isJamo && b != .JT { return .prohibited }                    // LB26
        if (a == .JV || a == .H2) && (b == .JV || b == .JT) { return .prohibited }   // LB26
        if (a == .JT || a == .H3) && b == .JT { return .prohibited }                 // LB26
        if a.isJamo && b == .PO || a == .PR && b.isJamo { return .prohibited }        // LB27
        if a.isLetter && b.isLetter { return .prohibited }                           // LB28
        if a == .IS && b.isLetter { return .prohibited }                             // LB29
        let aAlnum = a.isLetter || a == .NU, bAlnum = b.isLetter || b == .NU
        if aAlnum && y.raw == .OP || x.raw == .CP && bAlnum { return .prohibited }   // LB30
        if a == .RI && b == .RI && regionalIndicators % 2 == 1 { return .prohibited }  // LB30a
        if b == .EM && (a == .EB || x.raw == .IDExtPictUnassigned) { return .prohibited }  // LB30b
        return nil
    }
}

/// The class groups the rules name.
extension LineBreakClass {
    /// AL or HL.
    var isLetter: Bool { self == .AL || self == .HL }
    /// PR or PO.
    var isAffix: Bool { self == .PR || self == .PO }
    /// ID, EB or EM (LB23a).
    var isIdeographic: Bool { self == .ID || self == .EB || self == .EM }
    /// NU, SY or IS: what may follow the first digit of a number (LB25).
    var continuesNumber: Bool { self == .NU || self == .SY || self == .IS }
    /// Hangul jamo and syllables: JL, JV, JT, H2, H3 (LB26, LB27).
    var isJamo: Bool {
        switch self {
        case .JL, .JV, .JT, .H2, .H3: true
        default: false
        }
    }
}
