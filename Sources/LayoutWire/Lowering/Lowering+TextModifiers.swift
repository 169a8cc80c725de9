import LayoutEngine

/// What enclosing environment modifiers tell the Texts inside a view, and the symbols
/// (`imageScale`) and controls (`labelsHidden`) that the same modifiers carry down to.
struct TextEnvironment {
    /// From `font`; `nil` means the default, `body`. `explicit` says whether that font names a
    /// weight and a design itself, which then win over `fontWeight`, `bold` and `fontDesign`.
    var font: Font?
    var explicit = (weight: false, design: false)
    /// From `fontWeight` or `bold`: overrides the weight of fonts that do not name one themselves.
    var weight: WeightEdit?
    /// From `fontDesign`: the design of fonts that do not name one themselves (`nil`: default).
    var design: FontDesign?
    /// From `lineLimit`, `truncationMode`, `minimumScaleFactor` and `allowsTightening`.
    var rules = TextRules()
    /// From `multilineTextAlignment`.
    var alignment = TextAlignment.leading
    /// From `environment.dynamicTypeSize` and the `dynamicTypeSize` modifier.
    var dynamicTypeSize = DynamicTypeSize.large
    var italic = false
    var monospacedDigit = false
    var kerning = 0.0
    var tracking = 0.0
    var lineSpacing = 0.0
    var textCase: TextCaseName?
    /// From `imageScale`: the variant of the SF Symbols inside (not text, but an environment
    /// value the same modifiers carry down).
    var imageScale = ImageScaleName.medium
    /// From `labelsHidden`: the controls inside show their content without their label (the
    /// control reads it, as its labeled-content style does in SwiftUI).
    var labelsHidden = false
    /// From `controlSize`: the size of the controls inside (`Lowering.checkControlSize`).
    var controlSize = ControlSizeName.regular
    /// From `defaultMinListRowHeight`: the least height of the rows of a List inside; `nil`,
    /// the style's own (`Lowering.lowerList`).
    var minListRowHeight: Double?

    /// A weight by number (`fontWeight`), or the font's emphasized weight (`bold`).
    enum WeightEdit { case fixed(Int), emphasized }

    mutating func apply(_ edit: TextEdit) {
        switch edit {
        case .font(let font, let explicit): (self.font, self.explicit) = (font, explicit)
        case .weight(let weight): self.weight = weight
        case .design(let design): self.design = design
        case .lineLimit(let limit): rules.lineLimit = limit
        case .alignment(let alignment): self.alignment = alignment
        case .dynamicTypeSize(let size): dynamicTypeSize = size
        case .italic: italic = true
        case .monospacedDigit: monospacedDigit = true
        case .kerning(let value): kerning = value
        case .tracking(let value): tracking = value
        case .lineSpacing(let value): lineSpacing = value
        case .truncationMode(let mode): rules.truncationMode = mode
        case .minimumScaleFactor(let factor): rules.minimumScaleFactor = factor
        case .allowsTightening(let flag): rules.allowsTightening = flag
        case .textCase(let textCase): self.textCase = textCase
        case .imageScale(let scale): imageScale = scale
        case .labelsHidden: labelsHidden = true
        case .controlSize(let size): controlSize = size
        case .minListRowHeight(let height): minListRowHeight = height
        }
    }

    /// `font` with this environment's Dynamic Type size, weight and design (each unless the
    /// font names one: `Font.system(size:weight:design:)` takes them from the environment only
    /// where they are omitted) and the attributes of the text modifiers.
    func resolve(_ font: Font, explicitWeight: Bool, explicitDesign: Bool) -> Font {
        var font = font.resized(to: dynamicTypeSize)
        switch weight {
        case .fixed(let value)? where !explicitWeight: font.weight = value
        case .emphasized? where !explicitWeight: font.weight = font.emphasizedWeight
        case .fixed?, .emphasized?, nil: break
        }
        if !explicitDesign, let design { font.design = design }
        font.italic = font.italic || italic   // the font's own flag, or the modifier's
        font.monospacedDigit = font.monospacedDigit || monospacedDigit
        (font.kerning, font.tracking, font.lineSpacing) = (kerning, tracking, max(lineSpacing, 0))
        return font
    }

    /// `string` in the case `textCase` asks for: Unicode's default case mappings, which Swift's
    /// `uppercased()` and `lowercased()` apply (SwiftUI uses the environment's locale).
    func cased(_ string: String) -> String {
        switch textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
    }
}

/// One environment modifier's effect.
enum TextEdit {
    case font(Font, explicit: (weight: Bool, design: Bool))
    case weight(TextEnvironment.WeightEdit)
    case design(FontDesign?)
    case lineLimit(Int?)
    case alignment(TextAlignment)
    case dynamicTypeSize(DynamicTypeSize)
    case italic, monospacedDigit, labelsHidden
    case kerning(Double), tracking(Double), lineSpacing(Double)
    case truncationMode(TruncationMode)
    case minimumScaleFactor(Double)
    case allowsTightening(Bool)
    case textCase(TextCaseName?)
    case imageScale(ImageScaleName)
    case controlSize(ControlSizeName)
    case minListRowHeight(Double)
}

extension Lowering {
    /// The largest `kerning`, `tracking` or `lineSpacing` accepted, in points (either sign for
    /// the first two).
    static let maxTextSpacing = 1_000.0

    /// Reads an environment modifier: its one parameter, or none for `bold`, `italic`,
    /// `monospacedDigit` and `labelsHidden`.
    mutating func textEdit(_ type: WireModifierType.EnvironmentModifier, _ m: Int) throws(WireError) -> TextEdit {
        let required: Key
        switch type {
        case .bold: return try flag(.weight(.emphasized), type, m)
        case .italic: return try flag(.italic, type, m)
        case .monospacedDigit: return try flag(.monospacedDigit, type, m)
        case .labelsHidden: return try flag(.labelsHidden, type, m)
        case .font: required = .font
        case .fontWeight: required = .weight
        case .fontDesign: required = .design
        case .lineLimit: required = .limit
        case .multilineTextAlignment: required = .alignment
        case .kerning, .tracking, .lineSpacing, .truncationMode, .textCase, .dynamicTypeSize, .minimumScaleFactor,
             .allowsTightening, .imageScale, .controlSize, .defaultMinListRowHeight:
            required = .value
        }
        var edit: TextEdit?
        try forEachParameter(ofModifier: m, in: type.rawValue) { this, key, v throws(WireError) in
            guard key == required else { return false }
            edit = try this.textEditValue(type, v, Field(owner: type.rawValue, key: key))
            return true
        }
        guard let edit else { throw missing(required, in: type.rawValue, "its value") }
        return edit
    }

    /// A modifier without parameters (`bold()`): `edit`, once `m` is checked to have none.
    private mutating func flag(_ edit: TextEdit, _ type: WireModifierType.EnvironmentModifier, _ m: Int) throws(WireError) -> TextEdit {
        try noModifierParameters(m, owner: type.rawValue)
        return edit
    }

    /// The edit of modifier `type` whose parameter is `v` (`nil` for those that take none,
    /// which `textEdit` reads without a parameter).
    private mutating func textEditValue(_ type: WireModifierType.EnvironmentModifier, _ v: Int, _ field: Field) throws(WireError) -> TextEdit? {
        switch type {
        case .font:
            let font = try font(v, field)
            return .font(font.font, explicit: (font.explicitWeight, font.explicitDesign))
        case .fontWeight: return .weight(.fixed(try weight(v, field)))
        case .fontDesign: return .design(tape.kind(v) == .null ? nil : try word(v, field, as: FontDesign.self))
        case .lineLimit: return .lineLimit(try lineLimit(v, field))
        case .multilineTextAlignment: return .alignment(try textAlignment(v, field))
        case .dynamicTypeSize: return .dynamicTypeSize(try word(v, field, as: DynamicTypeSize.self))
        case .kerning: return .kerning(try spacing(v, field, signed: true))
        case .tracking: return .tracking(try spacing(v, field, signed: true))
        case .lineSpacing: return .lineSpacing(try spacing(v, field, signed: false))
        case .truncationMode:
            return .truncationMode(try word(v, field, as: TruncationModeName.self).mode)
        case .textCase:
            return .textCase(tape.kind(v) == .null ? nil : try word(v, field, as: TextCaseName.self))
        case .minimumScaleFactor:
            let factor = try number(v, field)
            guard factor > 0, factor <= 1 else { throw error(.outOfRange, "\(field) must be a number > 0 and <= 1") }
            return .minimumScaleFactor(factor)
        case .allowsTightening: return .allowsTightening(try bool(v, field))
        case .imageScale: return .imageScale(try word(v, field, as: ImageScaleName.self))
        case .controlSize: return .controlSize(try word(v, field, as: ControlSizeName.self))
        case .defaultMinListRowHeight: return .minListRowHeight(try length(v, field) ?? 0)
        case .bold, .italic, .monospacedDigit, .labelsHidden: return nil
        }
    }

    /// A spacing in points: from −`maxTextSpacing` (0 unless `signed`) to `maxTextSpacing`.
    private mutating func spacing(_ v: Int, _ field: Field, signed: Bool) throws(WireError) -> Double {
        let value = try number(v, field)
        let limit = Self.maxTextSpacing
        guard value <= limit, value >= (signed ? -limit : 0) else {
            let range = signed ? "from -\(Int(limit)) to \(Int(limit))" : "from 0 to \(Int(limit))"
            throw error(.outOfRange, "\(field) must be a number \(range)")
        }
        return value
    }
}
