import Dispatch
import Glibc
@testable import LayoutService
import LayoutWire
import Synchronization
import Testing

/// The service's two buffers between requests: the translation cache stays within its bytes,
/// and the access log writes whole lines, every line, in each thread's order.
struct BoundedBuffersTests {
    static func entry(_ source: String, viewBytes: Int) -> TranslationCache.Entry {
        TranslationCache.Entry(source: source, view: [UInt8](repeating: 0x20, count: viewBytes), sources: SourceRanges())
    }

    @Test("The translation cache never holds more than its capacity, and keeps what was used recently")
    func cacheBound() {
        let size = Self.entry("s0", viewBytes: 900).bytes  // with the room for a decoded request, about 20 KB each
        let cache = TranslationCache(capacity: size * 10)
        for i in 0..<200 {
            cache.insert(Self.entry("s\(i)", viewBytes: 900), for: "s\(i)")
            if i >= 1 { #expect(cache.entry(for: "s1") != nil, "s1 is used after every insertion: \(i)") }
            #expect(cache.statistics.bytes <= cache.capacity)
        }
        #expect(cache.entry(for: "s0") == nil, "s0 was never used again and has gone")
        #expect(cache.entry(for: "s199") != nil)
        #expect(cache.statistics.entries <= cache.capacity / size)
    }

    @Test("An entry larger than half the capacity is not kept; a capacity of 0 keeps nothing")
    func cacheRefusesLarge() {
        let cache = TranslationCache(capacity: Self.entry("small", viewBytes: 900).bytes * 2)
        cache.insert(Self.entry("small", viewBytes: 900), for: "small")
        cache.insert(Self.entry("big", viewBytes: 1_000), for: "big")
        #expect(cache.entry(for: "small") != nil)
        #expect(cache.entry(for: "big") == nil)
        let none = TranslationCache(capacity: 0)
        none.insert(Self.entry("a", viewBytes: 1), for: "a")
        #expect(none.entry(for: "a") == nil && none.statistics.entries == 0)
    }

    @Test("The access log writes whole lines, at most PIPE_BUF bytes a write, every line once, each thread's in order")
    func logBufferWrites() {
        let writes = Mutex<[[UInt8]]>([])
        let threads = 8, perThread = 500
        do {
            let buffer = LogBuffer(capacity: 4_096, interval: 60) { chunk in writes.withLock { $0.append(chunk) } }
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                for i in 0..<perThread { buffer.append(Array("{\"thread\":\(t),\"line\":\(i)}\n".utf8)) }
            }
            buffer.append(Array((String(repeating: "x", count: 5_000) + "\n").utf8))  // alone, past the capacity
            buffer.flush()
        }
        let chunks = writes.withLock { $0 }
        #expect(chunks.allSatisfy { $0.last == UInt8(ascii: "\n") }, "every write ends a line")
        #expect(chunks.filter { $0.count > LogBuffer.pipeAtomicBytes }.count == 1, "only the one long line is past PIPE_BUF")
        let lines = chunks.flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n") }
        #expect(lines.count == threads * perThread + 1)
        var next = [Int](repeating: 0, count: threads)
        for line in lines where line.hasPrefix("{") {
            let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            #expect(numbers[1] == next[numbers[0]], "thread \(numbers[0]) in order")
            next[numbers[0]] = numbers[1] + 1
        }
        #expect(next == [Int](repeating: perThread, count: threads))
    }

    @Test("The access log's timer writes a buffered line without a flush")
    func logBufferTimer() {
        let written = Mutex(0)
        let buffer = LogBuffer(capacity: 4_096, interval: 0.05) { chunk in written.withLock { $0 += chunk.count } }
        buffer.append(Array("{}\n".utf8))
        #expect(waitFor(seconds: 2) { written.withLock { $0 } == 3 })
        _ = buffer
    }

    private func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = DispatchTime.now() + seconds
        while DispatchTime.now() < end {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
