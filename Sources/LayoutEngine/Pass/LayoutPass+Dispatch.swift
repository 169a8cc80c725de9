/// What the pass asks of a node's algorithm.
enum LayoutQuery {
    case size(ProposedViewSize)
    case place(Size, ProposedViewSize)
    case guide(AlignmentKey, Size, ProposedViewSize)
}

/// The algorithm's answer to a `LayoutQuery`.
enum LayoutAnswer {
    case size(Size)
    /// The children are placed: their slots hold where.
    case placed
    case guide(Double?)

    var size: Size { if case .size(let s) = self { s } else { .zero } }
    var guide: Double? { if case .guide(let g) = self { g } else { nil } }
}

extension LayoutPass {
    /// The single switch from node kinds to layout algorithms; it only forwards.
    func perform(_ id: NodeID, _ request: LayoutQuery) -> LayoutAnswer {
        let s = subviews(id)
        switch kind(id) {
        case .shape(let isCircle): return run(ShapeLayout(isCircle: isCircle), request, s)
        case .image(let size, let resizable): return run(ImageLayout(intrinsic: size, resizable: resizable), request, s)
        case .text: return run(TextLeafLayout(), request, s)
        case .spacer(let minLength, let axis): return run(SpacerLayout(minLength: minLength, axis: axis), request, s)
        case .divider(let axis):
            return run(DividerLayout(stackAxis: axis, thickness: 1 / environment.displayScale), request, s)
        case .stack(let spec):
            // A stack with exactly one child is not a container at all (OpenSwiftUI
            // `Sources/OpenSwiftUICore/Layout/LayoutView.swift`, `makeStaticView`).
            return s.count == 1 ? run(IdentityLayout(), request, s) : run(StackLayout(spec: spec), request, s)
        case .zStack(let alignment):
            return s.count == 1 ? run(IdentityLayout(), request, s) : run(ZStackLayout(alignment: alignment), request, s)
        case .geometryReader: return run(GeometryReaderLayout(), request, s)
        case .scrollView(let axes): return run(ScrollViewLayout(axes: axes), request, s)
        case .viewThatFits(let axes): return run(ViewThatFitsLayout(axes: axes), request, s)
        case .lazyStack(let spec): return run(LazyStackLayout(spec: spec), request, s)
        case .lazyGrid(let spec): return run(LazyGridLayout(spec: spec), request, s)
        case .grid(let spec): return run(GridLayout(spec: spec), request, s)
        case .gridRow: return run(GridRowLayout(), request, s)
        case .frame(let w, let h, let alignment): return run(FrameLayout(width: w, height: h, alignment: alignment), request, s)
        case .flexibleFrame(let spec): return run(FlexibleFrameLayout(spec: spec), request, s)
        case .containerRelativeFrame(let spec): return run(ContainerRelativeFrameLayout(spec: spec), request, s)
        case .padding(let insets): return run(PaddingLayout(insets: insets), request, s)
        case .overlay(let alignment), .background(let alignment): return run(OverlayLayout(alignment: alignment), request, s)
        case .border, .platformView, .layoutPriority, .gridCell: return run(IdentityLayout(), request, s)
        case .fixedSize(let h, let v): return run(FixedSizeLayout(horizontal: h, vertical: v), request, s)
        case .aspectRatio(let ratio, let fill): return run(AspectRatioLayout(ratio: ratio, fill: fill), request, s)
        case .offset(let x, let y): return run(OffsetLayout(offset: Point(x: x, y: y)), request, s)
        case .position(let x, let y): return run(PositionLayout(position: Point(x: x, y: y)), request, s)
        case .alignmentGuide(let key, let expression): return run(AlignmentGuideLayout(key: key, value: expression), request, s)
        case .relativeProposed(let w, let h): return run(RelativeProposedLayout(width: w, height: h), request, s)
        case .ignoresSafeArea(let edges): return run(IgnoresSafeAreaLayout(edges: edges), request, s)
        case .safeAreaInset(let spec): return run(SafeAreaInsetLayout(spec: spec), request, s)
        case .safeAreaPadding(let insets): return run(SafeAreaPaddingLayout(insets: insets), request, s)
        case .proxyLayer(let layer): return run(ProxyLayerLayout(layer: layer), request, s)
        case .navigationStack(let bar): return run(NavigationStackLayout(barHeight: bar), request, s)
        }
    }

    private func run<A: LayoutAlgorithm>(_ algorithm: A, _ request: LayoutQuery, _ s: Subviews) -> LayoutAnswer {
        switch request {
        case .size(let p):
            return .size(algorithm.sizeThatFits(p, subviews: s))
        case .place(let size, let p):
            algorithm.placeSubviews(in: size, proposal: p, subviews: s)
            return .placed
        case .guide(let key, let size, let p):
            return .guide(algorithm.explicitAlignment(key, in: size, proposal: p, subviews: s))
        }
    }
}
