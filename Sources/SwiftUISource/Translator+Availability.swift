import SwiftSyntax

/// `if #available(iOS 17, *)` and `if #unavailable(iOS 18)`: read as iOS 18 (`modelledIOS`),
/// the newest iOS the service's measured cases were rendered on, so that code written for an
/// older and a newer iOS takes the branch those renders took. Versions are compared by their
/// major number (`iOS 18.4` holds). A check that names no iOS version holds on iOS by its `*`
/// (The Swift Programming Language, "Checking API Availability": the asterisk stands for every
/// other platform, at its deployment target); `iOSApplicationExtension` and `macCatalyst` are
/// other platforms here.
extension Translator {
    /// The major iOS version the layout models; renders of iOS 26 and later differ in places
    /// (docs/fidelity.md, "Known differences").
    static let modelledIOS = 18

    func available(_ check: AvailabilityConditionSyntax) throws(SourceError) -> Bool {
        var holds = true
        for argument in check.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "iOS" else { continue }
            guard let version = restriction.version, let major = Int(version.major.text) else {
                throw unsupported("an iOS availability check is read with a version number", at: restriction)
            }
            holds = major <= Self.modelledIOS
        }
        return check.availabilityKeyword.tokenKind == .poundUnavailable ? !holds : holds
    }
}
