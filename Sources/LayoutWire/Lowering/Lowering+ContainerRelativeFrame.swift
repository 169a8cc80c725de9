import LayoutEngine

extension Lowering {
    /// The largest `count` or `span` a request may give (as for `gridCellColumns`).
    static let maxColumnCount = 10_000

    /// `containerRelativeFrame`: the required `axes` (`horizontal`, `vertical` or `both`),
    /// `alignment` (default center) and, for the form that divides the container, `count`,
    /// `span` (default 1) and `spacing`; or, for the closure form, `length`, an expression over
    /// the container's length (`"length * 0.8"`). SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`
    /// has no default spacing, so `count` needs `spacing`, and `span` or `spacing` need `count`.
    mutating func containerRelativeFrame(_ m: Int) throws(WireError) -> NodeKind {
        let owner = "containerRelativeFrame"
        var axes: AxisSet?
        var spec = ContainerRelativeFrameSpec(axes: .both)
        var span: Int?, spacing: Double?
        try forEachParameter(ofModifier: m, in: owner) { this, key, v throws(WireError) in
            let field = Field(owner: owner, key: key)
            switch key {
            case .axes: axes = try this.word(v, field, as: AxesName.self).axes
            case .alignment: spec.alignment = try this.alignment(v, field)
            case .count: spec.count = try this.columnCount(v, field)
            case .span: span = try this.columnCount(v, field)
            case .spacing: spacing = try this.number(v, field)
            case .length: spec.closure = try this.containerLength(v, field)
            default: return false
            }
            return true
        }
        guard let axes else { throw missing(.axes, in: owner, AxesName.table.choices) }
        spec.axes = axes
        if spec.closure != nil, spec.count != nil || span != nil || spacing != nil {
            throw error(.conflictingFields, "containerRelativeFrame takes either length or count/span/spacing, not both")
        }
        guard spec.count != nil else {
            if span != nil || spacing != nil { throw missing(.count, in: owner, "a whole number >= 1 with span or spacing") }
            return .containerRelativeFrame(spec)
        }
        guard let spacing else { throw missing(.spacing, in: owner, "a number with count (SwiftUI has no default)") }
        spec.spacing = spacing
        spec.span = span ?? 1
        return .containerRelativeFrame(spec)
    }

    /// The closure form's length: an expression over `length`, the container's length.
    private mutating func containerLength(_ v: Int, _ field: Field) throws(WireError) -> GuideExpression {
        let text = try string(v, field)
        var copy = text
        switch copy.withUTF8({ GuideExpressionParser.parse(UnsafeRawBufferPointer($0), axis: .horizontal, guides: nil, readsLength: true) }) {
        case .success(let expression): return expression
        case .failure(let failure):
            throw error(.invalidValue, "\(field) is not an expression over the container's length: \(failure.message) "
                        + "(column \(failure.column))")
        }
    }

    /// A whole number from 1 to `maxColumnCount` (a column or row count).
    mutating func columnCount(_ v: Int, _ field: Field) throws(WireError) -> Int {
        let n = try number(v, field)
        guard n >= 1, n == n.rounded(), n <= Double(Self.maxColumnCount) else {
            throw error(.outOfRange, "\(field) must be a whole number from 1 to \(Self.maxColumnCount)")
        }
        return Int(n)
    }
}
