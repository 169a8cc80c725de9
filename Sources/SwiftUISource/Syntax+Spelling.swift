import SwiftSyntax

// Names as written, read from their tokens. `trimmedDescription` copies the subtree to print it,
// once per element of a `ForEach` of custom views: a type annotation's and a callee's printing
// took about 5 % of such a translation each.

extension TypeSyntax {
    /// The type as written, without trivia: `Int`, `[CGFloat]`, `SwiftUI.View`. A plain name and
    /// an array of one are read from their tokens; any other type is printed.
    var spelledName: String {
        func plain(_ type: TypeSyntax) -> String? {
            guard let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else { return nil }
            return name.name.text
        }
        if let name = plain(self) { return name }
        if let array = self.as(ArrayTypeSyntax.self), let element = plain(array.element) { return "[\(element)]" }
        return trimmedDescription
    }
}

extension ExprSyntax {
    /// A called or referred name as written, without trivia: `EdgeInsets`, `.init`,
    /// `Alignment.init`, `Color.red`. A name and a chain of member names are read from their
    /// tokens; any other expression is printed.
    var spelledName: String {
        if let reference = self.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = self.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let name = member.declName.baseName.text
            guard let base = member.base else { return "." + name }
            return base.spelledName + "." + name
        }
        return trimmedDescription
    }
}

extension ExprSyntax {
    /// `CGFloat?.none`, `Optional<Int>.none`, `Optional.none`: nil, spelled as the case. A bare
    /// `.none` may be another enum's case and is not taken for nil.
    var isOptionalNone: Bool { self.as(MemberAccessExprSyntax.self)?.isOptionalNone ?? false }
}

extension MemberAccessExprSyntax {
    /// `CGFloat?.none`, `Optional<Int>.none`, `Optional.none` (see `ExprSyntax.isOptionalNone`).
    var isOptionalNone: Bool {
        guard declName.baseName.text == "none", let base else { return false }
        return base.is(OptionalChainingExprSyntax.self) || base.spelledName.hasPrefix("Optional")
    }
}

extension FunctionDeclSyntax {
    /// Whether it makes views rather than data: it returns `some View`, `AnyView` or any other
    /// type named `…View`, a `Text`, `Image` or `Color`, a shape (`some Shape`), is a
    /// `@ViewBuilder`, or returns nothing.
    var returnsViews: Bool {
        guard let type = signature.returnClause?.type else { return true }
        let builds = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.spelledName == "ViewBuilder" }
        let name = type.spelledName
        return builds || name.hasSuffix("View") || name.hasSuffix("Shape") || ["Text", "Image", "Color"].contains(name)
    }
}
