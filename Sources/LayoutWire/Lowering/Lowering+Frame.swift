import LayoutEngine

extension Lowering {
    /// `frame`: fixed (`width`, `height`) or flexible (any of the min/ideal/max lengths), plus
    /// `alignment`. Lengths are numbers >= 0, `null` (absent) or `"infinity"`; mixing the two
    /// forms is an error, since SwiftUI has no such overload. Contradictory flexible bounds
    /// (min > max) are accepted and normalised as SwiftUI does (OpenSwiftUI's dual tests,
    /// `Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift`).
    mutating func frame(_ m: Int) throws(WireError) -> NodeKind {
        var fixed: (width: Double?, height: Double?) = (nil, nil)
        var flexible = FlexibleLengths()
        var alignment = Alignment.center
        var fixedKey: Key?, flexibleKey: Key?
        try forEachParameter(ofModifier: m, in: "frame") { this, key, v throws(WireError) in
            if key == .alignment {
                alignment = try this.alignment(v, Field(owner: "frame", key: .alignment))
                return true
            }
            // The name first: an unknown member is reported as one, not as a bad length.
            guard key.isFrameLength else { return false }
            let value = try this.length(v, Field(owner: "frame", key: key), null: true, infinity: true)
            switch key {
            case .width: fixed.width = value
            case .height: fixed.height = value
            case .minWidth: flexible.minWidth = value
            case .idealWidth: flexible.idealWidth = value
            case .maxWidth: flexible.maxWidth = value
            case .minHeight: flexible.minHeight = value
            case .idealHeight: flexible.idealHeight = value
            case .maxHeight: flexible.maxHeight = value
            default: return false
            }
            if value != nil {
                if key == .width || key == .height { fixedKey = key } else { flexibleKey = key }
            }
            return true
        }
        if let fixedKey, let flexibleKey {
            throw error(.conflictingFields, "frame takes either width/height or min/ideal/max lengths, "
                        + "not both (\"\(fixedKey.rawValue)\" with \"\(flexibleKey.rawValue)\")")
        }
        guard flexibleKey != nil else { return .frame(width: fixed.width, height: fixed.height, alignment: alignment) }
        return .flexibleFrame(FlexibleFrameSpec(
            minWidth: flexible.minWidth, idealWidth: flexible.idealWidth, maxWidth: flexible.maxWidth,
            minHeight: flexible.minHeight, idealHeight: flexible.idealHeight, maxHeight: flexible.maxHeight,
            alignment: alignment))
    }

    /// The six bounds of a flexible frame as read.
    private struct FlexibleLengths {
        var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    }

    /// `padding`: `length` (default 16) on `edges` (default all), or explicit `insets`. Negative
    /// values are allowed, as in SwiftUI, where they pull the content outwards.
    mutating func padding(_ m: Int, owner: String = "padding", nonNegative: Bool = false) throws(WireError) -> EdgeInsets {
        var length = 16.0
        var edges: UInt8 = 15
        var insets: EdgeInsets?
        var uniformKey: Key?
        try forEachParameter(ofModifier: m, in: owner) { this, key, v throws(WireError) in
            let field = Field(owner: owner, key: key)
            switch key {
            case .length:
                length = try (nonNegative ? this.length(v, field, null: true) : this.optionalNumber(v, field)) ?? 16
            case .edges: edges = try this.edgeSet(v, owner: owner)
            case .insets: insets = try this.paddingInsets(v, owner: owner, nonNegative: nonNegative)
            default: return false
            }
            if key != .insets { uniformKey = key }
            return true
        }
        if let insets {
            guard uniformKey == nil else {
                throw error(.conflictingFields, "\(owner) takes either insets or length/edges, not both")
            }
            return insets
        }
        func edge(_ bit: UInt8) -> Double { edges & bit != 0 ? length : 0 }
        return EdgeInsets(top: edge(1), leading: edge(2), bottom: edge(4), trailing: edge(8))
    }

    /// `edges`: one edge name or an array of them.
    mutating func edgeSet(_ v: Int, owner: String = "padding") throws(WireError) -> UInt8 {
        let field = Field(owner: owner, key: .edges)
        guard tape.kind(v) == .array else { return try word(v, field, as: EdgeName.self).mask }
        var mask: UInt8 = 0
        for (i, edge) in tape.elements(v).enumerated() {
            path.push(.index(i))
            defer { leave() }
            mask |= try word(edge, field, as: EdgeName.self).mask
        }
        return mask
    }

    /// `insets`: `top`, `leading`, `bottom`, `trailing`, each a number (default 0).
    mutating func paddingInsets(_ v: Int, owner: String = "padding", nonNegative: Bool = false,
                                nested: Bool = true) throws(WireError) -> EdgeInsets {
        var insets = EdgeInsets()
        let name = nested ? owner + ".insets" : owner
        try forEachMember(of: object(v, name), in: name) { this, key, value throws(WireError) in
            guard key == .top || key == .leading || key == .bottom || key == .trailing else { return false }
            let field = Field(owner: name, key: key)
            let number = nonNegative ? try this.length(value, field) ?? 0 : try this.number(value, field)
            switch key {
            case .top: insets.top = number
            case .leading: insets.leading = number
            case .bottom: insets.bottom = number
            case .trailing: insets.trailing = number
            default: return false
            }
            return true
        }
        return insets
    }
}

extension Key {
    /// The members of `frame` that are lengths.
    var isFrameLength: Bool {
        switch self {
        case .width, .height, .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight: true
        default: false
        }
    }
}
