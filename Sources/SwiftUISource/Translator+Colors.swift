import Foundation  // String(format:) for hex digits
import LayoutWire
import SwiftSyntax

/// Colours in the forms sources write them, as the wire's colour: a SwiftUI name (`.red`,
/// `Color.accentColor`) or `#rrggbbaa`. A colour changes no frame, so one the source names but
/// does not define (an asset catalogue's `Color("Brand")`, an extension's `Color.brandBlue`) is
/// never a reason to refuse: it is drawn as `systemGray4` and listed as a stand-in.
extension Translator {
    /// The wire colour `e` spells.
    func colorValue(_ e: ExprSyntax) throws(SourceError) -> String {
        let e = resolved(e)
        if let member = e.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "" }
            if base == nil || base == "Color" {
                // SwiftUI's standard colours (Apple's `Color` documentation) are the wire's names.
                if SVGPaint.namesInOrder.contains(name) { return name }
                if let uiKit = Self.uiKitColor(name) { return uiKit }
            }
            if base == "UIColor", let uiKit = Self.uiKitColor(name) { return uiKit }
            return colorStandIn(text(e), at: e)
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else {
            throw unsupported("\(text(e)) is not a colour the front end reads (Color.red, .red, Color(red:green:blue:), "
                              + "Color(.systemBlue), Color(\"Asset\"))", at: e)
        }
        // `Color.red.opacity(0.5)`: the colour, with its alpha scaled.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity",
           let base = member.base, call.arguments.count == 1, let alpha = call.arguments.first?.expression {
            return Self.withOpacity(try colorValue(base), try number(alpha))
        }
        let callee = call.calledExpression.spelledName
        if Self.isAppColorFunction(call) { return colorStandIn(text(e), at: e) }
        guard ["Color", ".init", "Color.init", "UIColor"].contains(callee) else {
            throw unsupported("\(text(e)) is not a colour the front end reads (a gradient or another ShapeStyle)", at: e)
        }
        return try colorComponents(call)
    }

    /// `Color.sbbColor(.viewBackground)`: SwiftUI's Color has no static method that makes a
    /// colour, so a call on the type that is not a view modifier (`Color.frame(…)`, a mistake)
    /// is an app's own, from another file, whose colour is a stand-in, as `Color.brand`'s is.
    static func isAppColorFunction(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["Color", "UIColor"].contains(member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text) else { return false }
        let name = member.declName.baseName.text
        return name != "init" && WireModifierType(rawValue: name) == nil && !SwiftUIModifiers.changingLayout.contains(name)
            && NoLayoutModifier.kind(of: name) == nil
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)`, `Color(.systemBlue)`, `Color(uiColor:)`,
    /// `Color("Asset")`.
    private func colorComponents(_ call: FunctionCallExprSyntax) throws(SourceError) -> String {
        var values: [String: Double] = [:]
        for argument in call.arguments {
            switch argument.label?.text {
            case nil, "uiColor":
                if argument.expression.is(StringLiteralExprSyntax.self) { return colorStandIn(text(call), at: call) }
                return try colorValue(argument.expression)
            case let label? where ["red", "green", "blue", "white", "hue", "saturation", "brightness", "opacity", "alpha"].contains(label):
                values[label] = min(max(try number(argument.expression), 0), 1)
            case "_colorLiteral", "displayP3", "sRGB", "sRGBLinear": continue  // a colour space: the components follow
            default: return colorStandIn(text(call), at: call)
            }
        }
        let alpha = values["opacity"] ?? values["alpha"] ?? 1
        if let red = values["red"], let green = values["green"], let blue = values["blue"] { return Self.hex(red, green, blue, alpha) }
        if let white = values["white"] { return Self.hex(white, white, white, alpha) }
        if let hue = values["hue"], let saturation = values["saturation"], let brightness = values["brightness"] {
            let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
            return Self.hex(r, g, b, alpha)
        }
        return colorStandIn(text(call), at: call)
    }

    private func colorStandIn(_ source: String, at e: some SyntaxProtocol) -> String {
        placeholders.record(Placeholder(expression: source, role: .color, source: range(of: e)))
        return Self.standInColor
    }

    /// `systemGray4` in the light appearance (HIG, "Color", Specifications): a stand-in colour.
    static let standInColor = "#d1d1d6"

    /// UIKit's colours by name, light appearance (Apple's Human Interface Guidelines, "Color",
    /// Specifications: system colors and dynamic system colors; `systemX` is SwiftUI's `.x`).
    static func uiKitColor(_ name: String) -> String? {
        switch name {
        case "label": "primary"
        case "secondaryLabel": "secondary"
        case "tertiaryLabel": "#3c3c434c"  // 60 60 67 at 30 %
        case "quaternaryLabel": "#3c3c432e"  // 60 60 67 at 18 %
        case "separator": "#3c3c434a"  // 60 60 67 at 29 %
        case "opaqueSeparator": "#c6c6c8"
        case "systemBackground", "secondarySystemGroupedBackground", "tertiarySystemBackground": "white"
        case "secondarySystemBackground", "systemGroupedBackground", "tertiarySystemGroupedBackground": "#f2f2f7"
        case "systemFill": "#78788033"  // 120 120 128 at 20 %
        case "secondarySystemFill": "#78788029"  // at 16 %
        case "tertiarySystemFill": "#7676801f"  // 118 118 128 at 12 %
        case "quaternarySystemFill": "#74748014"  // 116 116 128 at 8 %
        case "systemGray2": "#aeaeb2"
        case "systemGray3": "#c7c7cc"
        case "systemGray4": "#d1d1d6"
        case "systemGray5": "#e5e5ea"
        case "systemGray6": "#f2f2f7"
        case "link": "blue"
        default:
            if name.hasPrefix("system"), case let swiftUI = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7),
               SVGPaint.namesInOrder.contains(swiftUI) {
                swiftUI
            } else {
                nil
            }
        }
    }

    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func byte(_ v: Double) -> String { String(format: "%02x", Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#" + byte(r) + byte(g) + byte(b) + (a >= 1 ? "" : byte(a))
    }

    /// A named or hex colour with its alpha multiplied by `opacity`.
    static func withOpacity(_ name: String, _ opacity: Double) -> String {
        guard opacity < 1 else { return name }
        var color = name
        if let paint = SVGPaint.named[name] {
            guard paint.color != "none" else { return name }  // clear stays clear
            color = paint.color + (paint.opacity < 1 ? String(format: "%02x", Int((paint.opacity * 255).rounded())) : "")
        }
        guard color.hasPrefix("#"), color.count == 7 || color.count == 9 else { return name }
        let digits = Array(color.utf8.dropFirst())
        let alpha = digits.count == 8 ? Double(Int(String(decoding: digits[6...], as: UTF8.self), radix: 16) ?? 255) / 255 : 1
        return String(color.prefix(7)) + String(format: "%02x", Int((alpha * min(max(opacity, 0), 1) * 255).rounded()))
    }

    /// HSB to RGB, as `Color(hue:saturation:brightness:)` defines it (each 0–1).
    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue >= 1 ? 0 : hue) * 6
        let i = Int(h), f = h - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension Translator {
    /// `Color.red`, `.red` (a colour as a ShapeStyle), `Color(red: 1, green: 0.5, blue: 0)`.
    mutating func colorView(_ e: some ExprSyntaxProtocol) throws(SourceError) -> ViewNode {
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base,
           !["Color", "UIColor"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text) {
            throw unsupported("\(text(member)) is not a view the front end reads", at: member)
        }
        try spendView(at: e)
        let color = try colorValue(ExprSyntax(e))
        return ViewNode(type: .color, members: [.init(.color, .string(color))], range: range(of: e))
    }
}
