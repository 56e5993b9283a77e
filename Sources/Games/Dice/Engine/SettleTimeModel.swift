/// The expected time for n dice to settle: the expected maximum of n independent delay + duration draws.
///
/// A die's settle time S = D + U with D uniform on [0, 0.25] s and U uniform
/// on [0.5, 1.0] s. Its distribution function is piecewise: quadratic on
/// [0.5, 0.75], linear on [0.75, 1.0], quadratic on [1.0, 1.25]. Then
/// E[max of n] = 0.5 + integral from 0.5 to 1.25 of (1 - F(t)^n) dt, computed
/// by Simpson's rule on 3,000 intervals (error far below a microsecond) and
/// cached per n.
public struct SettleTimeModel: Sendable {
    private var cache: [Int: Double] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The distribution function of one die's settle time, in seconds.
    public static func cumulative(_ t: Double) -> Double {
        switch t {
        case ..<0.5: 0
        case ..<0.75: (t - 0.5) * (t - 0.5) / 0.25
        case ..<1.0: (t - 0.625) / 0.5
        case ..<1.25: 1 - (1.25 - t) * (1.25 - t) / 0.25
        default: 1
        }
    }

    /// E[max of n settle times], in seconds; 0 for n = 0.
    public static func expectedMaximum(of n: Int) -> Double {
        guard n > 0 else { return 0 }
        let intervals = 3_000
        let width = 0.75 / Double(intervals)
        var sum = 0.0
        for step in 0...intervals {
            let t = 0.5 + Double(step) * width
            let weight: Double = (step == 0 || step == intervals) ? 1 : (step % 2 == 1 ? 4 : 2)
            sum += weight * (1 - pow(cumulative(t), Double(n)))
        }
        return 0.5 + sum * width / 3
    }

    /// The cached expectation for n dice.
    public mutating func expectedMaximum(of n: Int) -> Double {
        if let known = cache[n] { return known }
        let value = Self.expectedMaximum(of: n)
        cache[n] = value
        return value
    }
}

private func pow(_ base: Double, _ exponent: Double) -> Double {
    // Integer exponents only: repeated squaring keeps this free of Foundation.
    var result = 1.0
    var factor = base
    var remaining = Int(exponent)
    while remaining > 0 {
        if remaining & 1 == 1 { result *= factor }
        factor *= factor
        remaining >>= 1
    }
    return result
}
