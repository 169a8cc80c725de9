import LayoutEngine

extension Lowering {
    /// An Image's intrinsic size: `width` and `height` in points; or `name`, whose size the
    /// request's `images` gives (a bitmap's size is in its file, which the service does not
    /// have), a name the request does not size laid out at `placeholderImageSize` and answered
    /// with `sizeUnknown`; or `systemName`, an SF Symbol sized by the font around it
    /// (`SymbolMetrics`) unless the request's `symbols` sizes it.
    mutating func imageSize(_ parts: ViewParts, _ viewIndex: Int, _ environment: TextEnvironment) throws(WireError) -> Size {
        var width: Double?, height: Double?, name: String?, symbol: String?
        try forEachParameter(of: parts) { this, key, v throws(WireError) in
            switch key {
            case .width: width = try this.length(v, Field(owner: parts.owner, key: .width))
            case .height: height = try this.length(v, Field(owner: parts.owner, key: .height))
            case .name: name = try this.string(v, Field(owner: parts.owner, key: .name))
            case .systemName: symbol = try this.string(v, Field(owner: parts.owner, key: .systemName))
            default: return false
            }
            return true
        }
        let sources = (width != nil || height != nil ? 1 : 0) + (name != nil ? 1 : 0) + (symbol != nil ? 1 : 0)
        guard sources <= 1 else {
            throw error(.conflictingFields, "an Image takes its size from width and height, a name or a systemName: one of them")
        }
        if let symbol {
            if let size = symbols[symbol] { return size }
            let font = environment.resolve(environment.font ?? .body, explicitWeight: environment.explicit.weight,
                                           explicitDesign: environment.explicit.design)
            return SymbolMetrics.size(of: symbol, pointSize: font.size, scale: environment.imageScale, displayScale: displayScale)
        }
        if let name {
            if let size = images[name] { return size }
            index.views[viewIndex].sizeUnknown = true
            return Self.placeholderImageSize
        }
        guard let width else { throw missing(.width, in: parts.owner, "its intrinsic width in points (or a name)") }
        guard let height else { throw missing(.height, in: parts.owner, "its intrinsic height in points") }
        return Size(width: width, height: height)
    }

    /// The size of a named image the request does not size: a choice (no source gives one),
    /// large enough to see and to notice.
    static let placeholderImageSize = Size(width: 100, height: 100)

    /// The request's `images` or `symbols` (`member`): each named image's intrinsic `width`
    /// and `height` in points.
    mutating func imageSizes(_ v: Int, member: String) throws(WireError) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for (k, value) in tape.members(try object(v, member)) {
            let name = tape.string(k)
            path.push(.key(k))
            defer { leave() }
            var size = (width: Double?.none, height: Double?.none)
            let owner = member + "." + name
            try forEachMember(of: try object(value, owner), in: owner) { this, key, n throws(WireError) in
                switch key {
                case .width: size.width = try this.length(n, Field(owner: owner, key: .width))
                case .height: size.height = try this.length(n, Field(owner: owner, key: .height))
                default: return false
                }
                return true
            }
            guard let width = size.width, let height = size.height else {
                throw missing(size.width == nil ? .width : .height, in: owner, "the image's intrinsic size in points")
            }
            sizes[name] = Size(width: width, height: height)
        }
        return sizes
    }
}
