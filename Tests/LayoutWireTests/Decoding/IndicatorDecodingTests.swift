import LayoutEngine
import Testing
@testable import LayoutWire

/// The circular ProgressView: a spinner of a fixed size, 20 × 20 at the default text size and
/// 56.33 at accessibility5, the sizes measured (docs/evidence/tabs-and-indicators.md); the linear
/// one: its 4-point track as wide as offered, a label above it 4 apart (docs/evidence/new-renders.md).
@Suite("ProgressView")
struct ProgressViewDecodingTests {
    @Test("The spinner keeps its size whatever it is offered, centred in its place")
    func fixed() throws {
        let text = try responseText(request(#"{"type": "ProgressView", "id": "p"}"#))
        #expect(text.contains(#""id":"p","frame":{"x":140,"y":90,"width":20,"height":20}"#), "\(text)")
        let small = try responseText(request(#"{"type": "ProgressView", "id": "p", "style": "circular"}"#, proposal: #"{"width": 5, "height": 5}"#))
        #expect(small.contains(#""width":20,"height":20}"#), "\(small)")
        let large = try responseText(#"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "accessibility5"}, "view": {"type": "ProgressView", "id": "p"}}"#)
        #expect(large.contains(#""width":56.333333333,"height":56.333333333}"#), "\(large)")
    }

    @Test("The linear bar is 4 tall and as wide as offered; a label stands above it at the leading edge, 4 apart")
    func linear() throws {
        let bar = try responseText(request(#"{"type": "ProgressView", "id": "p", "style": "linear"}"#))
        #expect(bar.contains(#""id":"p","frame":{"x":0,"y":98,"width":300,"height":4}"#), "\(bar)")
        let labelled = try responseText(request(#"{"type": "ProgressView", "id": "p", "style": "linear", "children": [{"type": "Rectangle", "id": "l", "modifiers": [{"type": "frame", "width": 50, "height": 20}]}]}"#))
        #expect(labelled.contains(#""id":"p","frame":{"x":0,"y":86,"width":300,"height":28}"#), "\(labelled)")
        #expect(labelled.contains(#""id":"l","frame":{"x":0,"y":86,"width":50,"height":20}"#), "\(labelled)")
    }

    @Test("A size not measured, a label on the spinner, a value or two children are refused")
    func refusals() {
        let medium = #"{"proposal": {"width": 300, "height": 200}, "environment": {"dynamicTypeSize": "medium"}, "view": {"type": "ProgressView"}}"#
        #expect(decodeError(medium)?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "ProgressView", "children": [{"type": "Text", "text": "Loading"}]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "ProgressView", "value": 0.5}"#))?.kind == .unknownField)
        #expect(decodeError(request(#"{"type": "ProgressView", "style": "linear", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}"#))?.kind == .invalidValue)
    }
}

/// Gauge in the default style on iOS: its label centred above a bar 16 tall and as wide as
/// offered, 10.67 below the label (docs/evidence/new-renders.md §3; the measured case is
/// `swiftuiml-gauges-with-labels-ios18`).
@Suite("Gauge")
struct GaugeDecodingTests {
    @Test("A Gauge is as wide as offered, its label centred at the top and the bar 32/3 below it, 16 tall")
    func layout() throws {
        let text = try responseText(request(labelled("Gauge", "g", label: "l", width: 50, height: 20)))
        // 20 + 32/3 + 16 = 46.67 tall, centred in the 200 offered: (200 - 46.67) / 2 = 76.67.
        #expect(text.contains(#""id":"g","frame":{"x":0,"y":76.666666667,"width":300,"height":46.666666667}"#), "\(text)")
        #expect(text.contains(#""id":"l","frame":{"x":125,"y":76.666666667,"width":50,"height":20}"#), "\(text)")
    }

    @Test("A Gauge without its label, with two children or with a value is refused")
    func refusals() {
        #expect(decodeError(request(#"{"type": "Gauge"}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Gauge", "modifiers": [{"type": "labelsHidden"}], "children": [{"type": "Text", "text": "a"}]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Gauge", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}"#))?.kind == .invalidValue)
        #expect(decodeError(request(#"{"type": "Gauge", "value": 0.5, "children": [{"type": "Text", "text": "a"}]}"#))?.kind == .unknownField)
    }
}

/// The segmented Picker: the control alone, as wide as offered and 31 tall.
@Suite("Segmented Picker")
struct SegmentedPickerDecodingTests {
    @Test("The control takes the offered width and 31 points; its label and value are not placed")
    func layout() throws {
        let text = try responseText(request(#"{"type": "Picker", "id": "p", "style": "segmented", "children": [{"type": "Text", "id": "l", "text": "S"}], "value": {"type": "Text", "id": "v", "text": "A"}}"#))
        #expect(text.contains(#""id":"p","frame":{"x":0,"y":84.5,"width":300,"height":31}"#), "\(text)")
        #expect(text.contains(#""id":"l","placed":false"#) && text.contains(#""id":"v","placed":false"#), "\(text)")
    }

    @Test("As a List's row the segmented style is refused, as the menu style is outside one")
    func refusals() {
        let picker = #"{"type": "Picker", "style": "segmented", "children": [{"type": "Text", "text": "S"}]}"#
        #expect(decodeError(request(#"{"type": "List", "children": [\#(picker)]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Picker", "children": [{"type": "Text", "text": "S"}]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Picker", "style": "wheel", "children": [{"type": "Text", "text": "S"}]}"#))?.kind == .invalidValue)
    }
}

/// Menu: its label as a Button's of the automatic style (docs/evidence/new-renders.md §4).
@Suite("Menu")
struct MenuDecodingTests {
    @Test("A Menu is as large as its label, placed as a Button's; as a List's row it is refused")
    func label() throws {
        let menu = labelled("Menu", "m", label: "l", width: 60, height: 20)
        let text = try responseText(request(menu))
        #expect(text.contains(#""id":"m","frame":{"x":120,"y":90,"width":60,"height":20}"#), "\(text)")
        #expect(decodeError(request(#"{"type": "List", "children": [\#(menu)]}"#))?.kind == .unsupported)
        #expect(decodeError(request(#"{"type": "Menu"}"#))?.kind == .invalidValue)
    }
}
