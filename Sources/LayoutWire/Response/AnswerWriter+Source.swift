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

extension AnswerWriter {
    /// `,"ignored":[…]` and `,"placeholders":[…]`: the source's modifiers that change no frame
    /// and the values it read from outside, each when there are any.
    mutating func sourceListMembers() {
        guard let ranges = sources?.ranges else { return }
        if !ranges.ignored.isEmpty {
            json.raw(",\"ignored\":")
            writeList(ranges.ignored, to: &json)
        }
        if !ranges.placeholders.isEmpty {
            json.raw(",\"placeholders\":")
            writeList(ranges.placeholders, to: &json)
        }
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

/// An entry the answers list beside a translated request's views (`ignored`, `placeholders`):
/// string members, then its source range.
package protocol SourceListEntry {
    /// The entry's members before `source`, in order.
    var listMembers: [(key: String, value: String)] { get }
    var source: SourceRange { get }
}

extension IgnoredModifier: SourceListEntry {
    /// `{"modifier":…,"kind":…,"source":{…}}` in the answers' `ignored`.
    package var listMembers: [(key: String, value: String)] { [("modifier", name), ("kind", kind)] }
}

/// `[{…}, …]`: a list of entries, as both answers that report them write it.
func writeList(_ list: [any SourceListEntry], to json: inout JSONWriter) {
    json.byte(UInt8(ascii: "["))
    for (i, entry) in list.enumerated() {
        if i > 0 { json.byte(UInt8(ascii: ",")) }
        json.byte(UInt8(ascii: "{"))
        for (key, value) in entry.listMembers {
            json.string(key)
            json.byte(UInt8(ascii: ":"))
            json.string(value)
            json.byte(UInt8(ascii: ","))
        }
        json.raw("\"source\":")
        entry.source.write(to: &json)
        json.byte(UInt8(ascii: "}"))
    }
    json.byte(UInt8(ascii: "]"))
}

extension Array where Element: SourceListEntry {
    /// The list as JSON bytes (`/v1/translate`'s `ignored` and `placeholders`).
    package var json: [UInt8] {
        var json = JSONWriter(capacity: 96 * count + 2)
        writeList(self, to: &json)
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
