import LayoutEngine

/// Screens a request can name as `environment.device`: the proposal, safe-area insets and
/// display scale a full-screen hosting controller gets on that device.
///
/// The rows and the source of each are in `docs/device-presets.md` (a test checks that the
/// two agree). Sizes and scales: Apple's Human Interface Guidelines, "Layout"
/// (https://developer.apple.com/design/human-interface-guidelines/layout). Safe-area insets
/// are not in Apple's table; each row's come from a public record of what UIKit reports on
/// that device. Devices whose insets no public source gives are left out rather than guessed.
/// The display's corner radius (drawn as the device's outline, `SVGEncoder`) is what iOS
/// reports on that device or its simulator (`UIScreen`'s private `_displayCornerRadius`), as
/// recorded publicly; the table names the records.
struct DevicePreset {
    var name: String
    var portrait: Size
    var scale: Double
    var portraitInsets: EdgeInsets
    var landscapeInsets: EdgeInsets
    var cornerRadius: Double

    /// A phone whose portrait insets are `top` and `bottom` and whose landscape insets are
    /// `side` on both sides and `landscapeBottom` at the bottom (none at the top).
    private static func phone(_ names: [String], _ width: Double, _ height: Double, top: Double, bottom: Double,
                              side: Double, landscapeBottom: Double, corner: Double) -> [DevicePreset] {
        names.map {
            DevicePreset(name: $0, portrait: Size(width: width, height: height), scale: 3,
                         portraitInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                         landscapeInsets: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
                         cornerRadius: corner)
        }
    }

    static let all: [DevicePreset] =
        phone(["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"], 390, 844,
              top: 47, bottom: 34, side: 47, landscapeBottom: 21, corner: 47.33)
        + phone(["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926,
                top: 47, bottom: 34, side: 47, landscapeBottom: 21, corner: 53.33)
        + phone(["iPhone 13 mini"], 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, corner: 44)
        + phone(["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro"], 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
                corner: 55)
        + phone(["iPhone 14 Pro Max"], 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, corner: 55)
        + [DevicePreset(name: "iPad Pro 11-inch", portrait: Size(width: 834, height: 1194), scale: 2,
                        portraitInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                        landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), cornerRadius: 18)]

    static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// The screen and its insets in `landscape` or portrait.
    func screen(landscape: Bool) -> (size: Size, insets: EdgeInsets) {
        landscape ? (Size(width: portrait.height, height: portrait.width), landscapeInsets) : (portrait, portraitInsets)
    }
}
