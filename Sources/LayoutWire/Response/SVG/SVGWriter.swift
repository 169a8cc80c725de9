import LayoutEngine

/// The walk over the `WireIndex` that draws the document (see `SVGEncoder`).
struct SVGWriter: ~Copyable {
    let index: WireIndex
    let result: LayoutResult
    let options: SVGOptions
    /// Where set, Text lines are drawn as glyph outlines (`TextOutlining`).
    let outlines: (any TextOutlining)?
    let grid: PixelGrid
    /// Whether the request's layout direction is right to left (where a row's separator starts).
    let rightToLeft: Bool
    var out: SVGMarkup

    consuming func finish() -> [UInt8] { out.finish() }

    /// The prologue with the SVG 1.1 document type (SVG 1.1 §1.3, "SVG namespace, public
    /// identifier and system identifier"), the style sheet, the window, its safe-area bands and
    /// the root view.
    mutating func document(proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(), deviceCornerRadius: Double? = nil) {
        let window = window(proposal)
        let canvas = canvas(around: window)
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n")
        out.raw("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n")
        out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
        out.attribute("width", canvas.size.width)
        out.attribute("height", canvas.size.height)
        out.raw(" viewBox=\"")
        out.number(canvas.origin.x)
        out.raw(" ")
        out.number(canvas.origin.y)
        out.raw(" ")
        out.number(canvas.size.width)
        out.raw(" ")
        out.number(canvas.size.height)
        out.raw("\">\n<title>Layout</title>\n")
        style()
        if isFinite(window) {
            out.raw("<rect class=\"window\"")
            out.rectAttributes(window)
            out.raw(" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"0.5\" stroke-dasharray=\"4 2\"/>\n")
            safeArea(window, safeAreaInsets)
            if let deviceCornerRadius { deviceOutline(window, cornerRadius: deviceCornerRadius) }
        }
        view(0, fallback: .zero)
        out.raw("</svg>\n")
    }

    /// SVG 1.1 §6.2 allows CSS in a `<style>` element; CDATA keeps the stylesheet's quotes as is.
    private mutating func style() {
        out.raw("<style type=\"text/css\"><![CDATA[\n")
        if let css = options.fontFaceCSS { out.cdata(css) }
        out.raw(".frame{fill:none;stroke:#8e8e93;stroke-width:0.5}\n")
        out.raw(".layer{fill:none;stroke:#af52de;stroke-width:0.5;stroke-dasharray:2 2}\n")
        out.raw(".label{font-family:sans-serif;font-size:9px;fill:#af52de}\n")
        out.raw("]]></style>\n")
    }

    /// The bands of `window` outside its safe area: the window's outline and the safe area's,
    /// filled even-odd. Leading and trailing are the layout direction's, as the frames are.
    private mutating func safeArea(_ window: Rect, _ insets: EdgeInsets) {
        guard insets != EdgeInsets() else { return }
        let (left, right) = rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        let inner = grid.round(Rect(x: left, y: insets.top, width: max(window.size.width - left - right, 0),
                                    height: max(window.size.height - insets.top - insets.bottom, 0)))
        out.raw("<path class=\"safe-area\" fill=\"#007aff\" fill-opacity=\"0.08\" fill-rule=\"evenodd\" d=\"")
        for rect in [window, inner] {
            out.raw("M")
            out.number(rect.origin.x)
            out.raw(" ")
            out.number(rect.origin.y)
            out.raw("h")
            out.number(rect.size.width)
            out.raw("v")
            out.number(rect.size.height)
            out.raw("h")
            out.number(-rect.size.width)
            out.raw("Z")
        }
        out.raw("\"/>\n")
    }

    /// The proposed window, or the layout's size on an axis the proposal leaves open.
    func window(_ proposal: ProposedViewSize) -> Rect {
        grid.round(Rect(x: 0, y: 0, width: finite(proposal.width) ?? result.size.width,
                        height: finite(proposal.height) ?? result.size.height))
    }

    /// The device's display: the window with the display's rounded corners (circular arcs of
    /// its corner radius; the display's own curve is Apple's continuous corner, which this
    /// outline only approaches), where content is cut off on the device.
    private mutating func deviceOutline(_ window: Rect, cornerRadius: Double) {
        out.raw("<rect class=\"device\"")
        out.rectAttributes(window)
        out.attribute("rx", cornerRadius)
        out.attribute("ry", cornerRadius)
        out.raw(" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"0.5\"/>\n")
    }

    /// The window grown to every finite drawn frame, so that nothing offset or overflowing is cut.
    func canvas(around window: Rect) -> Rect {
        var minX = 0.0, minY = 0.0
        var maxX = isFinite(window) ? window.size.width : 0, maxY = isFinite(window) ? window.size.height : 0
        for (i, frame) in result.frames.enumerated() where result.isPlaced(nodeIndex: i) {
            let r = grid.round(frame)
            guard isFinite(r) else { continue }
            minX = min(minX, r.origin.x)
            minY = min(minY, r.origin.y)
            maxX = max(maxX, r.origin.x + r.size.width)
            maxY = max(maxY, r.origin.y + r.size.height)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// One view as a group: backgrounds (outermost first), its own drawing and children, then
    /// overlays and borders (innermost first), which is the order in which SwiftUI stacks
    /// `background`, `overlay` and `border` layers; then outlines and the label. Recursion depth
    /// is bounded by the request's validated view depth.
    mutating func view(_ v: Int, fallback: Point) {
        let record = index.views[v]
        // A view its container does not show (a ViewThatFits's other candidates) draws nothing.
        if let node = record.node, !result.isPlaced(node) { return }
        let frame = record.node.map { grid.round(result.frames[$0.index]) } ?? Rect(origin: fallback, size: .zero)
        out.raw("<g class=\"view ")
        out.text(record.type.rawValue)
        out.raw("\">\n")
        for slot in record.modifiers.reversed() where index.modifiers[slot].type == .background {
            decoration(slot, viewFrame: frame)
        }
        if isFinite(frame) {
            out.raw("<rect class=\"frame\"")
            out.rectAttributes(frame)
            out.raw("/>\n")
            body(record, frame)
        }
        for member in [record.memberViews?.header, record.memberViews?.footer, record.memberViews?.value] {
            if let member { view(member, fallback: frame.origin) }
        }
        var next = record.firstChild
        while let child = next {
            view(child, fallback: frame.origin)
            next = index.views[child].nextSibling
        }
        for slot in record.modifiers where index.modifiers[slot].type != .background {
            decoration(slot, viewFrame: frame)
        }
        if options.layers { layerOutlines(record.modifiers) }
        if options.labels, let id = record.id, isFinite(frame) { label(id, at: frame.origin) }
        out.raw("</g>\n")
    }

    /// An overlay's or background's content, or a border; nothing for other modifiers.
    private mutating func decoration(_ slot: Int, viewFrame: Rect) {
        let modifier = index.modifiers[slot]
        let layer = modifier.frameNode.map { grid.round(result.frames[$0.index]) } ?? Rect(origin: viewFrame.origin, size: .zero)
        if let content = modifier.content { view(content, fallback: layer.origin) }
        if modifier.type == .border, isFinite(layer) { border(layer, modifier.paint) }
    }

    private mutating func layerOutlines(_ modifiers: Range<Int>) {
        for slot in modifiers {
            guard let node = index.modifiers[slot].node else { continue }
            let r = grid.round(result.frames[node.index])
            guard isFinite(r) else { continue }
            out.raw("<rect class=\"layer layer-")
            out.text(index.modifiers[slot].type.rawValue)
            out.raw("\"")
            out.rectAttributes(r)
            out.raw("/>\n")
        }
    }

    private mutating func label(_ id: String, at origin: Point) {
        out.raw("<text class=\"label\"")
        out.attribute("x", origin.x + 2)
        out.attribute("y", origin.y + 9)
        out.raw(">")
        out.text(id)
        out.raw("</text>\n")
    }

    func isFinite(_ r: Rect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    private func finite(_ length: Double?) -> Double? { length.flatMap { $0.isFinite ? $0 : nil } }
}
