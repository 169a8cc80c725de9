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
        var hasProposal = false
        try forEachMember(of: 0, in: "the request") { this, key, v throws(WireError) in
            switch key {
            case .proposal: proposal = try this.proposal(v); hasProposal = true
            case .environment: settings = try this.environment(v)
            case .view: view = v
            case .geometry: geometry = try this.word(v, Field(owner: "request", key: .geometry), as: GeometryName.self).mode
            case .trace: trace = try this.bool(v, Field(owner: "request", key: .trace))
            case .images: this.images = try this.imageSizes(v, member: "images")
            case .symbols: this.symbols = try this.imageSizes(v, member: "symbols")
            default: return false
            }
            return true
        }
        guard let view else { throw missing(.view, in: "the request", "the root view") }
        if let screen = settings.deviceScreen {
            guard !hasProposal else {
                throw error(.conflictingFields, "a request with environment.device takes its proposal from the device; leave proposal out")
            }
            proposal = ProposedViewSize(screen)
        }
        if tape.hasCustomKey { guides = GuideTable.scan(tape, view: view, limits: limits) }
        for (name, value) in zip(guides.order, guides.defaultsInOrder) {
            _ = builder.customGuide(axis: name.axis, defaultValue: value)
        }
        displayScale = settings.displayScale
        enter(tape.memberName(view))
        let text = TextEnvironment(dynamicTypeSize: settings.dynamicTypeSize)
        let root = try lowerView(view, ViewContext(stackAxis: nil, text: text, depth: 1))
        leave()
        let count = nodeCount
        // An EmptyView root makes no node; a childless stack stands in and sizes to 0×0.
        let rootNode = root ?? builder.add(.stack(StackSpec(axis: .vertical)))
        return LayoutRequest(tree: builder.build(root: rootNode), proposal: proposal,
                             displayScale: settings.displayScale, profile: settings.profile.rawValue,
                             layoutDirection: settings.layoutDirection, trace: trace,
                             safeAreaInsets: settings.safeAreaInsets, deviceCornerRadius: settings.deviceCornerRadius,
                             geometry: geometry, index: index, nodeCount: count)
    }

    /// `environment` members.
    struct Settings {
        var displayScale: Double = 3
        var profile = ProfileName.sfCompat
        var layoutDirection = LayoutDirection.leftToRight
        /// `dynamicTypeSize`: the size text styles are read at (iOS's default, `large`).
        var dynamicTypeSize = DynamicTypeSize.large
        var safeAreaInsets = EdgeInsets()
        /// The screen of `environment.device`, which sets the proposal.
        var deviceScreen: Size?
        /// The display corner radius of `environment.device`.
        var deviceCornerRadius: Double?
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

    /// `environment`: `displayScale` (1, 2 or 3), `layoutDirection`, `dynamicTypeSize`, the text `profile`,
    /// `safeAreaInsets`, and `device` with `orientation`, which set the proposal, the insets and
    /// the scale together (and so exclude `displayScale` and `safeAreaInsets`).
    mutating func environment(_ v: Int) throws(WireError) -> Settings {
        var settings = Settings()
        var device: (DevicePreset, key: Int)?
        var landscape = false
        var explicit: Key?
        try forEachMember(of: object(v, "environment"), in: "environment") { this, key, value throws(WireError) in
            if key == .displayScale || key == .safeAreaInsets { explicit = key }
            switch key {
            case .safeAreaInsets:
                settings.safeAreaInsets = try this.paddingInsets(value, owner: "environment.safeAreaInsets", nonNegative: true, nested: false)
            case .device:
                let name = try this.string(value, Field(owner: "environment", key: .device))
                guard let preset = DevicePreset.named(name) else {
                    let names = DevicePreset.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
                    throw this.error(.invalidValue, "unknown environment.device \"\(name)\"; expected one of \(names)")
                }
                device = (preset, value)
            case .orientation:
                landscape = try this.word(value, Field(owner: "environment", key: .orientation), as: OrientationName.self) == .landscape
            case .displayScale:
                let scale = try this.number(value, Field(owner: "environment", key: .displayScale))
                guard scale == 1 || scale == 2 || scale == 3 else {
                    throw this.error(.outOfRange, "environment.displayScale must be 1, 2 or 3")
                }
                settings.displayScale = scale
            case .layoutDirection:
                let direction = try this.word(value, Field(owner: "environment", key: .layoutDirection), as: LayoutDirectionName.self)
                settings.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
            case .dynamicTypeSize:
                settings.dynamicTypeSize = try this.word(value, Field(owner: "environment", key: .dynamicTypeSize), as: DynamicTypeSize.self)
            case .profile:
                settings.profile = try this.word(value, Field(owner: "environment", key: .profile), as: ProfileName.self)
            default: return false
            }
            return true
        }
        if let (preset, _) = device {
            if let explicit {
                throw error(.conflictingFields, "environment.device sets the display scale and safe-area insets; leave environment.\(explicit.rawValue) out")
            }
            let screen = preset.screen(landscape: landscape)
            settings.displayScale = preset.scale
            settings.safeAreaInsets = screen.insets
            settings.deviceScreen = screen.size
            settings.deviceCornerRadius = preset.cornerRadius
        }
        return settings
    }
}
