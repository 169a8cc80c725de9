import LayoutEngine

/// The tolerance for comparing frames: well below a pixel at scale 3, above float noise.
public let frameTolerance = 0.001

/// Whether two lengths agree within `frameTolerance` (infinities must match exactly).
public func approximatelyEqual(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= frameTolerance
}

extension Rect {
    /// Whether every component agrees with `other` within `frameTolerance`.
    public func isClose(to other: Rect) -> Bool {
        approximatelyEqual(origin.x, other.origin.x) && approximatelyEqual(origin.y, other.origin.y)
            && approximatelyEqual(size.width, other.size.width) && approximatelyEqual(size.height, other.size.height)
    }
}


/// A number printed without a trailing ".0" and with at most three decimals.
public func shortNumber(_ v: Double) -> String {
    if v.isInfinite { return v > 0 ? "∞" : "-∞" }
    let rounded = (v * 1000).rounded() / 1000
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}
