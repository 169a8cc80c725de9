import Dispatch
import Glibc
import Synchronization

/// Access log lines gathered per thread and written a few kilobytes at a time.
///
/// One `write(2)` per request put every core's requests through the kernel's lock on the one
/// standard output (the file's position, or the pipe's), and cost as much as answering a small
/// request. Here each thread appends to one of `stripeCount` buffers (picked by its pthread
/// handle, as `Metrics` picks its stripes), and a buffer is written when the next line would
/// take it past `capacity` bytes, or by a timer at most `interval` after its first line, or
/// by `flush()` when the server stops (nginx's `access_log … buffer= flush=`).
///
/// Each write is whole lines of at most `capacity` bytes, and `capacity` is at most `PIPE_BUF`
/// (4,096 on Linux), so a write to a pipe is never interleaved with another thread's (POSIX
/// `write`, "Pipes and FIFOs"). Lines of one thread keep their order; lines of two threads may
/// reach the log up to `interval` out of time order, and each carries its own time. A capacity
/// of 0 writes every line at once.
final class LogBuffer: Sendable {
    /// The most bytes one write may carry and stay whole on a pipe (Linux's `PIPE_BUF`).
    static let pipeAtomicBytes = 4_096
    static let stripeCount = 64

    private final class Stripe: Sendable {
        let lines = Mutex<[UInt8]>([])
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    private let capacity: Int
    private let stripes: [Stripe]
    /// Touched only by `init` and `deinit` (Dispatch sources are thread-safe besides).
    nonisolated(unsafe) private let timer: (any DispatchSourceTimer)?
    private let write: @Sendable ([UInt8]) -> Void

    /// Buffers up to `capacity` bytes per stripe (clamped to `pipeAtomicBytes`), written by
    /// `write` (standard output by default) at most `interval` seconds after they were added.
    init(capacity: Int, interval: Double, write: @escaping @Sendable ([UInt8]) -> Void = LogOutput.write(bytes:)) {
        self.capacity = min(max(0, capacity), Self.pipeAtomicBytes)
        self.write = write
        stripes = (0..<Self.stripeCount).map { _ in Stripe() }
        guard self.capacity > 0 else { timer = nil; return }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "access-log", qos: .utility))
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(10))
        self.timer = timer
        timer.setEventHandler { [weak self] in self?.flush() }
        timer.resume()
    }

    deinit {
        timer?.cancel()
        flush()
    }

    /// Adds one line (ending with a newline), writing the stripe's earlier lines first when
    /// this one would not fit beside them.
    func append(_ line: [UInt8]) {
        guard capacity > 0 else { return write(line) }
        let hash = UInt64(UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))) &* 0x9E37_79B9_7F4A_7C15
        stripes[Int(hash >> 58)].lines.withLock { buffered in
            if buffered.count + line.count > capacity, !buffered.isEmpty {
                write(buffered)
                buffered.removeAll(keepingCapacity: true)
            }
            if line.count >= capacity { write(line) } else { buffered += line }
        }
    }

    /// Writes every stripe's lines now.
    func flush() {
        for stripe in stripes {
            stripe.lines.withLock { buffered in
                guard !buffered.isEmpty else { return }
                write(buffered)
                buffered.removeAll(keepingCapacity: true)
            }
        }
    }
}
