/// A value of a SwiftUI source that comes from outside it (a model passed in, a property with
/// no value, an environment object), laid out with a stand-in instead of being refused: the
/// expression's own text where a String is read, 0 where a number is, `true` where a Bool is,
/// three elements where a collection is, present where an optional is, the first case where
/// a `switch` reads it, a `Rectangle` where a view the source does not declare is used, the
/// font around it where a font the source does not define is set.
public struct Placeholder: Sendable, Hashable {
    /// What stood for the value, as the answer names it.
    public enum Role: String, Sendable, CaseIterable {
        case string, number, bool, collection, optional
        /// An enum switched on: the first case is taken.
        case `case`
        /// A view declared outside the source: a `Rectangle`, which takes the space offered.
        case view
        /// An image another file or module makes with an initializer SwiftUI does not have
        /// (`Image(systemSymbol: .star)`): a named image of unknown size, named by its
        /// expression, laid out as an image the request gives no size for.
        case image
        /// A colour the source names but does not define (an asset): drawn `systemGray4`.
        case color
        /// A modifier another file declares (a `View` extension method, a `ViewModifier`
        /// behind one): applied as no modifier, since what it does is not in the source.
        case modifier
        /// A font the source does not define (`theme.titleFont`, `Font(uiFont)`): the text keeps
        /// the font around it; a custom face (`.custom("Avenir", size: 20)`) is set in the system
        /// font at its size, since the face does not ship.
        case font
    }

    /// The source text of the value that was not known (`landmark.name`).
    public var expression: String
    public var role: Role
    /// Where it was read.
    public var source: SourceRange

    public init(expression: String, role: Role, source: SourceRange) {
        self.expression = expression
        self.role = role
        self.source = source
    }

    /// The count a collection placeholder stands for, so that a `ForEach` over a model's
    /// array shows a few rows rather than none.
    public static let collectionCount = 3
}

extension Placeholder: SourceListEntry {
    /// `{"expression":…,"as":…,"source":{…}}` in the answers' `placeholders`.
    package var listMembers: [(key: String, value: String)] { [("expression", expression), ("as", role.rawValue)] }
}
