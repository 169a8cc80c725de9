import LayoutEngine

extension AnswerWriter {
    /// `,"sections":[…]`: a List's or Form's sections, each with its card's `frame` (left out
    /// for a section without rows) and its `rows`, each row's cell `frame` and, for every row
    /// but a section's last (in the plain style, every row), its `separator`
    /// (`ListSeparators`). Drawn on the pixel grid when the request asks for drawn geometry, as
    /// a navigation bar is.
    mutating func listSections(_ list: WireIndex.ListBody) {
        json.raw(",\"sections\":[")
        for (i, section) in list.sections.enumerated() {
            if i > 0 { json.byte(UInt8(ascii: ",")) }
            json.byte(UInt8(ascii: "{"))
            if let card = section.card {
                json.raw("\"frame\":")
                rect(reported(card))
                json.byte(UInt8(ascii: ","))
            }
            json.raw("\"rows\":[")
            for (j, row) in section.rows.enumerated() {
                if j > 0 { json.byte(UInt8(ascii: ",")) }
                let cell = reported(row.cell)
                json.raw("{\"frame\":")
                rect(cell)
                if ListSeparators.isDrawn(under: j, of: section, plain: list.plain) {
                    json.raw(",\"separator\":")
                    rect(ListSeparators.frame(below: cell, hairline: 1 / grid.scale, rightToLeft: rightToLeft, plain: list.plain))
                }
                json.byte(UInt8(ascii: "}"))
            }
            json.raw("]}")
        }
        json.byte(UInt8(ascii: "]"))
    }

    /// A Section's `,"header":{…}` and `,"footer":{…}`, a Picker's `,"value":{…}`: each view,
    /// as any other, at its pointer (`/header`, `/footer`, `/value`).
    mutating func memberViews(_ views: WireIndex.MemberViews, origin: Point, placed: Bool) {
        for (key, view) in [("header", views.header), ("footer", views.footer), ("value", views.value)] {
            guard let view else { continue }
            json.raw(",\"")
            json.name(key)
            json.raw("\":")
            sources?.push("/" + key)
            self.view(view, fallback: origin, placed: placed)
            sources?.pop()
        }
    }

    /// A row's accessory, `,"disclosureIndicator":{"frame":…}` (a NavigationLink's chevron) or
    /// `,"menuIndicator":{"frame":…}` (a Picker's): the symbol's box.
    mutating func indicator(_ name: String, _ node: NodeID) {
        json.raw(",\"")
        json.name(name)
        json.raw("\":{\"frame\":")
        rect(reported(node))
        json.byte(UInt8(ascii: "}"))
    }

    private func reported(_ node: NodeID) -> Rect {
        geometry == .drawn ? grid.round(result.frames[node.index]) : result.frames[node.index]
    }
}
