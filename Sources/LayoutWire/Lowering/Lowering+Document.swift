import LayoutEngine

extension Lowering {
    /// Reads the request object: `proposal`, `environment`, `geometry` and the required `view`.
    mutating func lowerDocument() throws(WireError) -> LayoutRequest {
        guard tape.kind(0) == .object else { throw error(.wrongType, "the request must be a JSON object") }
        var proposal = ProposedViewSize.unspecified
        var settings = Settings()
        var view: Int?
        var geometry = GeometryMode.layout
        var trace = false
        try forEachMember(of: 0, in: "the request") { this, key, v throws(WireError) in
            switch key {
            case .proposal: proposal = try this.proposal(v)
            case .environment: settings = try this.environment(v)
            case .view: view = v
            case .geometry: geometry = try this.word(v, Field(owner: "request", key: .geometry), as: GeometryName.self).mode
            case .trace: trace = try this.bool(v, Field(owner: "request", key: .trace))
            default: return false
            }
            return true
        }
        guard let view else { throw missing(.view, in: "the request", "the root view") }
        if tape.hasCustomKey { guides = GuideTable.scan(tape, view: view, limits: limits) }
        for (name, value) in zip(guides.order, guides.defaultsInOrder) {
            _ = builder.customGuide(axis: name.axis, defaultValue: value)
        }
        enter(tape.memberName(view))
        let root = try lowerView(view, ViewContext(stackAxis: nil, text: TextEnvironment(), depth: 1))
        leave()
        let count = nodeCount
        // An EmptyView root makes no node; a childless stack stands in and sizes to 0×0.
        let rootNode = root ?? builder.add(.stack(StackSpec(axis: .vertical)))
        return LayoutRequest(tree: builder.build(root: rootNode), proposal: proposal,
                             displayScale: settings.displayScale, profile: settings.profile.rawValue,
                             layoutDirection: settings.layoutDirection, trace: trace, geometry: geometry, index: index,
                             nodeCount: count)
    }

    /// `environment` members.
    struct Settings {
        var displayScale: Double = 3
        var profile = ProfileName.sfCompat
        var layoutDirection = LayoutDirection.leftToRight
    }

    /// `proposal`: `width` and `height`, each a number >= 0, `null` or `"infinity"` (default `null`).
    mutating func proposal(_ v: Int) throws(WireError) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        try forEachMember(of: object(v, "proposal"), in: "proposal") { this, key, value throws(WireError) in
            switch key {
            case .width: proposal.width = try this.length(value, Field(owner: "proposal", key: .width), null: true, infinity: true)
            case .height: proposal.height = try this.length(value, Field(owner: "proposal", key: .height), null: true, infinity: true)
            default: return false
            }
            return true
        }
        return proposal
    }

    /// `environment`: `displayScale` (1, 2 or 3), `layoutDirection` and the text `profile`.
    mutating func environment(_ v: Int) throws(WireError) -> Settings {
        var settings = Settings()
        try forEachMember(of: object(v, "environment"), in: "environment") { this, key, value throws(WireError) in
            switch key {
            case .displayScale:
                let scale = try this.number(value, Field(owner: "environment", key: .displayScale))
                guard scale == 1 || scale == 2 || scale == 3 else {
                    throw this.error(.outOfRange, "environment.displayScale must be 1, 2 or 3")
                }
                settings.displayScale = scale
            case .layoutDirection:
                let direction = try this.word(value, Field(owner: "environment", key: .layoutDirection), as: LayoutDirectionName.self)
                settings.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
            case .profile:
                settings.profile = try this.word(value, Field(owner: "environment", key: .profile), as: ProfileName.self)
            default: return false
            }
            return true
        }
        return settings
    }
}
