import LayoutEngine

extension SVGWriter {
    /// A view's own drawing inside its drawn `frame`: shapes filled, a Divider as a hairline
    /// rectangle, an Image as a placeholder, a Text's lines; stacks, Spacers and EmptyViews draw
    /// nothing of their own.
    mutating func body(_ record: WireIndex.View, _ frame: Rect) {
        switch record.type {
        case .color, .rectangle:
            shape(frame, record.paint)
        case .roundedRectangle:
            // SVG 1.1 §9.2: rx and ry are clamped to half the width and height. SwiftUI's default
            // corner style is `.continuous`; circular arcs draw it to within a fraction of a point.
            shape(frame, record.paint, cornerRadius: record.paint?.length ?? 0)
        case .capsule:
            shape(frame, record.paint, cornerRadius: min(frame.size.width, frame.size.height) / 2)
        case .circle:
            // A Circle is the largest circle centred in its frame (SwiftUI `Circle.path(in:)`).
            circle(frame, record.paint)
        case .ellipse:
            fill(frame, SVGPaint.resolve(record.paint?.color), ellipse: true)
        case .divider:
            fill(frame, .separator)
        case .image:
            fill(frame, .imagePlaceholder)
        case .text:
            if let node = record.node, let text = result.texts[node] { lines(text) }
        case .spacer, .hStack, .vStack, .zStack, .geometryReader, .scrollView, .viewThatFits, .lazyVStack, .lazyHStack,
             .lazyVGrid, .lazyHGrid, .grid, .gridRow, .emptyView, .label, .navigationStack, .section, .tabView, .menu:
            break
        case .toggle, .stepper, .textField, .secureField, .button, .gauge:
            if let control = record.control { self.control(control, frame) }
        case .progressView:
            if let control = record.control { self.control(control, frame) } else { spinner(frame) }
        case .slider:
            slider(frame)
        case .navigationLink:
            if let chevron = record.disclosureIndicator { fill(grid.round(result.frames[chevron.index]), .disclosureIndicator) }
        case .picker:
            if let chevrons = record.menuIndicator { fill(grid.round(result.frames[chevrons.index]), .menuIndicator) }
            if let control = record.control { self.control(control, frame) }
        case .list, .form:
            if let list = record.list { listBody(frame, index.lists[list]) }
        }
    }

    /// A List or Form: the grouped background over its frame, each section's card (white, with
    /// corners of radius 10, measured) and the rows' separators (`ListSeparators`); in the
    /// plain style, a white background and a separator under every row (measured).
    private mutating func listBody(_ frame: Rect, _ list: WireIndex.ListBody) {
        fill(frame, list.plain ? .cell : .groupedBackground)
        for section in list.sections {
            guard let card = section.card else { continue }
            if !list.plain { fill(grid.round(result.frames[card.index]), .cell, cornerRadius: 10) }
            for (j, row) in section.rows.enumerated() where ListSeparators.isDrawn(under: j, of: section, plain: list.plain) {
                let cell = grid.round(result.frames[row.cell.index])
                fill(ListSeparators.frame(below: cell, hairline: 1 / grid.scale, rightToLeft: rightToLeft, plain: list.plain), .listSeparator)
            }
        }
    }

    /// A border: SwiftUI strokes it inside the layer's frame (`Rectangle().strokeBorder`), so the
    /// stroke's centre line runs half its width inside the edge.
    mutating func border(_ layer: Rect, _ paint: WireIndex.Paint?) {
        let width = paint?.length ?? 1
        guard width > 0 else { return }
        let inset = min(width / 2, layer.size.width / 2, layer.size.height / 2)
        let r = Rect(x: layer.origin.x + inset, y: layer.origin.y + inset,
                     width: layer.size.width - 2 * inset, height: layer.size.height - 2 * inset)
        let colour = SVGPaint.resolve(paint?.color)
        out.raw("<rect class=\"border\"")
        out.rectAttributes(r)
        out.raw(" fill=\"none\"")
        paintAttributes(colour, fill: false)
        out.attribute("stroke-width", width)
        out.raw("/>\n")
    }

    private mutating func shape(_ frame: Rect, _ paint: WireIndex.Paint?, cornerRadius: Double = 0) {
        fill(frame, SVGPaint.resolve(paint?.color), cornerRadius: cornerRadius)
    }

    /// A `rect` (with `rx`/`ry` when rounded) or an `ellipse` filling `frame`.
    mutating func fill(_ frame: Rect, _ paint: SVGPaint, cornerRadius: Double = 0, ellipse: Bool = false) {
        out.raw(ellipse ? "<ellipse" : "<rect")
        out.raw(" class=\"shape\"")
        if ellipse {
            out.attribute("cx", frame.origin.x + frame.size.width / 2)
            out.attribute("cy", frame.origin.y + frame.size.height / 2)
            out.attribute("rx", frame.size.width / 2)
            out.attribute("ry", frame.size.height / 2)
        } else {
            out.rectAttributes(frame)
            if cornerRadius > 0 {
                out.attribute("rx", cornerRadius)
                out.attribute("ry", cornerRadius)
            }
        }
        paintAttributes(paint, fill: true)
        out.raw("/>\n")
    }

    private mutating func circle(_ frame: Rect, _ paint: WireIndex.Paint?) {
        out.raw("<circle class=\"shape\"")
        out.attribute("cx", frame.origin.x + frame.size.width / 2)
        out.attribute("cy", frame.origin.y + frame.size.height / 2)
        out.attribute("r", min(frame.size.width, frame.size.height) / 2)
        paintAttributes(SVGPaint.resolve(paint?.color), fill: true)
        out.raw("/>\n")
    }

    /// ` fill="…"` (or ` stroke="…"`) and its opacity when not opaque.
    mutating func paintAttributes(_ paint: SVGPaint, fill: Bool) {
        out.attribute(fill ? "fill" : "stroke", paint.color)
        if paint.opacity < 1 { out.attribute(fill ? "fill-opacity" : "stroke-opacity", paint.opacity) }
    }
}
