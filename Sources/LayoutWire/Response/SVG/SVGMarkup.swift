import LayoutEngine

/// Appends SVG 1.1 markup (XML 1.0) to a byte buffer: tags, numbers, and escaped text.
///
/// Client strings (ids, Text lines) reach the document only through `text(_:)`, which escapes
/// the five characters XML reserves (XML 1.0 §2.4) and replaces every character XML 1.0 does
/// not allow in a document (§2.2: controls other than tab, line feed and carriage return,
/// lone surrogates cannot occur in a Swift String, U+FFFE and U+FFFF) with U+FFFD.
struct SVGMarkup: ~Copyable {
    private var bytes: JSONWriter

    init(capacity: Int) { bytes = JSONWriter(capacity: capacity) }

    consuming func finish() -> [UInt8] { bytes.finish() }

    /// Markup that needs no escaping.
    mutating func raw(_ text: StaticString) { bytes.raw(text) }

    /// A number in points, without floating-point residue (`ReportedNumber`); SVG 1.1's number
    /// grammar (§4.2 "Basic data types") accepts the shortest round-trip form, exponent included.
    mutating func number(_ value: Double) { bytes.number(ReportedNumber.clean(value)) }

    /// ` name="value"` for a number.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        bytes.byte(UInt8(ascii: " "))
        bytes.raw(name)
        bytes.raw("=\"")
        number(value)
        bytes.byte(UInt8(ascii: "\""))
    }

    /// ` name="v1 v2 …"` for a list of numbers (SVG 1.1 §4.2, "list of <number>").
    mutating func attribute(_ name: StaticString, _ values: [Double]) {
        bytes.byte(UInt8(ascii: " "))
        bytes.raw(name)
        bytes.raw("=\"")
        for (i, value) in values.enumerated() {
            if i > 0 { bytes.byte(UInt8(ascii: " ")) }
            number(value)
        }
        bytes.byte(UInt8(ascii: "\""))
    }

    /// ` name="value"` for a string, escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.byte(UInt8(ascii: " "))
        bytes.raw(name)
        bytes.raw("=\"")
        text(value)
        bytes.byte(UInt8(ascii: "\""))
    }

    /// `x`, `y`, `width` and `height` of a rectangle.
    mutating func rectAttributes(_ r: Rect) {
        attribute("x", r.origin.x)
        attribute("y", r.origin.y)
        attribute("width", r.size.width)
        attribute("height", r.size.height)
    }

    /// Character data or an attribute value, escaped.
    mutating func text(_ string: String) {
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": bytes.raw("&amp;")
            case "<": bytes.raw("&lt;")
            case ">": bytes.raw("&gt;")
            case "\"": bytes.raw("&quot;")
            case "'": bytes.raw("&apos;")
            default: utf8(Self.allowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
    }

    /// The inside of a CDATA section (XML 1.0 §2.7): written as is, except that `]]>`, which
    /// would end the section, is split across two sections.
    mutating func cdata(_ string: String) {
        var closing = 0  // how many `]` just went by
        for unit in string.utf8 {
            if unit == UInt8(ascii: ">"), closing >= 2 { bytes.raw("]]><![CDATA[") }
            closing = unit == UInt8(ascii: "]") ? closing + 1 : 0
            bytes.byte(unit)
        }
    }

    /// XML 1.0 §2.2 `Char`.
    private static func allowed(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private mutating func utf8(_ scalar: Unicode.Scalar) {
        for unit in UTF8.encode(scalar)! { bytes.byte(unit) }
    }
}
