/// An event loop's deadlines, earliest first: a binary min-heap.
///
/// A connection adds an entry only when its next deadline moves earlier than the one it has
/// already set (see `Connection.arm`), and a due entry whose connection has moved its deadline
/// since is ignored by the connection, so a request adds none in the common case.
struct DeadlineHeap {
    /// When, and for which socket and client.
    struct Entry {
        /// `EventLoop.uptime()` nanoseconds.
        var uptime: UInt64
        var fd: Int32
        /// Tells a closed connection's entry from that of a later one given the same descriptor.
        var client: ObjectIdentifier
    }

    private var entries: [Entry] = []

    /// The number of entries, including ones their connections no longer need.
    var count: Int { entries.count }

    mutating func insert(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].uptime < entries[parent].uptime else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest entry if it is due at `now`.
    mutating func popDue(now: UInt64) -> Entry? {
        guard let first = entries.first, first.uptime <= now else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return first }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < entries.count && entries[left].uptime < entries[least].uptime { least = left }
            if right < entries.count && entries[right].uptime < entries[least].uptime { least = right }
            guard least != parent else { break }
            entries.swapAt(parent, least)
            parent = least
        }
        return first
    }

    /// How long `epoll_wait` may block before the earliest entry is due: -1 (no limit) when
    /// there is none, rounded up to whole milliseconds so that the loop never wakes early.
    func waitMilliseconds(now: UInt64) -> Int32 {
        guard let first = entries.first else { return -1 }
        guard first.uptime > now else { return 0 }
        let milliseconds = (first.uptime - now + 999_999) / 1_000_000
        return Int32(min(milliseconds, UInt64(Int32.max)))
    }
}
