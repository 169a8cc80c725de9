/// Lengths as the response reports them: without floating-point residue.
///
/// The engine computes in unrounded `Double` points, so a sum of thirds can come out as
/// 619.9999999999999 where the exact answer is 620, or a centred origin as 5.7e-14 where it is
/// 0. Every length and position the response writes is therefore rounded to the nearest
/// multiple of `quantum` (10⁻⁹ pt), which moves no value by more than `bound` (half a quantum
/// for the rounding, and less than a fifth of one for the product and the division below
/// `exactLimit`): about a three-hundred-millionth of a pixel at any display scale,
/// far below anything SwiftUI draws or a GeometryReader could tell apart, and enough to turn
/// every such residue into the short decimal it stands for. A value too large to hold nine
/// decimals (|v| ≥ `exactLimit`) already has no residue below that and is written as it is;
/// infinities and NaN pass through.
public enum ReportedNumber {
    /// The grid reported values sit on, in points.
    public static let quantum = 1e-9
    /// The most a reported value differs from the engine's: one quantum.
    public static let bound = 1e-9
    /// 2²⁰ pt. Below it `value × 10⁹` is off by at most 1/16 and the division by at most 6e-11 pt;
    /// above it nothing is rounded (a million points is far beyond any screen).
    public static let exactLimit = 1_048_576.0

    /// `value` on the reporting grid; never `-0`.
    @inlinable public static func clean(_ value: Double) -> Double {
        guard value.magnitude < exactLimit else { return value }
        return (value * 1e9).rounded() / 1e9 + 0.0
    }
}
