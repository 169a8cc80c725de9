/// The protocol version from a request line, `HTTP/major.minor` (RFC 9112 §2.3).
public struct HTTPVersion: Hashable, Sendable, CustomStringConvertible {
    /// The major version digit.
    public var major: Int
    /// The minor version digit.
    public var minor: Int

    /// Creates a version from its two digits.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `HTTP/1.0`.
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    /// `HTTP/1.1`.
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    /// A readable form for logs.
    public var description: String { "HTTP/\(major).\(minor)" }

    /// Whether this is HTTP/1.1 or a later 1.x, which share 1.1's rules (RFC 9110 §6.2).
    var isAtLeast1_1: Bool { major == 1 && minor >= 1 }
}
