import LayoutEngine

extension Lowering {
    /// Slider: no parameters (the value moves the thumb, not a frame). It takes the width it is
    /// offered, as a shape does (a shape's 10 when offered none: its ideal width is not
    /// measured), and is 31 points tall, centred where it is placed (derived on iOS 17 from two
    /// renders of a SwiftUI Slider at its ideal height; its accessibility frame is 32, and UIKit's
    /// UISlider asks for 34; docs/evidence/fields-and-progress.md, "Slider").
    /// A fixed height and a shape make plain edges to a stack's spacing already, so no
    /// `platformView` layer is needed.
    mutating func lowerSlider(_ parts: ViewParts, _ context: ViewContext) throws(WireError) -> NodeID? {
        try noParameters(parts)
        guard context.attached else { return nil }
        let track = try add(.shape(isCircle: false))!
        return try add(.frame(width: nil, height: Self.sliderHeight, alignment: .center), child: track)
    }

    static let sliderHeight = 31.0
}
