import LayoutEngine

extension Lowering {
    /// Reads the request object: `proposal`, `environment` and the required `view`.
    mutating func lowerDocument() throws(WireError) -> LayoutRequest {
        guard tape.kind(0) == .object else { throw error(.wrongType, "the request must be a JSON object") }
        var proposal = ProposedViewSize.unspecified
        var settings = Settings()
        var view: (key: Int, value: Int)?
        var seen: UInt64 = 0
        for (k, v) in tape.members(0) {
            let key = try key(k, in: "the request", seen: &seen)
            enter(k)
            defer { leave() }
            switch key {
            case .proposal: proposal = try self.proposal(v)
            case .environment: settings = try environment(v)
            case .view: view = (k, v)
            default: throw unknownHere(in: "the request")
            }
        }
        guard let view else { throw missing(.view, in: "the request", "the root view") }
        if tape.hasCustomKey { guides = GuideTable.scan(tape, view: view.value, limits: limits) }
        for (name, value) in zip(guides.order, guides.defaultsInOrder) {
            _ = builder.customGuide(axis: name.axis, defaultValue: value)
        }
        enter(view.key)
        let root = try lowerView(view.value, ViewContext(stackAxis: nil, text: TextEnvironment(), depth: 1))
        leave()
        let count = nodeCount
        // An EmptyView root makes no node; a childless stack stands in and sizes to 0×0.
        let rootNode = root ?? builder.add(.stack(StackSpec(axis: .vertical)))
        return LayoutRequest(tree: builder.build(root: rootNode), proposal: proposal,
                             displayScale: settings.displayScale, profile: settings.profile.rawValue,
                             index: index, nodeCount: count)
    }

    /// `environment` members.
    struct Settings {
        var displayScale: Double = 3
        var profile = ProfileName.sfCompat
    }

    /// `proposal`: `width` and `height`, each a number >= 0, `null` or `"infinity"` (default `null`).
    mutating func proposal(_ v: Int) throws(WireError) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        var seen: UInt64 = 0
        for (k, value) in tape.members(try object(v, "proposal")) {
            let key = try key(k, in: "proposal", seen: &seen)
            enter(k)
            defer { leave() }
            switch key {
            case .width: proposal.width = try length(value, Field(owner: "proposal", key: .width), null: true, infinity: true)
            case .height: proposal.height = try length(value, Field(owner: "proposal", key: .height), null: true, infinity: true)
            default: throw unknownHere(in: "proposal")
            }
        }
        return proposal
    }

    /// `environment`: `displayScale` (1, 2 or 3), `layoutDirection` and the text `profile`.
    mutating func environment(_ v: Int) throws(WireError) -> Settings {
        var settings = Settings()
        var seen: UInt64 = 0
        for (k, value) in tape.members(try object(v, "environment")) {
            let key = try key(k, in: "environment", seen: &seen)
            enter(k)
            defer { leave() }
            switch key {
            case .displayScale:
                let scale = try number(value, Field(owner: "environment", key: .displayScale))
                guard scale == 1 || scale == 2 || scale == 3 else {
                    throw error(.outOfRange, "environment.displayScale must be 1, 2 or 3")
                }
                settings.displayScale = scale
            case .layoutDirection:
                let direction = try word(value, Field(owner: "environment", key: .layoutDirection), as: LayoutDirectionName.self)
                guard direction == .leftToRight else {
                    throw error(.unsupported, "environment.layoutDirection \"rightToLeft\" is not supported yet")
                }
            case .profile:
                settings.profile = try word(value, Field(owner: "environment", key: .profile), as: ProfileName.self)
            default: throw unknownHere(in: "environment")
            }
        }
        return settings
    }
}
