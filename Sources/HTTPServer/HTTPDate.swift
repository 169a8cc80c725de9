#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Formats the `Date` header value as an IMF-fixdate (RFC 9110 §5.6.7).
public enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                 "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The IMF-fixdate for a time in whole seconds since 1970, e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
    public static func format(secondsSince1970 seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date = "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900)"
        return "\(date) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// The last second formatted, and its text: every response carries a `Date`, and most
    /// share their second with the one before.
    private static let latest = Mutex(Cache())

    /// The IMF-fixdate for the current time.
    public static func now() -> String { latest.withLock { $0.now() } }

    /// The last second formatted, kept by one thread: each event loop keeps its own, so that
    /// responses on different cores do not all take one lock (`now()` is for the rest).
    struct Cache {
        private var second = -1
        private var text = ""

        /// The IMF-fixdate for the current time.
        mutating func now() -> String {
            let current = Int(time(nil))
            if current != second { (second, text) = (current, HTTPDate.format(secondsSince1970: current)) }
            return text
        }
    }
}
