import LayoutEngine
import LayoutWire
import SwiftSyntax

/// What one argument became.
enum ArgumentValue {
    case member(JSONValue)
    case omitted
    case view(ViewNode)
    case children([ViewNode])
}

extension Translator {
    /// Matches `arguments` against the overloads in order and reads the first that fits. The
    /// argument's look (`plausible`) tells overloads apart; with one overload there is nothing to
    /// tell apart, so labels alone decide and the reader says what is wrong with a value
    /// (`listRowInsets(Metrics.rowInsets)`, insets from outside, is read rather than unmatched).
    mutating func readArguments(_ name: String, _ overloads: [Signature], _ arguments: Arguments,
                                at node: some SyntaxProtocol) throws(SourceError) -> [(Param, ArgumentValue)] {
        let single = overloads.count == 1
        for signature in overloads {
            guard let matched = signature.match(arguments, plausible: { [self] in single || plausible($0, $1) }) else { continue }
            var values: [(Param, ArgumentValue)] = []
            for (param, expr) in matched { values.append((param, try read(param.kind, expr))) }
            return values
        }
        let forms = overloads.map { $0.spelling(name) }.joined(separator: ", ")
        throw unsupported("no form of \(name) the front end reads takes these arguments (it reads \(forms))", at: node)
    }

    /// Tells apart overloads whose first parameter has no label (`padding(10)`,
    /// `padding(.horizontal)`, `padding(EdgeInsets(…))`).
    func plausible(_ kind: ArgumentKind, _ expr: ExprSyntax) -> Bool {
        let e = resolved(expr)
        // `.infinity` and `.zero` are numbers (CGFloat's), not names; `Metrics.inset` is a
        // value from outside, `Edge.Set.horizontal` a name.
        let isName = e.as(MemberAccessExprSyntax.self).map {
            Self.isWritten(on: $0.base, "an Edge.Set") && !["infinity", "zero"].contains($0.declName.baseName.text)
        } ?? false
        switch kind {
        case .edgeSet: return isName || e.is(ArrayExprSyntax.self)
        case .edgeInsets:
            // `EdgeInsets(…)`, or `.init(top:leading:bottom:trailing:)` where the type is implied.
            guard let call = e.as(FunctionCallExprSyntax.self) else { return false }
            let callee = call.calledExpression.spelledName
            guard Self.edgeInsetsCallees.contains(callee) else { return false }
            return callee != ".init" || call.arguments.map { $0.label?.text ?? "" } == Self.edgeInsetsLabels
        case .length, .number, .numberOrNull, .scaleFactor, .rowHeight: return !isName && !e.is(ArrayExprSyntax.self) && !plausible(.edgeInsets, e)
        default: return true
        }
    }

    /// `expr`, or the expression a `let` names when it holds one, or the branch a ternary on
    /// known data takes (`isSelected ? .headline : .body`).
    func resolved(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        for _ in 0..<16 {
            if let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text,
               case .expression(let inner)? = scope.lookup(name) {
                e = inner
            } else if let sequence = e.as(SequenceExprSyntax.self), let (condition, then, rest) = ternary(elements(of: sequence)[...]),
                      rest.count == 1, let taken = try? booleanOf(condition) {
                e = taken ? then : rest[rest.startIndex]
            } else if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first,
                      inner.label == nil {
                e = inner.expression
            } else {
                break
            }
        }
        return e
    }

    mutating func read(_ kind: ArgumentKind, _ expr: ExprSyntax) throws(SourceError) -> ArgumentValue {
        let e = resolved(expr)
        if e.is(NilLiteralExprSyntax.self) || e.isOptionalNone || isNilConstant(e) {
            switch kind {
            case .length: return .omitted
            case .numberOrNull, .lineLimit, .fontDesignOrNull, .textCaseOrNull: return .member(.null)
            // An optional view that is nil (`.background(tint)` with `tint: Color? = nil`) shows
            // nothing: Optional is a View whose nil draws nothing (Apple, `Optional`, View conformance).
            case .view, .layers: return .view(ViewNode(type: .emptyView, range: range(of: e)))
            default: throw unsupported("nil is not an argument here", at: e)
            }
        }
        // A length read from a GeometryReader's proxy: the wire resolves it as the reader places
        // its content (frame, padding, offset and position take one).
        if [.length, .number].contains(kind), case .proxyLength(let expression) = try? inferred(e) {
            return .member(.string(expression.wireText))
        }
        switch kind {
        case .length: return .member(.number(try number(e, allowInfinity: true)))
        case .number: return .member(.number(try number(e)))
        case .numberOrNull:
            // A ratio from outside: nil, the content's own ratio.
            if case .placeholder(let source) = try inferred(e) {
                _ = numberStandIn(source, at: e)
                return .member(.null)
            }
            return .member(.number(try number(e)))
        case .scaleFactor: return .member(.number(try number(e, standIn: 1)))
        case .rowHeight:
            let height = try number(e, standIn: 44)
            guard height >= 0 else { throw unsupported("a row height is a length of 0 or more", at: e) }
            return .member(.number(height))
        case .integer: return .member(.number(Double(try integer(e))))
        case .lineLimit:
            if let range = e.as(PrefixOperatorExprSyntax.self), range.operator.text == "..." {
                return .member(.number(Double(try integer(range.expression))))
            }
            return .member(.number(Double(try integer(e))))
        case .bool: return .member(.bool(try boolean(e)))
        case .string: return .member(.string(try string(e)))
        case .alignment: return .member(try alignment(e))
        case .horizontalAlignment: return .member(try axisAlignment(e, vertical: false))
        case .verticalAlignment: return .member(try axisAlignment(e, vertical: true))
        case .eitherAlignment: return .member(try eitherAlignment(e))
        case .edgeSet: return .member(try edgeSet(e))
        // `safeAreaInset(edge:)` takes a VerticalEdge or a HorizontalEdge, by its alignment's axis.
        case .edge: return .member(.string(try name(e, InsetEdgeName.spellings, "a VerticalEdge or HorizontalEdge")))
        case .edgeInsets: return .member(try edgeInsets(e))
        case .font: return .member(try font(e))
        case .fontWeight: return .member(.string(try name(e, WeightName.spellings, "a Font.Weight")))
        case .fontDesignOrNull: return .member(.string(try name(e, FontDesign.spellings, "a Font.Design")))
        case .textAlignment: return .member(.string(try name(e, TextAlignmentName.spellings, "a TextAlignment")))
        case .truncationMode: return .member(.string(try name(e, TruncationModeName.spellings, "a Text.TruncationMode")))
        case .textCaseOrNull: return .member(.string(try name(e, TextCaseName.spellings, "a Text.Case")))
        case .dynamicTypeSize: return .member(.string(try name(e, DynamicTypeSize.spellings, "a DynamicTypeSize")))
        case .contentMode: return .member(.string(try name(e, ContentModeName.spellings, "a ContentMode")))
        case .sourceText: return .member(.string(text(e)))
        case .visibility: return .member(.string(try name(e, VisibilityName.spellings, "a Visibility")))
        case .verticalEdges: return .member(.string(try name(e, VerticalEdgesName.spellings, "a VerticalEdge.Set")))
        case .imageScale: return .member(.string(try name(e, ImageScaleName.spellings, "an Image.Scale")))
        case .controlSize: return .member(.string(try name(e, ControlSizeName.spellings, "a ControlSize")))
        case .axes: return .member(.string(try axes(e)))
        case .unitPoint: return .member(try unitPoint(e))
        case .safeAreaRegions: return .member(.string(try name(e, SafeAreaRegionName.spellings, "a SafeAreaRegions")))
        case .color: return .member(.string(try colorName(e)))
        case .gridItems: return .member(try gridItems(e))
        case .guideName: return .member(.string(try guideName(e)))
        case .guideValue: return .member(try guideValue(e))
        case .view: return .view(try singleView(e))
        case .layers: return .children(try layers(e))
        case .children: return .children(try closureViews(e))
        case .proxyChildren: return .children(try closureViews(e, taking: .geometryProxy))
        case .ignoredName:
            _ = try memberName(e, "a style")
            return .omitted
        case .formatted: return .member(.string(stringStandIn(text(e), at: e)))
        case .containerLength: return .member(.string(try containerLength(e)))
        case .unread: return .omitted
        }
    }

    /// A name bound to `nil` (`var width: CGFloat? = nil`).
    private func isNilConstant(_ e: ExprSyntax) -> Bool {
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, case .null? = scope.lookup(name) else { return false }
        return true
    }

    /// The name of a leading-dot member (`.top`), or of `Type.member` where `Type` is the type
    /// `what` names (`Font.title`, `SwiftUI.Font.title`, `Font.Weight.bold` or `Weight.bold`
    /// for "a Font.Weight", `NavigationBarItem.TitleDisplayMode.inline` for "a
    /// TitleDisplayMode"). An app's `Theme.title` or `theme.title` is its own value, which only
    /// shares the name of SwiftUI's member, so it is not read as that member.
    func memberName(_ e: ExprSyntax, _ what: String) throws(SourceError) -> String {
        guard let member = resolved(e).as(MemberAccessExprSyntax.self), Self.isWritten(on: member.base, what) else {
            throw unsupported("\(text(e)) is not \(what) the front end reads", at: e)
        }
        return member.declName.baseName.text
    }

    /// Whether `base` (nil for a leading dot) may hold a member of the type, or one of the
    /// types, `what` names ("a Font", "an Edge.Set", "a VerticalEdge or HorizontalEdge"):
    /// the type as written, its last part alone (`Weight` for `Font.Weight`), or inside the type
    /// that declares it (`NavigationBarItem.TitleDisplayMode`); a text style's type for a font.
    /// Descriptions that name no type ("an alignment guide", "a style") are of several: the
    /// alignments for the alignment ones, any for a style, which is not read.
    static func isWritten(on base: ExprSyntax?, _ what: String) -> Bool {
        guard let base else { return true }
        var written = base.spelledName
        if written.hasPrefix("SwiftUI.") { written.removeFirst("SwiftUI.".count) }
        let types = what.split(separator: " ").dropFirst().filter { $0 != "or" }.map(String.init)
        guard let first = types.first?.first, first.isUppercase else {
            return types.first != "alignment" || ["Alignment", "HorizontalAlignment", "VerticalAlignment"].contains(written)
        }
        return types.contains { type in
            written == type || type.hasSuffix("." + written) || written.hasSuffix("." + type)
                || (type == "Font" && written == "Font.TextStyle")
        }
    }

    /// A name from `allowed`.
    func name(_ e: ExprSyntax, _ allowed: [String], _ what: String) throws(SourceError) -> String {
        let found = try memberName(e, what)
        guard allowed.contains(found) else {
            throw unsupported(".\(found) is not \(what) the wire has (\(allowed.joined(separator: ", ")))", at: e)
        }
        return found
    }
}
