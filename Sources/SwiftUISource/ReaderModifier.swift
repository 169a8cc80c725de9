/// The modifiers the reader reads itself, before a source's own modifiers
/// (`customModifier`), the ones that change no frame (`NoLayoutModifier`) and the wire's
/// (`WireModifierType`): one switch from the Swift name, so that `applyModifier` is a switch
/// over what each modifier is rather than a run of name comparisons.
enum ReaderModifier {
    /// `.id(_:)`: the view's `id` member.
    case id
    /// `.fill`, `.foregroundStyle`, `.foregroundColor`: a shape's paint, the wire's `color`; on
    /// anything else, paint that changes no frame.
    case paint
    /// A style kept in the environment (`StyleModifier.all`).
    case style(StyleModifier)
    /// `.environment(\.key, value)` (`Translator+Environment.swift`).
    case environment
    /// What the enclosing navigation stack's bar shows (`Translator+Navigation.swift`).
    case navigationBar(NavigationBarModifier)
    /// What a tab's bar item shows (`tabItem`), not where the tab's views go, and the navigation
    /// style (`navigationViewStyle`: the stack style, the only one on iPhone): no frame here.
    case navigationOnly
    /// `.tag(_:)`: read by a Picker as an option's value; it changes no layout.
    case tag

    /// The bar modifiers: the title (with an optional mode), the mode alone, the items, and
    /// whether the bar shows (`navigationBarHidden`; `toolbar(.hidden, for: .navigationBar)` is
    /// read as `toolbar`).
    enum NavigationBarModifier {
        case title, displayMode, toolbar, hidden
    }

    init?(_ name: String) {
        if let style = StyleModifier.all[name] {
            self = .style(style)
            return
        }
        switch name {
        case "id": self = .id
        case "fill", "foregroundStyle", "foregroundColor": self = .paint
        case "environment": self = .environment
        case "navigationTitle", "navigationBarTitle": self = .navigationBar(.title)
        case "navigationBarTitleDisplayMode": self = .navigationBar(.displayMode)
        case "toolbar", "navigationBarItems": self = .navigationBar(.toolbar)
        case "navigationBarHidden": self = .navigationBar(.hidden)
        case "tabItem", "navigationViewStyle": self = .navigationOnly
        case "tag": self = .tag
        default: return nil
        }
    }
}
