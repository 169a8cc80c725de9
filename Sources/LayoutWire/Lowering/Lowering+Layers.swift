import LayoutEngine

extension Lowering {
    /// The node kind of a layout layer.
    mutating func layerKind(_ type: WireModifierType.Layer, _ m: Int) throws(WireError) -> NodeKind {
        if let lengths = ProxyLengths(type), readsProxy(m) {
            return try proxyLayer(lengths, m)
        }
        switch type {
        case .frame: return try frame(m)
        case .containerRelativeFrame: return try containerRelativeFrame(m)
        case .padding: return .padding(try padding(m))
        case .layoutPriority:
            guard let priority = try pair(m, type, .value, .value).0 else { throw missing(.value, in: "layoutPriority", "a number") }
            return .layoutPriority(priority)
        case .fixedSize:
            let flags = try flags(m, type)
            return .fixedSize(horizontal: flags.horizontal ?? true, vertical: flags.vertical ?? true)
        case .aspectRatio: return try aspectRatio(m)
        case .scaledToFit, .scaledToFill:
            try noModifierParameters(m, owner: type.rawValue)
            return .aspectRatio(ratio: nil, fill: type == .scaledToFill)
        case .offset:
            let xy = try pair(m, type, .x, .y)
            return .offset(x: xy.0 ?? 0, y: xy.1 ?? 0)
        case .position:
            let xy = try pair(m, type, .x, .y)
            return .position(x: xy.0 ?? 0, y: xy.1 ?? 0)
        case .border: return .border(width: try borderPaint(m).length ?? 1)
        case .alignmentGuide: return try alignmentGuide(m)
        case .relativeProposed:
            let factors = try pair(m, type, .width, .height, nonNegative: true)
            return .relativeProposed(width: factors.0 ?? 1, height: factors.1 ?? 1)
        case .ignoresSafeArea: return try ignoresSafeArea(m)
        case .safeAreaPadding: return .safeAreaPadding(try safeAreaPadding(m))
        }
    }

    /// Reads the finite numbers `first` and `second` of modifier `m` (`nil` when absent; pass
    /// the same key twice for a single number).
    private mutating func pair(_ m: Int, _ type: WireModifierType.Layer, _ first: Key, _ second: Key,
                               nonNegative: Bool = false) throws(WireError) -> (Double?, Double?) {
        var values: (Double?, Double?) = (nil, nil)
        try forEachParameter(ofModifier: m, in: type.rawValue) { this, key, v throws(WireError) in
            guard key == first || key == second else { return false }
            let field = Field(owner: type.rawValue, key: key)
            let value = nonNegative ? try this.length(v, field) : try this.number(v, field)
            if key == first { values.0 = value } else { values.1 = value }
            return true
        }
        return values
    }

    /// Reads `horizontal` and `vertical` of `fixedSize` (`nil` when absent).
    private mutating func flags(_ m: Int, _ type: WireModifierType.Layer) throws(WireError) -> (horizontal: Bool?, vertical: Bool?) {
        var values: (horizontal: Bool?, vertical: Bool?) = (nil, nil)
        try forEachParameter(ofModifier: m, in: type.rawValue) { this, key, v throws(WireError) in
            switch key {
            case .horizontal: values.horizontal = try this.bool(v, Field(owner: type.rawValue, key: key))
            case .vertical: values.vertical = try this.bool(v, Field(owner: type.rawValue, key: key))
            default: return false
            }
            return true
        }
        return values
    }

    /// `aspectRatio`: `ratio` (a number > 0, or null for the content's own) and `contentMode`.
    private mutating func aspectRatio(_ m: Int) throws(WireError) -> NodeKind {
        var ratio: Double?
        var fill = false
        try forEachParameter(ofModifier: m, in: "aspectRatio") { this, key, v throws(WireError) in
            switch key {
            case .ratio:
                ratio = try this.optionalNumber(v, Field(owner: "aspectRatio", key: .ratio))
                if let ratio, ratio <= 0 { throw this.error(.outOfRange, "aspectRatio.ratio must be a number > 0 or null") }
            case .contentMode:
                fill = try this.word(v, Field(owner: "aspectRatio", key: .contentMode), as: ContentModeName.self) == .fill
            default: return false
            }
            return true
        }
        return .aspectRatio(ratio: ratio, fill: fill)
    }

    /// `border`: `width` (a number >= 0, default 1 as in SwiftUI) and `color` (a colour name or
    /// hex, for drawing).
    mutating func borderPaint(_ m: Int) throws(WireError) -> WireIndex.Paint {
        var width = 1.0, color: Int?
        try forEachParameter(ofModifier: m, in: "border") { this, key, v throws(WireError) in
            switch key {
            case .width: width = try this.length(v, Field(owner: "border", key: .width)) ?? 1
            case .color: color = try this.colorToken(v, Field(owner: "border", key: .color))
            default: return false
            }
            return true
        }
        return WireIndex.Paint(color: color.map(tape.string), length: width)
    }
}
