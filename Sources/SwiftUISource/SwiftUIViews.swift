/// SwiftUI's own views (Apple's documentation, "Views and controls", "Lists", "Navigation",
/// "Images", "Charts"), which the wire does not have yet. A source that uses one is refused
/// with its name: a stand-in would hide a view whose size SwiftUI defines. Any other
/// capitalised view the source does not declare is the app's own, from another file, and is
/// laid out as a stand-in (`Placeholder.Role.view`).
enum SwiftUIViews {
    static let names: Set<String> = [
        "PasteButton", "RenameButton", "ShareLink", "LabeledContent",
        "DatePicker", "MultiDatePicker", "ColorPicker",
        "TextEditor", "Image", "AsyncImage", "Canvas", "TimelineView",
        "Table", "OutlineGroup", "DisclosureGroup", "GroupBox", "ControlGroup",
        "NavigationSplitView", "Tab",
        "ContentUnavailableView", "Map", "VideoPlayer", "SpriteView", "SceneView", "Chart", "PhotosPicker",
        "SignInWithAppleButton", "TupleView", "EquatableView", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout",
    ]
}
