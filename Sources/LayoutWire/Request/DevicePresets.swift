import LayoutEngine

/// Screens a request can name as `environment.device`: the proposal, safe-area insets and
/// display scale a full-screen hosting controller gets on that device.
///
/// Sizes and scales: Apple's Human Interface Guidelines, "Layout", device screen sizes table
/// (https://developer.apple.com/design/human-interface-guidelines/layout), 393 × 852 pt at @3x
/// for iPhone 14 Pro, iPhone 15 and iPhone 15 Pro. Safe-area insets are not in Apple's table;
/// these are the ones UIKit reports on a Dynamic Island iPhone of that size, printed from
/// `viewDidLayoutSubviews` in csl.cool's "iOS Layout Adaptation" (2023-09-15,
/// http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation): top 59, bottom 34 in portrait;
/// left and right 59, bottom 21 in landscape. Devices whose insets no public source gives
/// (iPads, other iPhones) are left out rather than guessed.
struct DevicePreset {
    var name: String
    var portrait: Size
    var scale: Double
    var portraitInsets: EdgeInsets
    var landscapeInsets: EdgeInsets

    static let all: [DevicePreset] = ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro"].map {
        DevicePreset(name: $0, portrait: Size(width: 393, height: 852), scale: 3,
                     portraitInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                     landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }

    static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// The screen and its insets in `landscape` or portrait.
    func screen(landscape: Bool) -> (size: Size, insets: EdgeInsets) {
        landscape ? (Size(width: portrait.height, height: portrait.width), landscapeInsets) : (portrait, portraitInsets)
    }
}
