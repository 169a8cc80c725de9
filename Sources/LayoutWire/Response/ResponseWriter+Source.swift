/// The JSON Pointer of the request object the response writer is at, for looking up its source.
struct SourceTrail {
    let ranges: SourceRanges
    /// Each pushed step's length, so that `pop` can cut it off again.
    private var steps: [Int] = []
    private(set) var pointer = ""

    init(ranges: SourceRanges) {
        self.ranges = ranges
    }

    mutating func push(_ step: String) {
        steps.append(step.utf8.count)
        pointer += step
    }

    mutating func pop() {
        pointer.removeLast(steps.removeLast())
    }
}

extension ResponseWriter {
    /// `,"source":{…}` for the object at the trail's pointer, when the request came from source.
    mutating func sourceMember() {
        guard let trail = sources, let range = trail.ranges.byPointer[trail.pointer] else { return }
        json.raw(",\"source\":{\"line\":")
        json.integer(range.line)
        json.raw(",\"column\":")
        json.integer(range.column)
        json.raw(",\"endLine\":")
        json.integer(range.endLine)
        json.raw(",\"endColumn\":")
        json.integer(range.endColumn)
        json.byte(UInt8(ascii: "}"))
    }
}
