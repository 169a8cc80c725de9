import LayoutEngine

extension Lowering {
    /// A non-empty array of GridItems: `{"size": …, "spacing"?, "alignment"?}`, at most
    /// `LazyGridTracks.maxTracks` of them (each makes a track).
    mutating func gridItems(_ v: Int, _ field: Field) throws(WireError) -> [GridItemSpec] {
        guard tape.kind(v) == .array, tape.count(v) > 0 else { throw error(.wrongType, "\(field) must be a non-empty array of GridItems") }
        guard tape.count(v) <= GridItemSpec.maxItems else {
            throw error(.outOfRange, "\(field) holds more than \(GridItemSpec.maxItems) GridItems")
        }
        var items: [GridItemSpec] = []
        for (i, item) in tape.elements(v).enumerated() {
            path.push(.index(i))
            defer { leave() }
            items.append(try gridItem(try object(item, "a GridItem")))
        }
        return items
    }

    private mutating func gridItem(_ v: Int) throws(WireError) -> GridItemSpec {
        var size: GridItemSpec.Size?
        var item = GridItemSpec(.fixed(0))
        try forEachMember(of: v, in: "GridItem") { this, key, value throws(WireError) in
            switch key {
            case .size: size = try this.gridItemSize(value)
            case .spacing: item.spacing = try this.length(value, Field(owner: "GridItem", key: .spacing), null: true)
            case .alignment:
                // The nine names only: a custom guide here is not collected by the guide scan.
                guard this.tape.kind(value) == .string else { throw this.error(.wrongType, "GridItem.alignment must be one of the nine alignment names") }
                item.alignment = try this.alignment(value, Field(owner: "GridItem", key: .alignment))
            default: return false
            }
            return true
        }
        guard let size else { throw missing(.size, in: "GridItem", "{\"fixed\": n}, {\"flexible\": {…}} or {\"adaptive\": {…}}") }
        item.size = size
        return item
    }

    /// `{"fixed": n}`, `{"flexible": {"minimum", "maximum"}}` or `{"adaptive": {"minimum", "maximum"}}`
    /// (SwiftUI's defaults: flexible 10…∞; adaptive has a required minimum and a maximum of ∞).
    private mutating func gridItemSize(_ v: Int) throws(WireError) -> GridItemSpec.Size {
        var size: GridItemSpec.Size?
        try forEachMember(of: try object(v, "GridItem.size"), in: "GridItem.size") { this, key, value throws(WireError) in
            guard size == nil else { throw this.error(.conflictingFields, "GridItem.size must have exactly one of fixed, flexible and adaptive") }
            switch key {
            case .fixed: size = .fixed(try this.length(value, Field(owner: "GridItem.size", key: .fixed))!)
            case .flexible:
                let (lo, hi) = try this.bounds(value, "GridItem.size.flexible", minimum: 10)
                size = .flexible(minimum: lo, maximum: hi)
            case .adaptive:
                let (lo, hi) = try this.bounds(value, "GridItem.size.adaptive", minimum: nil)
                size = .adaptive(minimum: lo, maximum: hi)
            default: return false
            }
            return true
        }
        guard let size else { throw error(.missingField, "GridItem.size must have one of fixed, flexible and adaptive") }
        return size
    }

    /// `{"minimum", "maximum"}`: lengths, the maximum may be "infinity"; `minimum` is required
    /// when it has no default. A maximum below the minimum rises to it, as SwiftUI normalises a
    /// flexible frame's bounds (a choice: Apple does not say what GridItem does with such bounds,
    /// and the contract cannot state an order between two members).
    private mutating func bounds(_ v: Int, _ owner: String, minimum defaultMinimum: Double?) throws(WireError) -> (Double, Double) {
        var lo = defaultMinimum, hi = Double.infinity
        try forEachMember(of: try object(v, owner), in: owner) { this, key, value throws(WireError) in
            switch key {
            case .minimum: lo = try this.length(value, Field(owner: owner, key: key))!
            case .maximum: hi = try this.length(value, Field(owner: owner, key: key), infinity: true)!
            default: return false
            }
            return true
        }
        guard let lo else { throw missing(.minimum, in: owner, "a number >= 0") }
        hi = max(hi, lo)
        return (lo, hi)
    }

    /// One grid cell modifier as a `GridCellSpec` with its one field set.
    mutating func gridCell(_ type: WireModifierType.GridCellModifier, _ m: Int) throws(WireError) -> GridCellSpec {
        var spec = GridCellSpec()
        let name = type.rawValue
        let key: Key = switch type {
        case .gridCellColumns: .count
        case .gridColumnAlignment: .alignment
        case .gridCellAnchor: .anchor
        case .gridCellUnsizedAxes: .axes
        }
        try forEachParameter(ofModifier: m, in: name) { this, k, v throws(WireError) in
            guard k == key else { return false }
            let field = Field(owner: name, key: k)
            switch type {
            case .gridCellColumns:
                spec.columns = try this.columnCount(v, field)
            case .gridColumnAlignment: spec.columnAlignment = try this.horizontalName(v, field)
            case .gridCellAnchor: spec.anchor = try this.unitPoint(v, field)
            case .gridCellUnsizedAxes: spec.unsizedAxes = try this.word(v, field, as: AxesName.self).axes
            }
            return true
        }
        guard spec != GridCellSpec() else { throw missing(key, in: name, type == .gridCellColumns ? "a whole number >= 1" : "a value") }
        return spec
    }

    /// `leading`, `center` or `trailing`.
    private mutating func horizontalName(_ v: Int, _ field: Field) throws(WireError) -> AlignmentKey {
        if tape.kind(v) == .string, let (name, _) = tape.word(AlignmentName.self, v), let key = Lowering.builtIn(name, axis: .horizontal) {
            return key
        }
        throw error(.badAlignment, "\(field) must be \"leading\", \"center\" or \"trailing\"")
    }

    /// One of the nine alignment names as a unit point, or `{"x", "y"}` (SwiftUI's UnitPoint).
    private mutating func unitPoint(_ v: Int, _ field: Field) throws(WireError) -> Point {
        if tape.kind(v) == .object {
            var point = Point(x: 0.5, y: 0.5)
            try forEachMember(of: v, in: "\(field)") { this, key, value throws(WireError) in
                switch key {
                case .x: point.x = try this.number(value, Field(owner: "\(field)", key: .x))
                case .y: point.y = try this.number(value, Field(owner: "\(field)", key: .y))
                default: return false
                }
                return true
            }
            return point
        }
        guard tape.kind(v) == .string, let (name, _) = tape.word(AlignmentName.self, v), let pair = Lowering.pair(name) else {
            throw error(.badAlignment, "\(field) must be one of the nine alignment names (\"topLeading\" … \"bottomTrailing\") or {\"x\": n, \"y\": n}")
        }
        func unit(_ key: AlignmentKey) -> Double { key == .leading || key == .top ? 0 : key == .trailing || key == .bottom ? 1 : 0.5 }
        return Point(x: unit(pair.horizontal), y: unit(pair.vertical))
    }
}
