/// Natural logarithms computed with IEEE arithmetic only (+, -, x, / and exact scaling by powers of two), so that
/// UCB1's exploration term, and therefore every choice a search makes, is the same on every machine and C library.
///
/// `x = m x 2^e` with `m` in [sqrt(1/2), sqrt(2)); `ln m = 2 atanh(z)`, `z = (m - 1) / (m + 1)`, summed to a fixed 12
/// odd powers (|z| < 0.172, so the error is below 1e-19 relative); `ln x = ln m + e ln 2`.
@usableFromInline
enum SearchLogarithm {
    @usableFromInline static let ln2 = 0.693_147_180_559_945_309_417_232_121_458

    /// ln x for a positive, finite x.
    @inlinable
    static func ln(_ x: Double) -> Double {
        precondition(x > 0 && x.isFinite, "ln needs a positive finite number")
        var exponent = Int(x.exponent)
        var mantissa = x.significand  // [1, 2)
        if mantissa > 1.414_213_562_373_095 {
            mantissa /= 2
            exponent += 1
        }
        let z = (mantissa - 1) / (mantissa + 1)
        let z2 = z * z
        var term = z
        var sum = 0.0
        var k = 1.0
        for _ in 0..<12 {
            sum += term / k
            term *= z2
            k += 2
        }
        return 2 * sum + Double(exponent) * ln2
    }
}
