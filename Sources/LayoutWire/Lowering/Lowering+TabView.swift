import LayoutEngine

extension Lowering {
    /// TabView, the tab bar style (the automatic one on iPhone): `selection`, the position of
    /// the tab shown (default 0), and its children, one per tab. Only the selected tab is laid
    /// out (the others are read and report no frame, as only one tab is on screen): it fills
    /// the region above the tab bar, its content centred as a hosting controller centres its
    /// root view, and the bar is `TabBarMetrics.height` tall at the bottom of the safe area, the
    /// tab's safe area ending at the bar's top (a `safeAreaInset` at the bottom, spacing 0). The
    /// response reports the bar's frame as `tabBar`; its items are not laid out.
    /// docs/evidence/tabs-and-indicators.md: the bar is 49 above the bottom safe area in four
    /// iOS 18 layouts, and the tab's content is centred in the region above it.
    mutating func lowerTabView(_ parts: ViewParts, _ viewIndex: Int, _ context: ViewContext) throws(WireError) -> NodeID? {
        var selection = 0
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            guard key == .selection else { return false }
            let field = Field(owner: parts.owner, key: .selection)
            let n = try this.number(v, field)
            guard n >= 0, n == n.rounded(), n < Double(this.limits.maxNodes) else {
                throw this.error(.outOfRange, "\(field) must be a whole number from 0, the position of the tab shown")
            }
            selection = Int(n)
            return true
        }
        guard let (_, list) = parts.children, tape.kind(list) == .array, tape.count(list) > 0 else {
            throw error(.invalidValue, "a TabView has at least one child, its tabs")
        }
        guard tape.count(list) > selection else {
            throw error(.invalidValue, "a TabView's selection names one of its \(tape.count(list)) tabs, from 0 (\(selection) is past them)")
        }
        let tabs = try lowerChildren(parts, viewIndex, context, axis: nil) { $0 == selection }
        guard context.attached else { return nil }
        // An EmptyView tab shows nothing, but the bar is still there.
        let tab: NodeID
        if let first = tabs.first { tab = first } else { tab = try add(.shape(isCircle: false))! }
        let region = FlexibleFrameSpec(maxWidth: .infinity, maxHeight: .infinity)
        let content = try add(.flexibleFrame(region), child: tab)
        let bar = try add(.frame(width: nil, height: TabBarMetrics.height, alignment: .center), child: try add(.shape(isCircle: false))!)
        index.views[viewIndex].tabBar = bar
        return try add(.safeAreaInset(SafeAreaInsetSpec(edge: .bottom, spacing: 0)), [content, bar])
    }
}

/// The tab bar on iPhone in portrait (docs/evidence/tabs-and-indicators.md).
enum TabBarMetrics {
    /// Above the bottom safe area: derived from four iOS 18 TabView renders (the centring of
    /// the tab's content), equal to a UIKit UITabBar's measured height on iOS 17.5 and 18.5. It
    /// does not grow with Dynamic Type (measured at accessibility XXXL).
    static let height = 49.0
}
