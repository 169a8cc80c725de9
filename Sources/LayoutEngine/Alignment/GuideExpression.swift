/// An arithmetic expression over a view's dimensions: the body of an `alignmentGuide` closure,
/// the default of a custom guide (`"width / 2"`, `"d[.bottom] - 10"`), or a length read from a
/// GeometryReader's proxy (`"min(width, height) * 0.8"`, `ProxyLayer`).
public indirect enum GuideExpression: Sendable, Hashable {
    case number(Double)
    case width
    case height
    case guide(AlignmentKey)
    case negate(GuideExpression)
    case binary(Operator, GuideExpression, GuideExpression)

    public enum Operator: Sendable, Hashable { case add, subtract, multiply, divide, minimum, maximum }

    /// Evaluates the expression against `d`; a division by zero gives 0 so that a guide is always finite.
    public func evaluate(_ d: ViewDimensions) -> Double {
        switch self {
        case .number(let v): return v
        case .width: return d.width
        case .height: return d.height
        case .guide(let key): return d[key]
        case .negate(let e): return -e.evaluate(d)
        case .binary(let op, let l, let r):
            let a = l.evaluate(d), b = r.evaluate(d)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return b == 0 ? 0 : a / b
            case .minimum: return min(a, b)
            case .maximum: return max(a, b)
            }
        }
    }
}
