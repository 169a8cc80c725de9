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
    /// `,"ignored":[…]`: the source's modifiers that change no frame, when there are any.
    mutating func ignoredMember() {
        guard let ignored = sources?.ranges.ignored, !ignored.isEmpty else { return }
        json.raw(",\"ignored\":")
        IgnoredModifier.write(ignored, to: &json)
    }

    /// `,"placeholders":[…]`: the values the source reads from outside it, when there are any.
    mutating func placeholdersMember() {
        guard let placeholders = sources?.ranges.placeholders, !placeholders.isEmpty else { return }
        json.raw(",\"placeholders\":")
        Placeholder.write(placeholders, to: &json)
    }

    /// `,"source":{…}` for the object at the trail's pointer, when the request came from source.
    mutating func sourceMember() {
        guard let trail = sources, let range = trail.ranges.byPointer[trail.pointer] else { return }
        json.raw(",\"source\":")
        range.write(to: &json)
    }
}

extension SourceRange {
    /// `{"line":…,"column":…,"endLine":…,"endColumn":…}`.
    func write(to json: inout JSONWriter) {
        json.raw("{\"line\":")
        json.integer(line)
        json.raw(",\"column\":")
        json.integer(column)
        json.raw(",\"endLine\":")
        json.integer(endLine)
        json.raw(",\"endColumn\":")
        json.integer(endColumn)
        json.byte(UInt8(ascii: "}"))
    }
}

extension IgnoredModifier {
    /// `[{"modifier":…,"kind":…,"source":{…}}, …]`, as both answers that report them write it.
    static func write(_ list: [IgnoredModifier], to json: inout JSONWriter) {
        json.byte(UInt8(ascii: "["))
        for (i, modifier) in list.enumerated() {
            if i > 0 { json.byte(UInt8(ascii: ",")) }
            json.raw("{\"modifier\":")
            json.string(modifier.name)
            json.raw(",\"kind\":")
            json.string(modifier.kind)
            json.raw(",\"source\":")
            modifier.source.write(to: &json)
            json.byte(UInt8(ascii: "}"))
        }
        json.byte(UInt8(ascii: "]"))
    }

    /// The list as JSON bytes (`/v1/translate`'s `ignored`).
    public static func json(_ list: [IgnoredModifier]) -> [UInt8] {
        var json = JSONWriter(capacity: 64 * list.count + 2)
        write(list, to: &json)
        return json.finish()
    }
}

extension SourceRanges {
    /// `{pointer: range, …}` in pointer order, as `/v1/translate` answers them.
    public func json() -> [UInt8] {
        var json = JSONWriter(capacity: 96 * byPointer.count + 2)
        json.byte(UInt8(ascii: "{"))
        for (i, (pointer, range)) in byPointer.sorted(by: { $0.key < $1.key }).enumerated() {
            if i > 0 { json.byte(UInt8(ascii: ",")) }
            json.string(pointer)
            json.byte(UInt8(ascii: ":"))
            range.write(to: &json)
        }
        json.byte(UInt8(ascii: "}"))
        return json.finish()
    }
}
