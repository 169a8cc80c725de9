/// Class lookup over the generated `lineBreakTable`.
extension LineBreakClass {
    /// The class of `scalar` (LB1 already applied by the generator).
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            self = asciiLineBreakClasses[Int(value)]
        } else {
            self = Self.lookUp(value)
        }
    }

    /// Binary search for the last run starting at or before `value`.
    static func lookUp(_ value: UInt32) -> LineBreakClass {
        var low = 0, high = lineBreakTable.count  // invariant: run `low` starts at or before `value`
        while high - low > 1 {
            let mid = (low + high) / 2
            if lineBreakTable[mid] >> 8 <= value { low = mid } else { high = mid }
        }
        return LineBreakClass(rawValue: UInt8(truncatingIfNeeded: lineBreakTable[low]))!
    }

    /// The class the pair rules see: the LB30/LB30b variants fold into their Line_Break value.
    var base: LineBreakClass {
        switch self {
        case .OPWide: .OP
        case .CPWide: .CP
        case .IDExtPictUnassigned: .ID
        default: self
        }
    }
}

/// Classes of U+0000...U+007F, the common case, without a search.
let asciiLineBreakClasses: [LineBreakClass] = (0..<0x80).map { LineBreakClass.lookUp(UInt32($0)) }
