import LayoutEngine
import LayoutWire

/// The app screen as a `POST /v1/layout` body, for timing the wire reader and writer.
enum WireScenes {
    static func appScreenJSON(rows: Int) -> [UInt8] {
        let row = { (i: Int) in
            #"{"type":"HStack","id":"row\#(i)","children":[{"type":"Image","width":44,"height":44},"#
                + #"{"type":"VStack","alignment":"leading","spacing":2,"children":["#
                + #"{"type":"Text","text":"Row \#(i) title","font":"headline"},"#
                + #"{"type":"Text","text":"Subtitle for row number \#(i), which wraps on narrow screens","font":"subheadline"}]},"#
                + #"{"type":"Spacer"},{"type":"Image","width":16,"height":16}],"#
                + #""modifiers":[{"type":"padding","insets":{"top":8,"leading":16,"bottom":8,"trailing":16}}]}"#
        }
        let rowsJSON = (0..<rows).map(row).joined(separator: ",")
        return Array((#"{"proposal":{"width":390,"height":844},"view":{"type":"VStack","alignment":"leading","spacing":0,"children":["#
            + rowsJSON + "]}}").utf8)
    }
}

extension WireScenes {
    /// `rows` settings rows (a title, a Spacer and a detail) in a List of sections of 20, or the
    /// same rows in a VStack, for the cost a List adds to its rows.
    static func listJSON(rows: Int, inList: Bool) -> [UInt8] {
        let row = { (i: Int) in
            #"{"type":"HStack","children":[{"type":"Text","text":"Setting \#(i)"},{"type":"Spacer"},{"type":"Text","text":"On"}]}"#
        }
        let body: String
        if inList {
            body = stride(from: 0, to: rows, by: 20).map { start in
                #"{"type":"Section","header":{"type":"Text","text":"Group \#(start / 20)"},"children":["#
                    + (start..<min(start + 20, rows)).map(row).joined(separator: ",") + "]}"
            }.joined(separator: ",")
        } else {
            body = (0..<rows).map(row).joined(separator: ",")
        }
        let container = inList ? #"{"type":"List","children":["# : #"{"type":"VStack","spacing":0,"children":["#
        return Array((#"{"proposal":{"width":390,"height":844},"view":"# + container + body + "]}}").utf8)
    }
}

/// Megabytes per second of the best of repeated runs of `body` over `bytes` bytes.
func throughput(bytes: Int, runs: Int = 200, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    for _ in 0..<runs {
        let t0 = clock.now
        body()
        best = min(best, clock.now - t0)
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    return Double(bytes) / seconds / 1e6
}
