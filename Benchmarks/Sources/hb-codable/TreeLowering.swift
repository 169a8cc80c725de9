import LayoutEngine

/// Where one wire view went in the engine tree: its own node, its modifier layers (inner to
/// outer) and its children.
struct LoweredView {
    var node: NodeID
    var layers: [NodeID]
    var children: [LoweredView]

    /// The outermost layer: what the parent lays out.
    var outer: NodeID { layers.last ?? node }
}

struct LoweringError: Error, CustomStringConvertible {
    var description: String
}

/// Turns decoded wire views into engine nodes with `LayoutTree.Builder`.
struct TreeLowering {
    var builder = LayoutTree.Builder()

    /// Lowers `view`; `stackAxis` is the major axis of the enclosing stack (Spacers need it).
    mutating func view(_ view: WireView, stackAxis: Axis?) throws -> LoweredView {
        var children: [LoweredView] = []
        let node: NodeID
        switch view.type {
        case "HStack", "VStack":
            let axis: Axis = view.type == "HStack" ? .horizontal : .vertical
            children = try (view.children ?? []).map { try self.view($0, stackAxis: axis) }
            let spec = StackSpec(axis: axis, alignment: try view.alignment.map { try Self.guide($0, axis: axis.other) },
                                 spacing: view.spacing)
            node = builder.add(.stack(spec), children: children.map(\.outer))
        case "ZStack":
            children = try (view.children ?? []).map { try self.view($0, stackAxis: nil) }
            node = builder.add(.zStack(alignment: try Self.alignment(view.alignment)), children: children.map(\.outer))
        case "Text":
            node = builder.add(.text(TextContent(view.text ?? "", font: try Self.font(view.font))))
        case "Image":
            node = builder.add(.image(intrinsic: Size(width: view.width ?? 0, height: view.height ?? 0), resizable: false))
        case "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse":
            node = builder.add(.shape(isCircle: false))
        case "Circle":
            node = builder.add(.shape(isCircle: true))
        case "Spacer":
            node = builder.add(.spacer(minLength: view.minLength, axis: stackAxis))
        default:
            throw LoweringError(description: "unsupported view type \(view.type)")
        }
        var layers: [NodeID] = []
        for modifier in view.modifiers ?? [] {
            layers.append(builder.add(try Self.kind(of: modifier), children: [layers.last ?? node]))
        }
        return LoweredView(node: node, layers: layers, children: children)
    }

    static func kind(of modifier: WireModifier) throws -> NodeKind {
        switch modifier.type {
        case "frame":
            let flexible = [modifier.minWidth, modifier.idealWidth, modifier.maxWidth,
                            modifier.minHeight, modifier.idealHeight, modifier.maxHeight].contains { $0 != nil }
            let alignment = try alignment(modifier.alignment)
            guard flexible else {
                return .frame(width: modifier.width?.value, height: modifier.height?.value, alignment: alignment)
            }
            return .flexibleFrame(FlexibleFrameSpec(
                minWidth: modifier.minWidth?.value, idealWidth: modifier.idealWidth?.value, maxWidth: modifier.maxWidth?.value,
                minHeight: modifier.minHeight?.value, idealHeight: modifier.idealHeight?.value,
                maxHeight: modifier.maxHeight?.value, alignment: alignment))
        case "padding":
            return .padding(insets(modifier))
        case "relativeProposed":
            return .relativeProposed(width: modifier.width?.value ?? 1, height: modifier.height?.value ?? 1)
        default:
            throw LoweringError(description: "unsupported modifier \(modifier.type)")
        }
    }

    static func insets(_ modifier: WireModifier) -> EdgeInsets {
        if let i = modifier.insets {
            return EdgeInsets(top: i.top ?? 0, leading: i.leading ?? 0, bottom: i.bottom ?? 0, trailing: i.trailing ?? 0)
        }
        let length = modifier.length ?? 16
        let edges = Set(modifier.edges?.names ?? ["all"])
        func has(_ names: String...) -> Double { names.contains(where: edges.contains) ? length : 0 }
        return EdgeInsets(top: has("all", "vertical", "top"), leading: has("all", "horizontal", "leading"),
                          bottom: has("all", "vertical", "bottom"), trailing: has("all", "horizontal", "trailing"))
    }

    /// A stack's alignment guide on its minor axis.
    static func guide(_ name: String, axis: Axis) throws -> AlignmentKey {
        switch (name, axis) {
        case ("leading", .horizontal): .leading
        case ("center", .horizontal): .horizontalCenter
        case ("trailing", .horizontal): .trailing
        case ("top", .vertical): .top
        case ("center", .vertical): .verticalCenter
        case ("bottom", .vertical): .bottom
        case ("firstTextBaseline", .vertical): .firstTextBaseline
        case ("lastTextBaseline", .vertical): .lastTextBaseline
        default: throw LoweringError(description: "unsupported alignment \(name)")
        }
    }

    /// A two-axis alignment by name (`center` when absent).
    static func alignment(_ name: String?) throws -> Alignment {
        let pairs: [String: (AlignmentKey, AlignmentKey)] = [
            "topLeading": (.leading, .top), "top": (.horizontalCenter, .top), "topTrailing": (.trailing, .top),
            "leading": (.leading, .verticalCenter), "center": (.horizontalCenter, .verticalCenter),
            "trailing": (.trailing, .verticalCenter), "bottomLeading": (.leading, .bottom),
            "bottom": (.horizontalCenter, .bottom), "bottomTrailing": (.trailing, .bottom),
        ]
        guard let pair = pairs[name ?? "center"] else { throw LoweringError(description: "unsupported alignment \(name ?? "")") }
        return Alignment(horizontal: pair.0, vertical: pair.1)
    }

    static func font(_ font: WireFont?) throws -> Font {
        switch font {
        case nil: return .body
        case .style(let name):
            guard let style = TextStyle(rawValue: name) else { throw LoweringError(description: "unknown text style \(name)") }
            return Font(style)
        case .custom(let size, let weight):
            let weights = ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                           "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
            return Font(size: size, weight: weight.flatMap { weights[$0] } ?? 400)
        }
    }
}
