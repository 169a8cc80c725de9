public import LayoutEngine

/// Writes the `200` body of `POST /v1/layout`: the request's tree with every frame filled in.
///
/// Member order is fixed (`type`, `id`, `frame`, `drawnFrame`, text fields, `modifiers`,
/// `children`), so equal inputs give byte-equal outputs. Frames are absolute, origin top-left:
/// the layout frames, unrounded but for floating-point residue (`ReportedNumber`), or as drawn on
/// the pixel grid, or both, as the request's `geometry` asks (`GeometryMode`). Lengths
/// are JSON numbers, except that an infinite one (only possible under an `"infinity"`
/// proposal) is the string `"infinity"` (or `"-infinity"`), and an undefined position (NaN,
/// e.g. centring inside an infinite frame) is `null`.
///
/// Views that make no node (an `EmptyView`, and everything attached to one) report a 0×0 frame
/// at the origin of the layer that holds them (the root's origin for the root) and no text
/// fields. Environment modifiers and `resizable` report the frame of the layer below them.
public enum WireEncoder {
    /// The response body for `request` laid out as `result`; `fontFamily` names the measurer's
    /// font in each Text's `font` (with the request's profile), and is left out when `nil`;
    /// `designFamilies` names the font of each design measured in a font of its own. With
    /// `sources` (a request translated from SwiftUI source) every view and modifier adds
    /// `source`, its range in that source.
    public static func encode(_ request: LayoutRequest, _ result: LayoutResult, fontFamily: String? = nil,
                              designFamilies: [FontDesign: String] = [:], sources: SourceRanges? = nil) -> [UInt8] {
        var writer = AnswerWriter(index: request.index, result: result, fontFamily: fontFamily,
                                  designFamilies: designFamilies, profile: request.profile,
                                  geometry: request.geometry, grid: PixelGrid(scale: request.displayScale),
                                  rightToLeft: request.layoutDirection == .rightToLeft,
                                  json: JSONWriter(capacity: 256 + request.index.views.count * 200),
                                  sources: sources.map { SourceTrail(ranges: $0) })
        writer.document()
        return writer.finish()
    }
}

/// The walk over the `WireIndex` that emits the layout answer's JSON (the HTTP server's
/// `ResponseWriter` writes the HTTP response around it).
struct AnswerWriter: ~Copyable {
    let index: WireIndex
    let result: LayoutResult
    let fontFamily: String?
    let designFamilies: [FontDesign: String]
    let profile: String
    let geometry: GeometryMode
    let grid: PixelGrid
    /// Whether the request's layout direction is right to left (where a row's separator starts).
    let rightToLeft: Bool
    var json: JSONWriter
    /// The request's pointer as the walk goes, when the response reports source ranges.
    var sources: SourceTrail?

    consuming func finish() -> [UInt8] { json.finish() }

    mutating func document() {
        json.raw("{\"size\":{\"width\":")
        length(result.size.width)
        json.raw(",\"height\":")
        length(result.size.height)
        json.raw("},\"view\":")
        sources?.push("/view")
        view(0, fallback: .zero)
        if let trace = result.trace { traceMember(trace) }
        sourceListMembers()
        json.raw("}")
    }

    /// One view: recursion depth is bounded by the request's validated view depth. A view its
    /// container did not place (or inside one) reports `"placed": false` instead of a frame.
    mutating func view(_ v: Int, fallback: Point, placed parentPlaced: Bool = true) {
        let record = index.views[v]
        let frame = record.node.map { result.frames[$0.index] } ?? Rect(origin: fallback, size: .zero)
        let placed = parentPlaced && !record.hidden && (record.node.map(result.isPlaced) ?? true)
        json.raw("{\"type\":\"")
        json.name(record.type.rawValue)
        json.byte(UInt8(ascii: "\""))
        if let id = record.id {
            json.raw(",\"id\":")
            json.string(id)
        }
        sourceMember()
        frameMembers(frame, placed: placed)
        if placed, let node = Self.textNode(of: record), let text = result.texts[node] { textFields(text) }
        if placed, let content = record.content { contentSize(result.frames[content.index].size) }
        if placed, let bar = record.navigationBar { navigationBar(bar) }
        if placed, let bar = record.tabBar { indicator("tabBar", bar) }
        if placed, let list = record.list { listSections(index.lists[list]) }
        if placed, let chevron = record.disclosureIndicator { indicator("disclosureIndicator", chevron) }
        if placed, let chevrons = record.menuIndicator { indicator("menuIndicator", chevrons) }
        if record.sizeUnknown { json.raw(",\"sizeUnknown\":true") }
        if let views = record.memberViews { memberViews(views, origin: frame.origin, placed: placed) }
        if !record.modifiers.isEmpty { modifiers(record.modifiers, viewFrame: frame, placed: placed) }
        if record.type.isContainer { children(of: record, origin: frame.origin, placed: placed) }
        json.byte(UInt8(ascii: "}"))
    }

    private mutating func modifiers(_ range: Range<Int>, viewFrame: Rect, placed viewPlaced: Bool) {
        json.raw(",\"modifiers\":[")
        for slot in range {
            let modifier = index.modifiers[slot]
            let layer = modifier.frameNode.map { result.frames[$0.index] } ?? Rect(origin: viewFrame.origin, size: .zero)
            let placed = viewPlaced && (modifier.frameNode.map(result.isPlaced) ?? true)
            if slot != range.lowerBound { json.byte(UInt8(ascii: ",")) }
            json.raw("{\"type\":\"")
            json.name(modifier.type.rawValue)
            json.byte(UInt8(ascii: "\""))
            sources?.push("/modifiers/\(slot - range.lowerBound)")
            sourceMember()
            frameMembers(layer, placed: placed)
            if let content = modifier.content {
                json.raw(",\"content\":")
                sources?.push("/content")
                view(content, fallback: layer.origin, placed: placed)
                sources?.pop()
            }
            sources?.pop()
            json.byte(UInt8(ascii: "}"))
        }
        json.byte(UInt8(ascii: "]"))
    }

    private mutating func children(of record: WireIndex.View, origin: Point, placed: Bool) {
        json.raw(",\"children\":[")
        var next = record.firstChild
        var position = 0
        while let child = next {
            if position > 0 { json.byte(UInt8(ascii: ",")) }
            sources?.push("/children/\(position)")
            view(child, fallback: origin, placed: placed)
            sources?.pop()
            position += 1
            next = index.views[child].nextSibling
        }
        json.byte(UInt8(ascii: "]"))
    }

    /// The node whose lines a view reports: a Text's own, a text field's text.
    static func textNode(of record: WireIndex.View) -> NodeID? {
        if record.type == .text { return record.node }
        if case .field(let text, _, _)? = record.control { return text }
        return nil
    }

    /// `,"navigationBar":{"frame":…,"titleDisplayMode":…}`: where a NavigationStack's bar is.
    private mutating func navigationBar(_ bar: WireIndex.NavigationBar) {
        json.raw(",\"navigationBar\":{\"frame\":")
        rect(geometry == .drawn ? grid.round(result.frames[bar.node.index]) : result.frames[bar.node.index])
        json.raw(bar.large ? ",\"titleDisplayMode\":\"large\"}" : ",\"titleDisplayMode\":\"inline\"}")
    }

    /// A ScrollView's `contentSize`: the size of what scrolls, in points.
    private mutating func contentSize(_ size: Size) {
        json.raw(",\"contentSize\":{\"width\":")
        length(size.width)
        json.raw(",\"height\":")
        length(size.height)
        json.byte(UInt8(ascii: "}"))
    }

    /// `,"frame":…` as `geometry` asks, and `,"drawnFrame":…` after it for `.both`; or
    /// `,"placed":false` for a view that is not shown.
    private mutating func frameMembers(_ r: Rect, placed: Bool) {
        guard placed else { return json.raw(",\"placed\":false") }
        json.raw(",\"frame\":")
        rect(geometry == .drawn ? grid.round(r) : r)
        if geometry == .both {
            json.raw(",\"drawnFrame\":")
            rect(grid.round(r))
        }
    }

    mutating func rect(_ r: Rect) {
        json.raw("{\"x\":")
        length(r.origin.x)
        json.raw(",\"y\":")
        length(r.origin.y)
        json.raw(",\"width\":")
        length(r.size.width)
        json.raw(",\"height\":")
        length(r.size.height)
        json.byte(UInt8(ascii: "}"))
    }

    /// A length or position in points, without floating-point residue.
    @inline(__always)
    mutating func length(_ value: Double) {
        json.number(ReportedNumber.clean(value))
    }
}
