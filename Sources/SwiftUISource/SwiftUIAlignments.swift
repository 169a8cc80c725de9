/// SwiftUI's alignment names, listed here rather than read from the wire: SwiftUI's `Alignment`
/// has nine names, where the wire's alignment words (`AlignmentName`) also name guides
/// (`firstTextBaseline`, `horizontalCenter`, …).
///
/// `Alignment`'s nine, which are also `UnitPoint`'s named points (all but `.zero`).
enum SwiftUIAlignmentName: String, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

/// `HorizontalAlignment`'s built-in guides.
enum HorizontalAlignmentName: String, CaseIterable {
    case leading, center, trailing
}

/// `VerticalAlignment`'s built-in guides.
enum VerticalAlignmentName: String, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}
