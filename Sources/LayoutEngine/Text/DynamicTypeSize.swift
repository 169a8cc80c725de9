/// The user's preferred text size (SwiftUI's `DynamicTypeSize`): seven standard sizes and five
/// accessibility sizes. `large` is iOS's default.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The column of `TextStyle.table` for this size.
    var column: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }
}

// Sources: Apple Human Interface Guidelines, Typography, Specifications,
// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications,
// tables "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger
// accessibility type sizes" (AX1 … AX5); the same numbers, with their provenance, are the
// test corpus Tests/TextShapingTests/Corpus/dynamic-type.json, which a test holds this table to.
extension TextStyle {
    /// The point size at `size`.
    public func pointSize(at size: DynamicTypeSize) -> Double { Double(Self.table[Int(ordinal)][size.column].size) }

    /// The HIG leading (baseline to baseline, in points) at `size`.
    public func leading(at size: DynamicTypeSize) -> Double { Double(Self.table[Int(ordinal)][size.column].leading) }

    /// (point size, leading) per style, in `ordinal` order, per Dynamic Type size in
    /// `DynamicTypeSize.allCases` order.
    static let table: [[(size: Int, leading: Int)]] = [
        [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],  // largeTitle
        [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],  // title
        [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],  // title2
        [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],  // title3
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],  // headline
        [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],  // subheadline
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],  // body
        [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],  // callout
        [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],  // footnote
        [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],  // caption
        [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],  // caption2
    ]
}
