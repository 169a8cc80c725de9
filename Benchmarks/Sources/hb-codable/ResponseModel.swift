import Hummingbird
import LayoutEngine

// The 200 body of the wire format as Codable values, encoded by Hummingbird's JSONEncoder.

struct LayoutResponse: ResponseEncodable {
    var size: FrameSize
    var view: ViewFrames
}

struct FrameSize: Encodable {
    var width: Double
    var height: Double

    init(_ size: Size) { (width, height) = (size.width, size.height) }
}

struct Frame: Encodable {
    var x, y, width, height: Double

    init(_ rect: Rect) { (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) }
}

struct ViewFrames: Encodable {
    var type: String
    var id: String?
    var frame: Frame
    var lines: [Line]?
    var firstBaseline: Double?
    var lastBaseline: Double?
    var truncated: Bool?
    var font: FontOut?
    var modifiers: [ModifierFrame]?
    var children: [ViewFrames]?

    init(_ view: WireView, _ lowered: LoweredView, _ result: LayoutResult, _ fonts: FontNaming) {
        type = view.type
        id = view.id
        frame = Frame(result[lowered.node])
        if let text = result.texts[lowered.node] {
            lines = text.lines.map(Line.init)
            firstBaseline = text.firstBaseline
            lastBaseline = text.lastBaseline
            truncated = text.truncated
            font = FontOut(text.font, text.metrics, fonts)
        }
        if let wireModifiers = view.modifiers, !wireModifiers.isEmpty {
            modifiers = zip(wireModifiers, lowered.layers).map { ModifierFrame(type: $0.type, frame: Frame(result[$1])) }
        }
        if let wireChildren = view.children {
            children = zip(wireChildren, lowered.children).map { ViewFrames($0, $1, result, fonts) }
        }
    }
}

struct ModifierFrame: Encodable {
    var type: String
    var frame: Frame
}

struct Line: Encodable {
    struct Range: Encodable { var start, end: Int }
    var text: String
    var range: Range
    var x, y, width, baseline: Double

    init(_ line: TextLine) {
        text = line.text
        range = Range(start: line.range.lowerBound, end: line.range.upperBound)
        (x, y, width, baseline) = (line.x, line.y, line.width, line.baseline)
    }
}

/// The family and profile every Text's resolved font names.
struct FontNaming {
    var family: String
    var profile: String
}

struct FontOut: Encodable {
    var family: String
    var profile: String
    var size: Double
    var weight: Int
    var textStyle: String?
    var ascent, descent, lineHeight, linePitch, tracking: Double

    init(_ font: Font, _ metrics: FontMetrics, _ naming: FontNaming) {
        (family, profile) = (naming.family, naming.profile)
        size = font.size
        weight = font.weight
        textStyle = font.textStyle?.rawValue
        (ascent, descent, lineHeight) = (metrics.ascent, metrics.descent, metrics.lineHeight)
        (linePitch, tracking) = (metrics.linePitch, metrics.tracking)
    }
}
