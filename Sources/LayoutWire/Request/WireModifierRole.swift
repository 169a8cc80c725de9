/// What each wire modifier is to lowering: one exhaustive switch (`role`), and an enum of its own
/// for each family that lowering reads case by case, so that every switch over a family has an
/// arm per modifier and no `default:`. A modifier added to `WireModifierType` does not build
/// until it has its role, and then until each switch of its family has its arm (ARCHITECTURE.md,
/// "Adding a layout kind"). The families spell their cases as the wire does (`rawValue`), which
/// a test checks, so messages can name a modifier by either.
extension WireModifierType {
    public enum Role: Sendable, Equatable {
        /// A layout layer around the view (`Lowering.layerKind`).
        case layer(Layer)
        /// A `gridCell` layer: one of the cell modifiers a Grid reads (`Lowering.gridCell`).
        case gridCell(GridCellModifier)
        /// A layer with a second view, its `content` (`Lowering.lowerModifiers`).
        case withContent(ContentModifier)
        /// A value of the environment of the views inside: no layer (`Lowering.textEdit`).
        case environment(EnvironmentModifier)
        /// Read by the enclosing List from its row's own modifiers: no layer (`Lowering.lowerList`).
        case listRow(ListRowModifier)
        /// A method of Image in Swift, read with the image: no layer (`resizable`).
        case imageMethod
    }

    public enum Layer: String, Sendable, CaseIterable {
        case frame, padding, layoutPriority, fixedSize, aspectRatio, scaledToFit, scaledToFill
        case offset, position, border, alignmentGuide, relativeProposed
        case ignoresSafeArea, safeAreaPadding, containerRelativeFrame
    }

    public enum GridCellModifier: String, Sendable, CaseIterable {
        case gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes
    }

    public enum ContentModifier: String, Sendable, CaseIterable {
        case overlay, background, safeAreaInset
    }

    public enum EnvironmentModifier: String, Sendable, CaseIterable {
        case font, fontWeight, fontDesign, lineLimit, multilineTextAlignment
        case bold, italic, monospacedDigit, kerning, tracking, lineSpacing, truncationMode, textCase, dynamicTypeSize
        case minimumScaleFactor, allowsTightening, imageScale, labelsHidden, controlSize, defaultMinListRowHeight
    }

    public enum ListRowModifier: String, Sendable, CaseIterable {
        case listRowInsets, listRowSeparator
    }

    public var role: Role {
        switch self {
        case .frame: .layer(.frame)
        case .padding: .layer(.padding)
        case .layoutPriority: .layer(.layoutPriority)
        case .fixedSize: .layer(.fixedSize)
        case .aspectRatio: .layer(.aspectRatio)
        case .scaledToFit: .layer(.scaledToFit)
        case .scaledToFill: .layer(.scaledToFill)
        case .offset: .layer(.offset)
        case .position: .layer(.position)
        case .border: .layer(.border)
        case .alignmentGuide: .layer(.alignmentGuide)
        case .relativeProposed: .layer(.relativeProposed)
        case .ignoresSafeArea: .layer(.ignoresSafeArea)
        case .safeAreaPadding: .layer(.safeAreaPadding)
        case .containerRelativeFrame: .layer(.containerRelativeFrame)
        case .gridCellColumns: .gridCell(.gridCellColumns)
        case .gridColumnAlignment: .gridCell(.gridColumnAlignment)
        case .gridCellAnchor: .gridCell(.gridCellAnchor)
        case .gridCellUnsizedAxes: .gridCell(.gridCellUnsizedAxes)
        case .overlay: .withContent(.overlay)
        case .background: .withContent(.background)
        case .safeAreaInset: .withContent(.safeAreaInset)
        case .font: .environment(.font)
        case .fontWeight: .environment(.fontWeight)
        case .fontDesign: .environment(.fontDesign)
        case .lineLimit: .environment(.lineLimit)
        case .multilineTextAlignment: .environment(.multilineTextAlignment)
        case .bold: .environment(.bold)
        case .italic: .environment(.italic)
        case .monospacedDigit: .environment(.monospacedDigit)
        case .kerning: .environment(.kerning)
        case .tracking: .environment(.tracking)
        case .lineSpacing: .environment(.lineSpacing)
        case .truncationMode: .environment(.truncationMode)
        case .textCase: .environment(.textCase)
        case .dynamicTypeSize: .environment(.dynamicTypeSize)
        case .minimumScaleFactor: .environment(.minimumScaleFactor)
        case .allowsTightening: .environment(.allowsTightening)
        case .imageScale: .environment(.imageScale)
        case .labelsHidden: .environment(.labelsHidden)
        case .controlSize: .environment(.controlSize)
        case .defaultMinListRowHeight: .environment(.defaultMinListRowHeight)
        case .listRowInsets: .listRow(.listRowInsets)
        case .listRowSeparator: .listRow(.listRowSeparator)
        case .resizable: .imageMethod
        }
    }
}
