import LayoutWire

/// How Swift spells each wire modifier. One exhaustive switch: a modifier added to the wire
/// does not build until it has its entry here (ARCHITECTURE.md, "SwiftUI source"). A modifier's
/// Swift name is its wire type.
extension WireModifierType {
    /// The overloads read, tried in order.
    var swiftSignatures: [Signature] {
        switch self {
        case .frame:
            return [[Param(.width, .length), Param(.height, .length), Param(.alignment, .alignment)],
                    [Key.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight].map { Param($0, .length) }
                        + [Param(.alignment, .alignment)]]
        case .padding, .safeAreaPadding:
            return [[Param(nil, .edgeInsets, key: .insets, required: true)],
                    [Param(nil, .edgeSet, key: .edges), Param(nil, .length, key: .length)],
                    [Param(nil, .number, key: .length, required: true)]]
        case .layoutPriority: return [[Param(nil, .number, key: .value, required: true)]]
        case .fixedSize: return [[], [Param(.horizontal, .bool, required: true), Param(.vertical, .bool, required: true)]]
        case .aspectRatio:
            return [[Param(nil, .numberOrNull, key: .ratio), Param(.contentMode, .contentMode, required: true)]]
        case .scaledToFit, .scaledToFill, .resizable: return [[]]
        case .offset, .position: return [[Param(.x, .number), Param(.y, .number)]]
        case .overlay, .background:
            return [[Param(.alignment, .alignment), Param(.content, .layers, required: true)],
                    [Param(nil, .layers, key: .content, required: true), Param(.alignment, .alignment)]]
        case .border: return [[Param(nil, .color, key: .color, required: true), Param(.width, .number)]]
        case .alignmentGuide:
            return [[Param(nil, .guideName, key: .guide, required: true),
                     Param("computeValue", .guideValue, key: .value, required: true)]]
        case .relativeProposed: return [[Param(.width, .number), Param(.height, .number)]]
        case .font: return [[Param(nil, .font, key: .font, required: true)]]
        case .fontWeight: return [[Param(nil, .fontWeight, key: .weight, required: true)]]
        case .lineLimit: return [[Param(nil, .lineLimit, key: .limit, required: true)]]
        case .multilineTextAlignment: return [[Param(nil, .textAlignment, key: .alignment, required: true)]]
        case .bold, .italic, .monospacedDigit, .labelsHidden: return [[]]
        case .fontDesign: return [[Param(nil, .fontDesignOrNull, key: .design, required: true)]]
        case .kerning, .tracking, .lineSpacing: return [[Param(nil, .number, key: .value, required: true)]]
        case .minimumScaleFactor: return [[Param(nil, .scaleFactor, key: .value, required: true)]]
        case .truncationMode: return [[Param(nil, .truncationMode, key: .value, required: true)]]
        case .textCase: return [[Param(nil, .textCaseOrNull, key: .value, required: true)]]
        case .dynamicTypeSize: return [[Param(nil, .dynamicTypeSize, key: .value, required: true)]]
        case .allowsTightening: return [[Param(nil, .bool, key: .value, required: true)]]
        case .gridCellColumns: return [[Param(nil, .integer, key: .count, required: true)]]
        case .gridColumnAlignment: return [[Param(nil, .horizontalAlignment, key: .alignment, required: true)]]
        case .gridCellAnchor: return [[Param(nil, .unitPoint, key: .anchor, required: true)]]
        case .gridCellUnsizedAxes: return [[Param(nil, .axes, key: .axes, required: true)]]
        case .ignoresSafeArea: return [[Param(nil, .safeAreaRegions, key: .regions), Param(.edges, .edgeSet)]]
        case .containerRelativeFrame:
            return [[Param(nil, .axes, key: .axes, required: true), Param(.alignment, .alignment)],
                    [Param(nil, .axes, key: .axes, required: true), Param(.count, .integer, required: true),
                     Param(.span, .integer), Param(.spacing, .number, required: true), Param(.alignment, .alignment)],
                    [Param(nil, .axes, key: .axes, required: true), Param(.alignment, .alignment),
                     Param(nil, .containerLength, key: .length, required: true)]]
        case .imageScale: return [[Param(nil, .imageScale, key: .value, required: true)]]
        case .controlSize: return [[Param(nil, .controlSize, key: .value, required: true)]]
        // SwiftUI sets it as `.environment(\.defaultMinListRowHeight, h)` (`environmentModifier`).
        case .defaultMinListRowHeight: return [[Param(nil, .rowHeight, key: .value, required: true)]]
        case .listRowSeparator: return [[Param(nil, .visibility, key: .visibility, required: true), Param(.edges, .verticalEdges)]]
        case .listRowInsets: return [[Param(nil, .edgeInsets, key: .insets, required: true)]]
        case .safeAreaInset:
            return [[Param(.edge, .edge, required: true), Param(.alignment, .eitherAlignment), Param(.spacing, .length),
                     Param(.content, .view, required: true)]]
        }
    }
}
