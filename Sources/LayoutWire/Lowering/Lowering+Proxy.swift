import LayoutEngine

/// The layers whose lengths may be read from the proxy.
enum ProxyLengths: String {
    case frame, padding, offset, position

    init?(_ layer: WireModifierType.Layer) {
        switch layer {
        case .frame: self = .frame
        case .padding: self = .padding
        case .offset: self = .offset
        case .position: self = .position
        case .layoutPriority, .fixedSize, .aspectRatio, .scaledToFit, .scaledToFill, .border, .alignmentGuide,
             .relativeProposed, .ignoresSafeArea, .safeAreaPadding, .containerRelativeFrame:
            return nil
        }
    }
}

/// Lengths read from a GeometryReader's proxy: `frame`, `padding`, `offset` and `position` take
/// an expression over the innermost enclosing reader's size where they take a number
/// (`{"type": "frame", "width": "width * 0.5"}`), in the grammar of alignment-guide values
/// (`GuideExpressionParser`: numbers, `width`, `height`, `+ - * /`, `min(a, b)`, `max(a, b)`,
/// parentheses). The layer is resolved when the reader places its content (`ProxyLayer`);
/// outside any reader the size is the root's container, the proposal inside the safe area.
extension Lowering {
    /// Whether modifier `m` gives any length as an expression (a string other than `"infinity"`
    /// in a length member, or in `padding`'s `insets`): one pass over its members, without the
    /// pointer bookkeeping of a read, since every frame, padding, offset and position asks.
    func readsProxy(_ m: Int) -> Bool {
        for (k, v) in tape.members(m) {
            let key = tape.key(k)?.key
            switch tape.kind(v) {
            case .string where key != .type && key != .alignment && key != .edges: if !tape.equals(v, "infinity") { return true }
            case .object where key == .insets:
                for (_, inner) in tape.members(v) where tape.kind(inner) == .string { return true }
            default: continue
            }
        }
        return false
    }

    mutating func proxyLayer(_ type: ProxyLengths, _ m: Int) throws(WireError) -> NodeKind {
        var values: [Key: GuideExpression] = [:]
        var alignment = Alignment.center
        var edges: UInt8 = 15
        var insets: [Key: GuideExpression]?
        try forEachParameter(ofModifier: m, in: type.rawValue) { this, key, v throws(WireError) in
            let field = Field(owner: type.rawValue, key: key)
            switch (type, key) {
            case (.frame, .alignment): alignment = try this.alignment(v, field)
            case (.padding, .edges): edges = try this.edgeSet(v)
            case (.padding, .insets): insets = try this.proxyInsets(v)
            case (.frame, _) where key.isFrameLength, (.padding, .length), (.offset, .x), (.offset, .y),
                 (.position, .x), (.position, .y):
                if this.tape.kind(v) == .null { return true }
                values[key] = try this.proxyLength(v, field)
            default: return false
            }
            return true
        }
        let zero = GuideExpression.number(0)
        switch type {
        case .frame: return .proxyLayer(try proxyFrame(values, alignment))
        case .padding:
            if let insets {
                return .proxyLayer(.padding(top: insets[.top] ?? zero, leading: insets[.leading] ?? zero,
                                            bottom: insets[.bottom] ?? zero, trailing: insets[.trailing] ?? zero))
            }
            let length = values[.length] ?? .number(16)
            func edge(_ bit: UInt8) -> GuideExpression { edges & bit != 0 ? length : zero }
            return .proxyLayer(.padding(top: edge(1), leading: edge(2), bottom: edge(4), trailing: edge(8)))
        case .offset: return .proxyLayer(.offset(x: values[.x] ?? zero, y: values[.y] ?? zero))
        case .position: return .proxyLayer(.position(x: values[.x] ?? zero, y: values[.y] ?? zero))
        }
    }

    private func proxyFrame(_ values: [Key: GuideExpression], _ alignment: Alignment) throws(WireError) -> ProxyLayer {
        let flexible: [Key] = [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
        guard flexible.contains(where: { values[$0] != nil }) else {
            return .frame(width: values[.width], height: values[.height], alignment: alignment)
        }
        guard values[.width] == nil, values[.height] == nil else {
            throw error(.conflictingFields, "frame takes either width/height or min/ideal/max lengths, not both")
        }
        return .flexibleFrame(ProxyFlexibleFrame(
            minWidth: values[.minWidth], idealWidth: values[.idealWidth], maxWidth: values[.maxWidth],
            minHeight: values[.minHeight], idealHeight: values[.idealHeight], maxHeight: values[.maxHeight], alignment: alignment))
    }

    /// A number, `"infinity"`, or an expression over the reader's size.
    private mutating func proxyLength(_ v: Int, _ field: Field) throws(WireError) -> GuideExpression {
        switch tape.kind(v) {
        case .number: return .number(tape.number(v))
        case .string where tape.equals(v, "infinity"): return .number(.infinity)
        case .string:
            var text = tape.string(v)
            let parsed = text.withUTF8 { GuideExpressionParser.parse(UnsafeRawBufferPointer($0), axis: .horizontal, guides: nil) }
            switch parsed {
            case .success(let expression): return expression
            case .failure(let failure):
                throw error(.invalidValue, "\(field) is not an expression over the GeometryReader's size: \(failure.message) "
                            + "(column \(failure.column))")
            }
        default:
            throw error(.wrongType, "\(field) must be a number, \"infinity\" or an expression over the GeometryReader's size")
        }
    }

    private mutating func proxyInsets(_ v: Int) throws(WireError) -> [Key: GuideExpression] {
        var insets: [Key: GuideExpression] = [:]
        try forEachMember(of: object(v, "padding.insets"), in: "padding.insets") { this, key, value throws(WireError) in
            guard key == .top || key == .leading || key == .bottom || key == .trailing else { return false }
            insets[key] = try this.proxyLength(value, Field(owner: "padding.insets", key: key))
            return true
        }
        return insets
    }
}
