/// San Francisco Pro's metrics on iOS, which the `sf-compat` profile lays Inter out with.
enum SFProMetrics {
    /// Ascender, 1950/2048 em: `UIFont.systemFont(ofSize: 17).ascender` is 16.1865234375.
    /// With the descender below, the line height is 20.287109375 at 17 pt, the height
    /// gillygize/FloorplanB's tests measure (entry "This is a test string" of the width corpus,
    /// Tests/TextShapingTests/Corpus/sf-widths.json).
    static let ascent = 1950.0 / 2048
    /// Descender (positive), 494/2048 em: 4.1005859375 at 17 pt.
    static let descent = 494.0 / 2048
    /// Cap height, about 1443/2048 em: 11.978 at 17 pt.
    static let capHeight = 1443.0 / 2048

    /// SF Pro's default tracking at `size` points, in points (positive spreads letters).
    ///
    /// Apple HIG, Typography, "Tracking values" for iOS/iPadOS (SF Pro, 1/1000 em per whole
    /// point size from 6 to 79), https://developer.apple.com/design/human-interface-guidelines/typography,
    /// as transcribed by the "Fix San Francisco" Figma plugin's `TRACKING_DEFAULT` table; its
    /// values agree with the HIG's (10 +12, 12 0, 13 −6, 17 −26, 28 +14). `SFCompatCalibration`
    /// adds the correction that fits Inter to measured SF widths.
    /// Between whole sizes the value is interpolated linearly; below 6 pt it stays at the 6 pt
    /// value, and from 80 pt on it is 0, where the table ends.
    static func tracking(size: Double) -> Double {
        trackingPerMille(size: size) / 1000 * size
    }

    /// The table value for `size`, in 1/1000 em.
    static func trackingPerMille(size: Double) -> Double {
        let first = 6.0
        let position = min(max(size, first), first + Double(trackingTable.count - 1)) - first
        let lower = Int(position)
        let upper = min(lower + 1, trackingTable.count - 1)
        let t = position - Double(lower)
        return Double(trackingTable[lower]) * (1 - t) + Double(trackingTable[upper]) * t
    }

    /// Tracking in 1/1000 em for 6, 7, …, 80 pt (80 = the end of the table, 0).
    static let trackingTable: [Int] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16,    // 6–15
        -20, -26, -25, -24, -23, -18, -12, -4, 3, 6,  // 16–25
        8, 11, 14, 14, 14, 13, 13, 12, 12, 11,      // 26–35
        10, 10, 10, 10, 10, 9, 9, 9, 8, 8,          // 36–45
        8, 8, 8, 7, 7, 7, 6, 6, 6, 6,               // 46–55
        6, 6, 5, 5, 4, 4, 4, 4, 4, 4,               // 56–65
        3, 3, 2, 2, 2, 2, 2, 2, 2, 2,               // 66–75
        1, 1, 1, 1, 0,                              // 76–80
    ]
}
