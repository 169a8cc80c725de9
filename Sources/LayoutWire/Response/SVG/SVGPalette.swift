/// SwiftUI's colours as SVG 1.1 paint: a `#rrggbb` colour and an opacity.
///
/// The named colours are the system colours' light-appearance values from Apple's Human
/// Interface Guidelines, "Color", Specifications › System colors (iOS, Default light), as
/// listed for iOS 13 through 18:
/// https://developer.apple.com/design/human-interface-guidelines/color#Specifications
/// `primary` and `secondary` are the label colours (`UIColor.label`, `.secondaryLabel`) and a
/// Divider the separator colour (`UIColor.separator`), from the same page's "Dynamic system
/// colors" in the light appearance. SVG 1.1 colours have no alpha (§4.2, CSS2 `<color>`), so
/// translucent colours carry their alpha as `fill-opacity` / `stroke-opacity`.
package struct SVGPaint: Hashable {
    /// `#rrggbb`, or `none`.
    package var color: String
    /// 0–1; 1 is written as no opacity attribute at all.
    package var opacity: Double = 1

    /// What a shape is filled with when it names no colour: the foreground style, `primary`.
    static let primary = SVGPaint(color: "#000000")
    /// `UIColor.separator` in the light appearance: RGB 60 60 67 at 29 % (a Divider).
    static let separator = SVGPaint(color: "#3c3c43", opacity: 0.29)
    /// `systemGray5` (RGB 229 229 234), the placeholder an Image is drawn as.
    static let imagePlaceholder = SVGPaint(color: "#e5e5ea")
    /// An inset grouped list's background, its cards and its separators, in light mode
    /// (measured: docs/evidence/navigation-and-lists.md).
    static let groupedBackground = SVGPaint(color: "#f2f2f7")
    static let cell = SVGPaint(color: "#ffffff")
    static let listSeparator = SVGPaint(color: "#c6c6c8")
    /// A List row's disclosure indicator (measured: the chevron's ink, RGB 191 191 191).
    static let disclosureIndicator = SVGPaint(color: "#bfbfbf")
    /// A menu Picker row's indicator, the grey of its value (measured: RGB 138 138 142).
    static let menuIndicator = SVGPaint(color: "#8a8a8e")

    /// A text field's placeholder (`UIColor.placeholderText`, light: RGB 60 60 67 at 30 %) and a
    /// rounded border's line (measured: RGB 204 204 204).
    static let placeholder = SVGPaint(color: "#3c3c43", opacity: 0.3)
    static let fieldBorder = SVGPaint(color: "#cccccc")
    /// A switch's track on and off, drawn plainly in `systemGreen` and `systemGray5`.
    static let switchOn = SVGPaint(color: "#34c759")
    static let switchOff = imagePlaceholder

    /// The paint for a wire `color`: a SwiftUI colour name, or `#rgb`, `#rrggbb` or `#rrggbbaa`.
    /// Anything else (or no colour) is `fallback`, so that no client string reaches an attribute.
    static func resolve(_ name: String?, fallback: SVGPaint = .primary) -> SVGPaint {
        guard let name else { return fallback }
        if let named = named[name] { return named }
        return hex(name) ?? fallback
    }

    /// The system colours by their SwiftUI names (`Color.red`, …), light appearance, in the order
    /// error messages list them.
    static let system: [(name: String, paint: SVGPaint)] = [
        ("red", SVGPaint(color: "#ff3b30")),        // 255 59 48
        ("orange", SVGPaint(color: "#ff9500")),     // 255 149 0
        ("yellow", SVGPaint(color: "#ffcc00")),     // 255 204 0
        ("green", SVGPaint(color: "#34c759")),      // 52 199 89
        ("mint", SVGPaint(color: "#00c7be")),       // 0 199 190
        ("teal", SVGPaint(color: "#30b0c7")),       // 48 176 199
        ("cyan", SVGPaint(color: "#32ade6")),       // 50 173 230
        ("blue", SVGPaint(color: "#007aff")),       // 0 122 255
        ("indigo", SVGPaint(color: "#5856d6")),     // 88 86 214
        ("purple", SVGPaint(color: "#af52de")),     // 175 82 222
        ("pink", SVGPaint(color: "#ff2d55")),       // 255 45 85
        ("brown", SVGPaint(color: "#a2845e")),      // 162 132 94
        ("gray", SVGPaint(color: "#8e8e93")),       // 142 142 147
        ("black", SVGPaint(color: "#000000")),
        ("white", SVGPaint(color: "#ffffff")),
        ("clear", SVGPaint(color: "none")),
        ("primary", .primary),
        ("secondary", SVGPaint(color: "#3c3c43", opacity: 0.6)),  // secondaryLabel: 60 60 67 at 60 %
        // An app's accent colour is system blue unless the app sets one (`Color.accentColor`).
        ("accentColor", SVGPaint(color: "#007aff")),
    ]

    package static let named = Dictionary(uniqueKeysWithValues: system.map { ($0.name, $0.paint) })
    /// The names alone: the wire's colour vocabulary, which the SwiftUI reader takes too.
    package static let namesInOrder = system.map(\.name)

    /// `#rgb`, `#rrggbb` or `#rrggbbaa` (CSS Color 4 hex notation), lower-cased; alpha becomes opacity.
    static func hex(_ s: String) -> SVGPaint? {
        let digits = Array(s.utf8.dropFirst())
        guard s.utf8.first == UInt8(ascii: "#"), [3, 6, 8].contains(digits.count),
              digits.allSatisfy({ JSONTape.hexDigit($0) != nil }) else { return nil }
        let lower = digits.map { $0 | 0x20 }  // ASCII letters and digits: setting 0x20 lower-cases letters only
        let rgb = digits.count == 3 ? lower.flatMap { [$0, $0] } : Array(lower.prefix(6))
        var paint = SVGPaint(color: "#" + String(decoding: rgb, as: UTF8.self))
        if digits.count == 8 {
            let alpha = Int(JSONTape.hexDigit(digits[6])!) * 16 + Int(JSONTape.hexDigit(digits[7])!)
            paint.opacity = Double(alpha) / 255
        }
        return paint
    }
}
