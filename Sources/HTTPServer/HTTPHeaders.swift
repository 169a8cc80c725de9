/// An ordered list of header fields with case-insensitive name lookup (RFC 9110 §5.1).
///
/// Order and repeated names are kept as received, because some fields (`Host`,
/// `Content-Length`) must be checked for duplicates and others combine into lists.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One field line: its name as written and its value with surrounding whitespace removed.
    public struct Field: Sendable, Equatable {
        /// The field name as written.
        public var name: String
        /// The field value without leading or trailing whitespace (RFC 9112 §5.1).
        public var value: String

        /// Creates a field line.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were added.
    public private(set) var fields: [Field] = []

    /// Creates an empty list.
    public init() {}

    /// Creates a list from name–value pairs, in order.
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// Creates a list from a literal such as `["Content-Type": "text/plain"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The number of field lines.
    public var count: Int { fields.count }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Appends a field line, keeping any earlier line with the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every line named `name` with one line holding `value`.
    public mutating func set(name: String, value: String) {
        remove(name: name)
        add(name: name, value: value)
    }

    /// Removes every line named `name`.
    public mutating func remove(name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    /// The values of every line named `name`, in order.
    public func values(for name: String) -> [String] {
        fields.lazy.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// The value of the first line named `name`, if any.
    public subscript(name: String) -> String? {
        fields.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Whether any line is named `name`.
    public func contains(name: String) -> Bool { self[name] != nil }

    /// The comma-separated list elements of every line named `name`, lowercased and trimmed.
    ///
    /// Lists may be split over several lines and contain empty elements (RFC 9110 §5.6.1).
    public func tokens(for name: String) -> [String] {
        values(for: name)
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0).trimmingOWS().lowercasedASCII() }
            .filter { !$0.isEmpty }
    }
}

extension String {
    /// Compares two ASCII strings ignoring case, as field names and codings are compared.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Over contiguous bytes: header lookups run several times per request.
        var lhs = self, rhs = other
        return lhs.withUTF8 { a in
            rhs.withUTF8 { b in
                for i in 0..<a.count where a[i] != b[i] && a[i].asciiLowercased != b[i].asciiLowercased { return false }
                return true
            }
        }
    }

    /// The string with ASCII letters lowercased; other bytes stay as they are.
    func lowercasedASCII() -> String {
        String(decoding: utf8.map(\.asciiLowercased), as: UTF8.self)
    }

    /// The string without leading and trailing spaces and tabs (OWS, RFC 9110 §5.6.3).
    func trimmingOWS() -> String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { !$0.isOWS }),
              let last = bytes.lastIndex(where: { !$0.isOWS }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
