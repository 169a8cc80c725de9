import Dispatch
import Synchronization

/// Gives memory back to the system after a burst of layouts (`AllocatorTuning.trim`).
///
/// The allocator keeps freed layout tables for the next request, which is what makes large
/// layouts fast under load; once no layout has run for a whole `interval`, nothing is lost by
/// returning them. The check reads the layout count `/metrics` keeps anyway, so requests pay
/// nothing for it.
final class IdleTrim {
    private let timer: any DispatchSourceTimer
    /// The layout count at the previous tick and at the last trim.
    private let counts = Mutex((previousTick: 0, lastTrim: 0))

    /// Starts checking `service` every `interval` seconds.
    init(service: Service, interval: Double) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "idle-trim", qos: .utility))
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(100))
        timer.setEventHandler { [weak self, weak service] in
            guard let self, let service else { return }
            let layouts = service.metrics.layoutCount
            let due = counts.withLock { c in
                defer { c.previousTick = layouts }
                // Layouts since the last trim, none since the previous tick, none running now.
                return layouts != c.lastTrim && layouts == c.previousTick && service.handlerLoad == 0
            }
            guard due else { return }
            AllocatorTuning.trim()
            counts.withLock { $0.lastTrim = layouts }
        }
        timer.resume()
    }

    func cancel() { timer.cancel() }
}
