/// Why a request body could not be turned into a layout tree, and where.
///
/// A wire error is a client error answered with status 400 (`Problem(_:)`): the service treats
/// malformed JSON and well-formed JSON that breaks the contract alike, as RFC 9110 §15.5.1
/// allows. The one exception is `unsupported`, answered 422 (RFC 9110 §15.5.21): the request is
/// valid by the contract (openapi.yaml cannot say, for instance, that a spinner is measured at
/// two text sizes only), and the service understood it but cannot lay it out faithfully.
public struct WireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The closed set of failures; clients may branch on it (it is the problem's `kind` member).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The body is not JSON (RFC 8259): bad token, trailing comma, bad escape, lone surrogate…
        case syntax
        /// A string holds bytes that are not well-formed UTF-8 (RFC 8259 §8.1, RFC 3629 §4).
        case invalidUTF8
        /// Something other than whitespace follows the top-level value.
        case trailingData
        /// An object names the same member twice (RFC 8259 §4 leaves this to the receiver).
        case duplicateKey
        /// A value has the wrong JSON type, e.g. a string where a number belongs.
        case wrongType
        /// A required member is absent.
        case missingField
        /// A member this object does not define (rejected so that typos do not pass silently).
        case unknownField
        /// A view `type` that the wire format does not define.
        case unknownType
        /// A modifier `type` that the wire format does not define.
        case unknownModifier
        /// A known modifier applied where it cannot be, e.g. `resizable` on a Text.
        case inapplicableModifier
        /// A string that is not one of the names this member accepts.
        case invalidValue
        /// A number outside the accepted range: negative lengths, non-finite or overflowing numbers.
        case outOfRange
        /// Members that cannot be combined, e.g. `width` with `maxWidth` in one frame.
        case conflictingFields
        /// An alignment or guide name that does not exist on that axis, or a clashing custom guide.
        case badAlignment
        /// An alignment-guide expression that does not parse.
        case badExpression
        /// A valid SwiftUI construct the service does not lay out (a GridRow outside a Grid).
        case unsupported
        /// The tree needs more layout nodes than `WireLimits.maxNodes`.
        case tooManyNodes
        /// Views nest deeper than `WireLimits.maxDepth`, or JSON nests deeper than it implies.
        case tooDeep
        /// The Texts hold more UTF-8 bytes together than `WireLimits.maxTextBytes`.
        case tooMuchText
        /// Laying the tree out needs more work than the service allows (`LayoutResult.work`).
        case tooComplex
    }

    /// Which kind of failure this is.
    public var kind: Kind

    /// The HTTP status of the answer: 422 for `unsupported`, 400 for every other kind.
    public var status: Int {
        switch kind {
        case .unsupported: 422
        case .syntax, .invalidUTF8, .trailingData, .duplicateKey, .wrongType, .missingField, .unknownField,
             .unknownType, .unknownModifier, .inapplicableModifier, .invalidValue, .outOfRange,
             .conflictingFields, .badAlignment, .badExpression, .tooManyNodes, .tooDeep, .tooMuchText,
             .tooComplex: 400
        }
    }
    /// A sentence for people, e.g. `frame.width must be a number >= 0, null or "infinity"`.
    public var detail: String
    /// The offending value; for syntax errors the deepest value being read.
    public var pointer: JSONPointer
    /// The byte offset of a syntax error in the body, when there is one.
    public var offset: Int?

    /// An error of `kind` at `pointer`, with an optional byte offset for syntax errors.
    public init(_ kind: Kind, _ detail: String, at pointer: JSONPointer, offset: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.pointer = pointer
        self.offset = offset
    }

    /// `kind at "pointer": detail`, for logs.
    public var description: String { "\(kind.rawValue) at \"\(pointer)\": \(detail)" }
}
