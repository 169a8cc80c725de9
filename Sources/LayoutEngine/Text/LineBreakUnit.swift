/// One unit of UAX #14 rule LB9: a base character with the combining marks and zero width
/// joiners that attach to it, which the later rules treat as the base alone.
struct LineBreakUnit {
    /// The class the pair rules see: the base's class, or AL for a lone mark (LB10).
    var cls: LineBreakClass
    /// `cls` before folding the LB30/LB30b variants (`OPWide`, `CPWide`, `IDExtPictUnassigned`).
    var raw: LineBreakClass
    /// Scalar offset of the base.
    var start: Int
    /// Original class of the base scalar.
    var first: LineBreakClass
    /// Original class of the last scalar (the base or its last mark), for LB4, LB5 and LB8a.
    var last: LineBreakClass

    /// Groups classified scalars into units (LB9), treating marks that attach to nothing as AL (LB10).
    static func units(of classes: [LineBreakClass]) -> [LineBreakUnit] {
        var units: [LineBreakUnit] = []
        units.reserveCapacity(classes.count)
        for (offset, c) in classes.enumerated() {
            let isMark = c == .CM || c == .ZWJ
            if isMark, let base = units.last, base.takesMarks {
                units[units.count - 1].last = c
                continue
            }
            let raw: LineBreakClass = isMark ? .AL : c
            units.append(LineBreakUnit(cls: raw.base, raw: raw, start: offset, first: c, last: c))
        }
        return units
    }

    /// LB9: marks attach to any base except BK, CR, LF, NL, SP and ZW.
    private var takesMarks: Bool {
        switch first {
        case .BK, .CR, .LF, .NL, .SP, .ZW: false
        default: true
        }
    }
}
