// The kinds, their algorithms and their ground truth. A new kind adds a row here and a case
// to `perform` (ARCHITECTURE.md, "Adding a layout kind"); `KindTableTests` checks that the
// rows and the switch name the same kinds, that each algorithm is in the file named, and that
// the fixtures exist. Cases: the files in Tests/ConformanceTests/Fixtures that exercise the
// kind most.
//
// | kind                   | algorithm                     | file                              | cases                                        |
// |------------------------|-------------------------------|-----------------------------------|----------------------------------------------|
// | shape                  | ShapeLayout                   | LeafLayouts.swift                 | leaves, seed, measured-containers            |
// | image                  | ImageLayout                   | LeafLayouts.swift                 | frame-flexible, symbols, measured-instructions |
// | text                   | TextLeafLayout                | TextLeafLayout.swift              | text, text-modifiers, measured-stacks-text   |
// | spacer                 | SpacerLayout                  | LeafLayouts.swift                 | spacing, leaves, controls                    |
// | divider                | DividerLayout                 | LeafLayouts.swift                 | leaves, measured-grid-signs                  |
// | stack                  | StackLayout (one child: none) | StackLayout.swift, StackDistribution.swift | hstack, vstack, spacing, priority   |
// | zStack                 | ZStackLayout                  | ZStackLayout.swift                | zstack, seed                                 |
// | geometryReader         | GeometryReaderLayout          | GeometryReaderLayout.swift        | geometryreader, measured-components          |
// | scrollView             | ScrollViewLayout              | ScrollViewLayout.swift            | scrollview, container-relative-frame         |
// | viewThatFits           | ViewThatFitsLayout            | ViewThatFitsLayout.swift          | viewthatfits                                 |
// | lazyStack              | LazyStackLayout               | LazyStackLayout.swift             | lazystacks                                   |
// | lazyGrid               | LazyGridLayout                | LazyGridLayout.swift, LazyGridTracks.swift | lazygrid, measured-grids            |
// | grid                   | GridLayout                    | GridLayout.swift, GridTracks.swift, GridCells.swift | grid, measured-grids       |
// | gridRow                | GridRowLayout                 | GridLayout.swift                  | grid, measured-grids                         |
// | frame                  | FrameLayout                   | FrameLayout.swift                 | frame-fixed, seed                            |
// | flexibleFrame          | FlexibleFrameLayout           | FlexibleFrameLayout.swift         | frame-flexible                               |
// | containerRelativeFrame | ContainerRelativeFrameLayout  | ContainerRelativeFrameLayout.swift | container-relative-frame                    |
// | padding                | PaddingLayout                 | PaddingLayout.swift               | padding, measured-app-components             |
// | overlay, background    | OverlayLayout                 | OverlayLayout.swift               | overlay-background, measured-components      |
// | border, platformView, layoutPriority, gridCell | IdentityLayout | LeafLayouts.swift           | overlay-background, controls, priority, grid |
// | fixedSize              | FixedSizeLayout               | FixedSizeLayout.swift             | fixedsize                                    |
// | aspectRatio            | AspectRatioLayout             | AspectRatioLayout.swift           | aspectratio, measured-instructions           |
// | offset                 | OffsetLayout                  | OffsetLayout.swift                | offset-position                              |
// | position               | PositionLayout                | OffsetLayout.swift                | offset-position, right-to-left               |
// | alignmentGuide         | AlignmentGuideLayout          | AlignmentGuideLayout.swift        | alignment-guides                             |
// | relativeProposed       | RelativeProposedLayout        | FixedSizeLayout.swift             | root-and-proposals, frame-flexible           |
// | ignoresSafeArea        | IgnoresSafeAreaLayout         | SafeAreaLayouts.swift             | safe-area, device-presets                    |
// | safeAreaInset          | SafeAreaInsetLayout           | SafeAreaLayouts.swift             | safe-area                                    |
// | safeAreaPadding        | SafeAreaPaddingLayout         | SafeAreaLayouts.swift             | safe-area                                    |
// | proxyLayer             | ProxyLayerLayout              | ProxyLayerLayout.swift            | geometryreader                               |
// | navigationStack        | NavigationStackLayout         | NavigationStackLayout.swift       | measured-containers, measured-navigation-components |

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
