extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)` with at most three decimals, as test failures print it.
    public var description: String {
        "(\(Self.short(origin.x)), \(Self.short(origin.y)), \(Self.short(size.width)), \(Self.short(size.height)))"
    }

    static func short(_ v: Double) -> String {
        if v.isInfinite { return v > 0 ? "∞" : "-∞" }
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(Rect.short(width))×\(Rect.short(height))" }
}
