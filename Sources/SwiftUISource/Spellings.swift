/// The names of a closed vocabulary as Swift spells them after a dot, in declaration order:
/// a wire word's (`WeightName`), an engine enum's (`TextStyle`) or SwiftUI's own
/// (`SwiftUIAlignmentName`). Read from the enum itself, so that a word the wire learns the
/// reader reads too.
extension CaseIterable where Self: RawRepresentable, RawValue == String {
    static var spellings: [String] { allCases.map(\.rawValue) }
}
