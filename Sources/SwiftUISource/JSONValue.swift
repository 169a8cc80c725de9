import LayoutWire

/// A JSON value with its members in the order written: the wire tree the front end builds.
public indirect enum JSONValue: Sendable, Hashable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    /// A number; an infinite one is written as the wire's `"infinity"`.
    case number(Double)
    case bool(Bool)
    case null

    /// One member of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value as JSON text (RFC 8259).
    public var bytes: [UInt8] {
        var writer = JSONWriter(capacity: 256)
        write(to: &writer)
        return writer.finish()
    }

    /// Appends the value; nesting is bounded by the view depth the translator allows.
    package func write(to writer: inout JSONWriter) {
        switch self {
        case .object(let members):
            writer.byte(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { writer.byte(UInt8(ascii: ",")) }
                writer.string(member.key)
                writer.byte(UInt8(ascii: ":"))
                member.value.write(to: &writer)
            }
            writer.byte(UInt8(ascii: "}"))
        case .array(let elements):
            writer.byte(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { writer.byte(UInt8(ascii: ",")) }
                element.write(to: &writer)
            }
            writer.byte(UInt8(ascii: "]"))
        case .string(let text): writer.string(text)
        case .number(let value): writer.number(value)
        case .bool(let value): writer.bool(value)
        case .null: writer.raw("null")
        }
    }
}

extension JSONValue.Member {
    /// A member of a wire object the reader builds, named by the wire's vocabulary. (`key`
    /// itself stays a string: the tree is public, and `Key` is the package's own.)
    init(_ key: Key, _ value: JSONValue) {
        self.init(key.rawValue, value)
    }
}
