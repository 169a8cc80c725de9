import LayoutEngine
import Testing
@testable import LayoutWire

/// List and Form in the inset grouped style: sections of rows in cards 20 points from the list's
/// edges, each row at least 44 tall with its content 20 from the card's edges, headers above the
/// cards, separators under every row of a section but its last (measured metrics:
/// `InsetGroupedMetrics`). The GridMeasurer's lines are 20 tall, 16 of them above the baseline.
@Suite("List, Form and Section")
struct ListDecodingTests {
    typealias M = InsetGroupedMetrics
    private static let row = #"{"type": "Color", "modifiers": [{"type": "frame", "height": 10}]}"#
    private static let tallRow = #"{"type": "Color", "id": "tall", "modifiers": [{"type": "frame", "height": 60}]}"#

    private func list(_ children: String, type: String = "List", environment: String = "") throws -> [String: Any] {
        try response(#"{"proposal": {"width": 390, "height": 700}\#(environment), "view": {"type": "\#(type)", "id": "l", "children": [\#(children)]}}"#)
    }

    private func sections(_ body: [String: Any]) -> [[String: Any]] {
        (body["view"] as? [String: Any])?["sections"] as? [[String: Any]] ?? []
    }

    /// Lengths to the micropoint, as the response writes them to 10⁻⁹.
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Double] {
        [x, y, width, height].map(micro)
    }

    private func frame(_ value: Any?) -> [Double] {
        let f = value as? [String: Any] ?? [:]
        return ["x", "y", "width", "height"].map { micro((f[$0] as? Double) ?? .nan) }
    }

    private func micro(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }

    @Test("Rows outside a Section are one card 35 below the top and 20 in from each edge; a row is at least 44 tall")
    func implicitSection() throws {
        let body = try list("\(Self.row), \(Self.tallRow)")
        let section = try #require(sections(body).first)
        let cardHeight: Double = 44 + 60 + 2 * M.rowVerticalInset
        #expect(frame(section["frame"]) == rect(20, M.firstCardTop, 350, cardHeight))
        let rows = section["rows"] as? [[String: Any]] ?? []
        let tallHeight: Double = 60 + 2 * M.rowVerticalInset
        let expected: [[Double]] = [[20, 35, 350, 44], [20, 79, 350, tallHeight]]
        #expect(rows.map { frame($0["frame"]) } == expected)
        #expect(frame(rows[0]["separator"]) == rect(40, 79 - 1.0 / 3, 330, 1.0 / 3), "one pixel along the row's bottom, from its content")
        #expect(rows[1]["separator"] == nil, "a section's last row has none")
        let tall = try #require(((body["view"] as? [String: Any])?["children"] as? [[String: Any]])?.last)
        #expect(frame(tall["frame"]) == rect(40, 79 + M.rowVerticalInset, 310, 60), "the row's content inset 20 from the card's edges")
    }

    @Test("A Section's frame is its card; its header, in the footnote style, sits above it and is reported under header")
    func headers() throws {
        let header = #"{"type": "Text", "id": "h", "text": "Fruits"}"#
        let body = try list(#"{"type": "Section", "id": "s", "header": \#(header), "children": [\#(Self.row)]}"#)
        let view = try #require((body["view"] as? [String: Any])?["children"] as? [[String: Any]])
        let cardTop = M.firstHeaderTop + 20 + M.headerInsets.bottom
        #expect(frame(view[0]["frame"]) == rect(20, cardTop, 350, 44))
        let h = try #require(view[0]["header"] as? [String: Any])
        #expect(frame(h["frame"]) == rect(40, M.firstHeaderTop, 60, 20))
        #expect((h["font"] as? [String: Any])?["textStyle"] as? String == "footnote")
        #expect((h["lines"] as? [[String: Any]])?.first?["text"] as? String == "FRUITS", "upper-cased, as iOS sets a grouped header")
    }

    @Test("Sections follow each other 35 apart without a header, and with one its line box starts 34 below the card above")
    func spacing() throws {
        let header = #"{"type": "Text", "text": "B"}"#
        let body = try list(#"{"type": "Section", "children": [\#(Self.row)]}, {"type": "Section", "header": \#(header), "children": [\#(Self.row)]}, \#(Self.row)"#)
        let tops: [Double] = sections(body).map { frame($0["frame"])[1] }
        let second = 35 + 44 + M.headerTopAfterCard + 20 + M.headerInsets.bottom
        #expect(tops == [35, second, second + 44 + M.cardGapWithoutHeader].map(micro), "a run of rows after a Section is a section of its own")
        let content = (body["view"] as? [String: Any])?["contentSize"] as? [String: Any]
        #expect((content?["height"] as? Double).map(micro) == micro(second + 88 + M.cardGapWithoutHeader), "the content ends at the last card")
    }

    @Test("A Form is laid out as a List; a Section without rows shows no card")
    func form() throws {
        let body = try list(#"{"type": "Section", "children": [{"type": "EmptyView"}]}, \#(Self.row)"#, type: "Form")
        let all = sections(body)
        #expect(all.count == 2)
        #expect(all[0]["frame"] == nil && (all[0]["rows"] as? [Any])?.isEmpty == true)
        #expect(frame(all[1]["frame"]) == rect(20, 35, 350, 44))
    }

    @Test("defaultMinListRowHeight around a List is its rows' least height in place of 44, in both styles; set on a row it is not read")
    func defaultMinRowHeight() throws {
        func rowHeights(style: String, minimum: String, rowModifier: String = "") throws -> [Double] {
            let row = #"{"type": "Color", "modifiers": [{"type": "frame", "height": 10}\#(rowModifier)]}"#
            let json = #"{"proposal": {"width": 390, "height": 700}, "view": {"type": "VStack", "modifiers": [\#(minimum)], "children": [{"type": "List", "id": "l", "style": "\#(style)", "children": [\#(row), \#(Self.tallRow)]}]}}"#
            let list = try #require(try response(json)[object: "view"]?[objects: "children"].first)
            let rows = list[objects: "sections"].first?[objects: "rows"] ?? []
            return rows.map { frame($0["frame"])[3] }
        }
        let ten = #"{"type": "defaultMinListRowHeight", "value": 10}"#
        let tall = micro(60 + 2 * M.rowVerticalInset)
        for style in ["insetGrouped", "plain"] {
            #expect(try rowHeights(style: style, minimum: ten) == [micro(10 + 2 * M.rowVerticalInset), tall], "\(style)")
            #expect(try rowHeights(style: style, minimum: #"{"type": "defaultMinListRowHeight", "value": 100}"#) == [100, 100])
        }
        #expect(try rowHeights(style: "insetGrouped", minimum: #"{"type": "padding", "length": 0}"#, rowModifier: ", \(ten)") == [44, tall])
        #expect(decodeError(request(#"{"type": "List", "modifiers": [{"type": "defaultMinListRowHeight", "value": -1}]}"#))?.kind == .outOfRange)
    }

    @Test("A row's own listRowInsets replace its cell's insets; on a view inside a row they change nothing")
    func rowInsets() throws {
        let zero = #"{"type": "listRowInsets", "insets": {}}"#
        let inner = #"{"type": "Color", "id": "inner", "modifiers": [{"type": "frame", "height": 10}, \#(zero)]}"#
        let body = try list(#"{"type": "Color", "id": "flush", "modifiers": [{"type": "frame", "height": 50}, \#(zero)]}, {"type": "HStack", "id": "row", "children": [\#(inner)]}"#)
        let children = try #require((body["view"] as? [String: Any])?["children"] as? [[String: Any]])
        #expect(frame(children[0]["frame"]) == rect(20, 35, 350, 50), "flush with the card, 50 tall")
        #expect(frame(children[1]["frame"]) == rect(40, 85 + 17, 310, 10), "the default insets")
        #expect(decodeError(request(#"{"type": "Color", "modifiers": [{"type": "listRowInsets"}]}"#))?.kind == .missingField)
    }

    @Test("listRowSeparator hides a row's separators: its bottom one, or with edges top the one above it")
    func separators() throws {
        func separators(_ modifier: String) throws -> [Bool] {
            let marked = #"{"type": "Color", "modifiers": [{"type": "frame", "height": 10}, \#(modifier)]}"#
            let rows = sections(try list("\(Self.row), \(marked), \(Self.row)")).first?["rows"] as? [[String: Any]] ?? []
            return rows.map { $0["separator"] != nil }
        }
        #expect(try separators(#"{"type": "listRowSeparator", "visibility": "hidden"}"#) == [false, false, false])
        #expect(try separators(#"{"type": "listRowSeparator", "visibility": "hidden", "edges": "bottom"}"#) == [true, false, false])
        #expect(try separators(#"{"type": "listRowSeparator", "visibility": "hidden", "edges": "top"}"#) == [false, true, false])
        #expect(try separators(#"{"type": "listRowSeparator", "visibility": "visible"}"#) == [true, true, false])
    }

    @Test("The List takes the room it is offered and scrolls its content")
    func size() throws {
        let body = try list(Self.row)
        #expect(frame((body["view"] as? [String: Any])?["frame"]) == rect(0, 0, 390, 700))
    }

    @Test("Right to left, a separator runs from the card's left edge to the row's content")
    func rightToLeft() throws {
        let body = try list("\(Self.row), \(Self.row)", environment: #", "environment": {"layoutDirection": "rightToLeft"}"#)
        let rows = sections(body).first?["rows"] as? [[String: Any]] ?? []
        #expect(frame(rows.first?["separator"]) == rect(20, 79 - 1.0 / 3, 330, 1.0 / 3))
    }

    @Test("A Section is only a List's or Form's child, and not a plain List's; only the inset grouped and plain styles are read")
    func refusals() {
        let section = #"{"type": "Section", "children": []}"#
        #expect(decodeError(request(#"{"type": "VStack", "children": [\#(section)]}"#))?.kind == .unsupported)
        let plain = decodeError(request(#"{"type": "List", "style": "plain", "children": [\#(section)]}"#))
        #expect(plain?.kind == .unsupported && plain?.pointer.description == "/view/children/0")
        #expect(decodeError(request(#"{"type": "List", "style": "grouped", "children": []}"#))?.pointer.description == "/view/style")
        // A List in a plain List's row is a list of its own style: its Sections are read.
        let nested = #"{"type": "List", "style": "plain", "children": [{"type": "List", "children": [\#(section)]}]}"#
        #expect(decodeError(request(nested)) == nil)
        #expect(decodeError(request(#"{"type": "Form", "style": "insetGrouped", "children": []}"#))?.kind == .unknownField)
    }

    @Test("A footer, in the footnote style as written, sits 6 below its card; the next header 29 below it, the next card 29.67")
    func footers() throws {
        let footer = #"{"type": "Text", "id": "f", "text": "Note"}"#
        let body = try list(#"{"type": "Section", "footer": \#(footer), "children": [\#(Self.row)]}, {"type": "Section", "footer": \#(footer), "children": [\#(Self.row)]}, {"type": "Section", "header": {"type": "Text", "text": "H"}, "children": [\#(Self.row)]}"#)
        let view = try #require((body["view"] as? [String: Any])?["children"] as? [[String: Any]])
        let f = try #require(view[0]["footer"] as? [String: Any])
        #expect(frame(f["frame"]) == rect(40, 35 + 44 + 6, 40, 20))
        #expect((f["lines"] as? [[String: Any]])?.first?["text"] as? String == "Note", "not upper-cased")
        let tops: [Double] = sections(body).map { frame($0["frame"])[1] }
        let second = 35 + 44 + 6 + 20 + M.cardTopAfterFooter
        #expect(tops == [35, second, second + 44 + 6 + 20 + M.headerTopAfterFooter + 20 + 6].map(micro))
    }

    @Test("A repeated member is refused whatever its place in the list of names (past the 64th too)")
    func repeatedLateKey() {
        #expect(Key.allCases.count <= 128, "the set of seen members is 128 bits wide")
        let repeated = decodeError(request(#"{"type": "List", "children": [{"type": "Section", "header": {"type": "Text", "text": "a"}, "header": {"type": "Text", "text": "b"}, "children": []}]}"#))
        #expect(repeated?.kind == .duplicateKey)
    }
}
