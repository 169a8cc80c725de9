public import LayoutEngine

/// Where each wire view and modifier of a request went in the engine's tree.
///
/// Views are listed in pre-order (a view, then its children, then the `content` of its
/// modifiers); `views[0]` is the root. A view's modifiers occupy a contiguous range of
/// `modifiers`, innermost first. The response writer walks this index, never the tree.
public struct WireIndex: Sendable {
    /// One view of the request.
    public struct View: Sendable, Hashable {
        /// The view's wire type.
        public var type: WireViewType
        /// The client's `id`, echoed in the response.
        public var id: String?
        /// The view's own node; `nil` for an `EmptyView` and for views attached to one.
        public var node: NodeID?
        /// This view's entries in `WireIndex.modifiers`, innermost first.
        public var modifiers: Range<Int>
        /// The first child (containers only), as an index into `views`.
        public var firstChild: Int?
        /// The next child of this view's parent stack, if any.
        public var nextSibling: Int?
        /// A ScrollView's content: its one child's node, or the implicit VStack around several.
        public var content: NodeID?
        /// A NavigationStack's navigation bar.
        public var navigationBar: NavigationBar?
        /// A TabView's tab bar.
        public var tabBar: NodeID?
        /// What a control draws beyond its frame: a field's text, a Toggle's switch.
        public var control: Control?
        /// A child its container reads but does not show (a TabView's other tabs, the part a
        /// Label's style hides): reported as not placed, like a ViewThatFits's other children.
        public var hidden = false
        /// A Color's or shape's `color` and `cornerRadius`, for drawing; `nil` for other views.
        public var paint: Paint?
        /// Whether an Image's `name` had no size in the request's `images`.
        public var sizeUnknown = false
        /// A NavigationLink row's disclosure indicator (the chevron's box).
        public var disclosureIndicator: NodeID?
        /// A Picker row's menu indicator (the up-and-down chevrons' box).
        public var menuIndicator: NodeID?
        /// A List's or Form's sections, as an index into `lists`.
        public var list: Int?
        /// Views held in members rather than `children`: a Section's `header` and `footer`, a
        /// Picker's `value`, as indices into `views`.
        public var memberViews: MemberViews?
    }

    /// The views a view holds in members (indices into `views`).
    public struct MemberViews: Sendable, Hashable {
        public var header: Int?
        public var footer: Int?
        public var value: Int?
    }

    /// A List's or Form's sections, and whether it is in the plain style (no cards: its rows
    /// span the list, on its own background, with a separator under the last row too).
    public struct ListBody: Sendable, Hashable {
        public var plain: Bool
        public var sections: [ListSection]
    }

    /// One section of a List or Form, explicit or the run of rows outside any Section: the
    /// card's node (`nil` for a section without rows; a plain list's rows together) and each
    /// row, in order.
    public struct ListSection: Sendable, Hashable {
        public var card: NodeID?
        public var rows: [ListRow] = []
    }

    /// A List row: its cell's node, and whether the separator under it is hidden.
    public struct ListRow: Sendable, Hashable {
        public var cell: NodeID
        public var separatorHidden: Bool
    }

    /// The drawn part of a control, for the SVG.
    public enum Control: Sendable, Hashable {
        /// A TextField's or SecureField's text node; whether it shows a SecureField's title (drawn
        /// in the placeholder colour); whether the style draws a rounded border.
        case field(text: NodeID, placeholder: Bool, roundedBorder: Bool)
        /// A Toggle's switch node and whether it is on.
        case toggleSwitch(NodeID, isOn: Bool)
        /// A segmented Picker's control, its frame the Picker's.
        case segmented
        /// A Stepper's control node.
        case stepper(NodeID)
        /// A bordered Button's platter node, which fills its frame.
        case platter(NodeID)
        /// A linear ProgressView's or a Gauge's bar node, drawn with round ends.
        case progressBar(NodeID)
    }

    /// A NavigationStack's bar: its node and whether its title is large.
    public struct NavigationBar: Sendable, Hashable {
        public var node: NodeID
        public var large: Bool
    }

    /// One modifier of a view.
    public struct Modifier: Sendable, Hashable {
        /// The modifier's wire type.
        public var type: WireModifierType
        /// The layer node the modifier made; `nil` for environment modifiers, `resizable`, an
        /// overlay whose content is an `EmptyView`, and modifiers of views that made no node.
        public var node: NodeID?
        /// The node whose frame this modifier's layer reports: its own, or else the layer below.
        public var frameNode: NodeID?
        /// The `content` view of an overlay or background, as an index into `views`.
        public var content: Int?
        /// A border's `color` and `width`, for drawing; `nil` for other modifiers.
        public var paint: Paint?
    }

    /// How a shape or a border is painted: members that never change a size, kept for drawing
    /// (`SVGEncoder`).
    public struct Paint: Sendable, Hashable {
        /// The `color` member as sent: a SwiftUI colour name or `#rrggbb`; `nil` when absent.
        public var color: String?
        /// A RoundedRectangle's `cornerRadius`, or a border's `width`.
        public var length: Double?
    }

    /// Every view of the request, in pre-order; the root is `views[0]`.
    public internal(set) var views: [View] = []
    /// Every modifier of the request, grouped by view, innermost first within a view.
    public internal(set) var modifiers: [Modifier] = []
    /// The sections of each List and Form, in the order of the views.
    public internal(set) var lists: [ListBody] = []

    /// The children of `view`, in order.
    public func children(of view: Int) -> [Int] {
        var result: [Int] = []
        var next = views[view].firstChild
        while let child = next {
            result.append(child)
            next = views[child].nextSibling
        }
        return result
    }
}
