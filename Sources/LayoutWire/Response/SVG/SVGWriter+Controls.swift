import LayoutEngine

extension SVGWriter {
    /// A control's own drawing, plain enough to see the layout: a field's text (a SecureField's
    /// title in the placeholder colour) and its rounded border; a Toggle's switch.
    mutating func control(_ control: WireIndex.Control, _ frame: Rect) {
        switch control {
        case .field(let textNode, let placeholder, let roundedBorder):
            if roundedBorder { roundedFieldBorder(frame) }
            if let text = result.texts[textNode] { lines(text, paint: placeholder ? .placeholder : .primary) }
        case .toggleSwitch(let node, let isOn):
            toggleSwitch(grid.round(result.frames[node.index]), isOn: isOn)
        case .segmented:
            fill(frame, .imagePlaceholder, cornerRadius: 8)  // plainly: the control's grey track
        case .stepper(let node):
            fill(grid.round(result.frames[node.index]), .imagePlaceholder, cornerRadius: 8)  // its grey background
        case .platter(let node):
            // Behind the label, drawn before it: the corner's curve spans about 10 (measured, the radius not known).
            fill(grid.round(result.frames[node.index]), .imagePlaceholder, cornerRadius: 10)
        case .progressBar(let node):
            // The track with round ends, plainly: a linear ProgressView's 4 points thick, a
            // Gauge's 16 (measured; docs/evidence/new-renders.md §1 and §3).
            let bar = grid.round(result.frames[node.index])
            fill(bar, .imagePlaceholder, cornerRadius: bar.size.height / 2)
        }
    }

    /// The rounded border: a one-pixel `#cccccc` line on the frame's inside edge, corners of
    /// about 5 (measured on iOS 18; docs/evidence/fields-and-progress.md).
    private mutating func roundedFieldBorder(_ frame: Rect) {
        let hairline = 1 / grid.scale
        let r = Rect(x: frame.origin.x + hairline / 2, y: frame.origin.y + hairline / 2,
                     width: max(0, frame.size.width - hairline), height: max(0, frame.size.height - hairline))
        out.raw("<rect class=\"field\"")
        out.rectAttributes(r)
        out.attribute("rx", 5)
        out.attribute("ry", 5)
        out.raw(" fill=\"none\"")
        paintAttributes(.fieldBorder, fill: false)
        out.attribute("stroke-width", hairline)
        out.raw("/>\n")
    }

    /// A UISwitch: a capsule, green when on and light grey when off, and a white knob at the
    /// end it is switched to (2 in from the edges).
    private mutating func toggleSwitch(_ frame: Rect, isOn: Bool) {
        fill(frame, isOn ? .switchOn : .switchOff, cornerRadius: frame.size.height / 2)
        let radius = max(0, frame.size.height / 2 - 2)
        out.raw("<circle class=\"knob\"")
        out.attribute("cx", isOn ? frame.origin.x + frame.size.width - 2 - radius : frame.origin.x + 2 + radius)
        out.attribute("cy", frame.origin.y + frame.size.height / 2)
        out.attribute("r", radius)
        out.raw(" fill=\"#ffffff\"/>\n")
    }

    /// A ProgressView's spinner, drawn plainly as a grey ring inside its frame.
    mutating func spinner(_ frame: Rect) {
        let width = frame.size.width / 10
        out.raw("<circle class=\"spinner\"")
        out.attribute("cx", frame.origin.x + frame.size.width / 2)
        out.attribute("cy", frame.origin.y + frame.size.height / 2)
        out.attribute("r", max(0, min(frame.size.width, frame.size.height) / 2 - width / 2))
        out.raw(" fill=\"none\"")
        paintAttributes(.menuIndicator, fill: false)
        out.attribute("stroke-width", width)
        out.raw("/>\n")
    }

    /// A Slider, plainly: its 4-point track 1 in from each end, centred 16 below the top, and a
    /// white thumb of 27 at the middle (measured on iOS 17; docs/evidence/fields-and-progress.md).
    mutating func slider(_ frame: Rect) {
        let y = frame.origin.y + 16
        fill(Rect(x: frame.origin.x + 1, y: y - 2, width: max(0, frame.size.width - 2), height: 4), .menuIndicator, cornerRadius: 2)
        out.raw("<circle class=\"thumb\"")
        out.attribute("cx", frame.origin.x + frame.size.width / 2)
        out.attribute("cy", y)
        out.attribute("r", 13.5)
        out.raw(" fill=\"#ffffff\"")
        paintAttributes(.separator, fill: false)
        out.raw("/>\n")
    }

}
