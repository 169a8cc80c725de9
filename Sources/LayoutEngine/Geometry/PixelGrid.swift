/// Where SwiftUI draws a view: its layout frame snapped to the display's pixel grid.
///
/// SwiftUI lays out in unrounded points (what a GeometryReader reports) and rounds only the frame
/// it renders. The frame attribute that feeds rendering takes the view's position and size, and
/// rounds the rectangle's origin and its far corner each to the nearest multiple of the pixel
/// length (1 / displayScale), a tie going up, then takes the size as the difference of the two:
/// OpenSwiftUI `Sources/OpenSwiftUICore/Animation/Animatable/AnimatableAttribute.swift`
/// (`AnimatableFrameAttribute.updateValue`, which calls `CGRect.roundCoordinatesToNearestOrUp
/// (toMultipleOf: pixelLength)`), and `Sources/OpenSwiftUICore/Util/Extension/Round+Extension.swift`
/// for the rounding itself. Rounding both corners rather than origin and size keeps adjacent
/// views adjacent: a shared edge lands on the same pixel for both.
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double

    @inlinable public init(scale: Double) {
        self.scale = scale
    }

    /// `value` rounded to the nearest pixel, a tie going up (towards +∞), as `roundToNearestOrUp`
    /// does: `floor(v × scale + ½) / scale`. Scaling by the whole number `scale` instead of
    /// dividing by the pixel length keeps whole pixels exact. Infinite and NaN values pass through.
    @inlinable public func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return ((value * scale + 0.5).rounded(.down)) / scale + 0.0
    }

    /// `rect` as drawn: origin and far corner rounded, size their difference (never negative:
    /// a rectangle with a negative size is first standardised, as `CGRect.standardized` does).
    @inlinable public func round(_ rect: Rect) -> Rect {
        var r = rect
        if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
        if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
        let x = round(r.origin.x), y = round(r.origin.y)
        let maxX = round(r.origin.x + r.size.width), maxY = round(r.origin.y + r.size.height)
        return Rect(x: x, y: y, width: snapLength(maxX - x, r.size.width), height: snapLength(maxY - y, r.size.height))
    }

    /// A drawn length: the corners' difference, itself rounded to whole pixels so that no
    /// floating-point residue of the subtraction survives (OpenSwiftUI rounds the size again, to
    /// the nearest multiple of the pixel length). An infinite or undefined length stays as it is.
    @inlinable func snapLength(_ difference: Double, _ original: Double) -> Double {
        guard original.isFinite, difference.isFinite else { return original }
        return (difference * scale).rounded() / scale + 0.0
    }
}
