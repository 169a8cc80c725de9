import LayoutWire
import SwiftSyntax

/// What a navigation stack's root view asks of its bar, gathered as its modifiers are read.
struct NavigationInfo {
    var title: String?
    var mode: String?
    var toolbar = false
    var hidden: Bool?
}

/// `NavigationStack { … }` and `NavigationView { … }` (its stack style, the one on iPhone in
/// portrait, which shows a NavigationView's first view and none of the columns after it),
/// and the modifiers their content sets the bar with: `navigationTitle`,
/// `navigationBarTitleDisplayMode`, `navigationBarTitle(_:displayMode:)`, `toolbar`,
/// `navigationBarItems`, and `navigationBarHidden` or `toolbar(.hidden, for: .navigationBar)`.
/// Outside a stack these change no frame: the screen would be shown by a stack the source does
/// not hold, so they are listed as ignored (`navigation`).
extension Translator {
    mutating func navigationView(_ call: FunctionCallExprSyntax) throws(SourceError) -> ViewNode {
        try spendView(at: call)
        depth += 1
        defer { depth -= 1 }
        var content = call.trailingClosure.map(ExprSyntax.init)
        for argument in call.arguments {
            switch argument.label?.text {
            case "path": continue  // the pushed screens, which are not shown at first
            case "root", "content": content = argument.expression
            default: throw unsupported("NavigationStack is read as NavigationStack { root view }", at: argument)
            }
        }
        guard let content else { throw unsupported("NavigationStack needs its root view", at: call) }
        navigation.append(NavigationInfo())
        let columns = call.calledExpression.spelledName == "NavigationView" ? try firstColumn(content) : nil
        let views: [ViewNode]
        if let columns { views = columns } else { views = try closureViews(content) }
        let info = navigation.removeLast()
        guard views.count == 1 else {
            throw unsupported("a NavigationStack's root is read as one view, not \(views.count) (wrap them in a stack)", at: content)
        }
        var node = ViewNode(type: .navigationStack, range: range(of: call))
        if let title = info.title { node.members.append(.init(.title, .string(title))) }
        if let mode = info.mode { node.members.append(.init(.titleDisplayMode, .string(mode))) }
        if info.toolbar { node.members.append(.init(.toolbar, .bool(true))) }
        if info.hidden == true { node.members.append(.init(.navigationBarHidden, .bool(true))) }
        node.children = views
        return node
    }

    /// A NavigationView's first view, when its closure writes its views one expression after
    /// another: Apple's `NavigationView.init(content:)` says "Any views after the first act as
    /// placeholders for corresponding columns in a multicolumn display", and the stack an
    /// iPhone in portrait shows has no columns. The items up to the first expression are read;
    /// each expression after it is listed in `ignored` as a `column` and not read (its title,
    /// toolbar and values set nothing). `nil` when the closure holds one view, or anything but
    /// expressions after its first.
    private mutating func firstColumn(_ content: ExprSyntax) throws(SourceError) -> [ViewNode]? {
        func isExpression(_ item: CodeBlockItemSyntax) -> Bool {
            if case .expr = item.item { return true }
            if case .stmt(let stmt) = item.item { return stmt.is(ExpressionStmtSyntax.self) }
            return false
        }
        guard let closure = content.as(ClosureExprSyntax.self), closure.signature == nil else { return nil }
        let items = activeItems(closure.statements)
        guard let first = items.firstIndex(where: isExpression) else { return nil }
        let rest = items[(first + 1)...]
        guard !rest.isEmpty, rest.allSatisfy(isExpression) else { return nil }
        let views = try builder(items[...first])
        for column in rest { ignored.append(IgnoredModifier(name: "NavigationView", kind: "column", source: range(of: column.item))) }
        return views
    }

    /// The items of a body with each `#if` replaced by its active clause's items, as an iPhone
    /// build reads them (`activeStatements`).
    private func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            guard case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) else { return [item] }
            return activeStatements(config).map(activeItems) ?? []
        }
    }

    /// Reads a navigation modifier (`name`, one of `bar`'s spellings) into the enclosing
    /// stack's bar.
    mutating func navigationModifier(_ bar: ReaderModifier.NavigationBarModifier, _ name: String, _ call: FunctionCallExprSyntax,
                                     range source: LayoutWire.SourceRange) throws(SourceError) {
        let arguments = Array(call.arguments)
        var info = NavigationInfo()
        switch bar {
        case .title:
            guard let first = arguments.first?.expression else { throw unsupported(".\(name) takes a title", at: call) }
            info.title = try titleText(first)
            if let mode = arguments.first(where: { $0.label?.text == "displayMode" })?.expression {
                info.mode = try self.name(mode, TitleDisplayModeName.spellings, "a TitleDisplayMode")
            }
        case .displayMode:
            guard let mode = arguments.first?.expression else { throw unsupported(".\(name) takes a mode", at: call) }
            info.mode = try self.name(mode, TitleDisplayModeName.spellings, "a TitleDisplayMode")
        case .toolbar:
            if let first = arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                info.hidden = try navigationBarVisibility(first.expression, arguments.dropFirst(), in: call)
            } else {
                info.toolbar = true
            }
        case .hidden:
            guard arguments.count == 1, let value = arguments.first?.expression else {
                throw unsupported(".\(name) takes a Bool", at: call)
            }
            info.hidden = try boolean(value)
        }
        guard !navigation.isEmpty else {
            ignored.append(IgnoredModifier(name: name, kind: "navigation", source: source))
            return
        }
        // The first title and mode read (the innermost) stand, as the root view's own.
        navigation[navigation.count - 1].title = navigation[navigation.count - 1].title ?? info.title
        navigation[navigation.count - 1].mode = navigation[navigation.count - 1].mode ?? info.mode
        navigation[navigation.count - 1].toolbar = navigation[navigation.count - 1].toolbar || info.toolbar
        navigation[navigation.count - 1].hidden = navigation[navigation.count - 1].hidden ?? info.hidden
    }

    /// `.toolbar(.hidden, for: .navigationBar)`: whether it hides the navigation bar (`.visible`
    /// and `.automatic` show it). Hiding another bar, or every bar (no `for:`), is refused: the
    /// tab bar's visibility is not read.
    private func navigationBarVisibility(_ visibility: ExprSyntax, _ rest: ArraySlice<LabeledExprSyntax>,
                                         in call: FunctionCallExprSyntax) throws(SourceError) -> Bool {
        let bars = rest.first { $0.label?.text == "for" }
        guard rest.count == 1, let bars, bars.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationBar" else {
            throw unsupported(".toolbar(\(text(visibility))) shows or hides bars, which the wire reads only as "
                              + ".toolbar(.hidden, for: .navigationBar)", at: visibility)
        }
        switch visibility.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "hidden": return true
        case "visible", "automatic": return false
        default: throw unsupported("\(text(visibility)) is not a Visibility the front end reads (.automatic, .visible, .hidden)", at: visibility)
        }
    }

    /// A title: a string, or `Text("…")`.
    private func titleText(_ e: ExprSyntax) throws(SourceError) -> String {
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.spelledName == "Text",
           let argument = call.arguments.first?.expression {
            return try string(argument)
        }
        return try string(e)
    }
}
