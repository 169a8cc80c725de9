/// SwiftUI's own modifiers that can change a frame and that the wire does not lay out (Apple's
/// documentation, `View`'s modifier pages: "Layout modifiers", "Text and symbol modifiers",
/// "Scroll views", "Lists", "Navigation", "Search", "Toolbars", "Preferences"). A source that
/// uses one is refused with its name: applying it as nothing would give a frame SwiftUI does
/// not. Any other modifier the source neither declares nor this reader knows is the app's own,
/// from another file (a `View` extension or a `ViewModifier` behind a method), and is applied
/// as no modifier, listed as a stand-in (`Placeholder.Role.modifier`), as a view from another
/// file is (`SwiftUIViews`).
enum SwiftUIModifiers {
    static let changingLayout: Set<String> = [
        // Layout: margins and spacing the engine has no model of, and custom layouts' values.
        "contentMargins", "scenePadding", "listRowSpacing", "listSectionSpacing", "headerProminence",
        "layoutValue", "layoutDirectionBehavior", "transformEnvironment", "geometryGroup",
        // Text: what changes a line's size.
        "baselineOffset", "fontWidth", "textScale", "typesettingLanguage", "lineHeight",
        // Views added around or over the content from preferences.
        "overlayPreferenceValue", "backgroundPreferenceValue",
        // Bars, search fields and badges that take space or move the safe area.
        "searchable", "searchScopes", "searchSuggestions", "searchPresentationToolbarBehavior", "badge", "safeAreaBar",
        "toolbarTitleDisplayMode", "toolbarVisibility", "statusBarHidden", "statusBar",
        "persistentSystemOverlays", "tabViewBottomAccessory", "tabBarMinimizeBehavior", "navigationSplitViewColumnWidth",
        // Where a scroll view's content starts.
        "defaultScrollAnchor", "scrollPosition",
        // Styles and sizes of controls the wire does not measure.
        "menuIndicator", "menuStyle", "datePickerStyle", "groupBoxStyle",
        "disclosureGroupStyle", "controlGroupStyle", "labeledContentStyle", "navigationSplitViewStyle",
        "indexViewStyle", "horizontalRadioGroupLayout", "labelsVisibility", "buttonBorderShape", "buttonSizing",
        "labelIconToTitleSpacing", "labelReservedIconWidth", "listSectionIndexVisibility",
    ]
}
