import CEpoll
import Foundation

/// How many cores the process may use: the defaults of `handlerConcurrency` and `eventLoops`.
public enum ProcessorCount {
    /// The cores of the affinity mask (`taskset`, a container's cpuset such as Kubernetes'
    /// static CPU manager gives), at most Foundation's count (online cores, bounded by a cgroup
    /// CPU quota where it reads one). Foundation's count alone ignores the mask: a server pinned
    /// to one core of sixteen ran sixteen loops on it, which took turns at that core and held
    /// each connection's answer for a turn (a p99 of 84 ms for requests of 40 µs).
    public static let available: Int = {
        let foundation = ProcessInfo.processInfo.activeProcessorCount
        let mask = Int(http_affinity_cpu_count())
        return max(1, mask > 0 ? min(mask, foundation) : foundation)
    }()
}
