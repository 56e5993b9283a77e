// MARK: - NumberFormat

/// Locale-free number formatting for reports.
///
/// Every function here produces the same bytes on every platform and in every
/// locale: ASCII digits, `.` as the decimal separator, `-` as the minus sign and
/// `,` as the (optional) thousands separator. Nothing here uses Foundation.
///
/// Non-finite values print as `nan`, `inf` and `-inf` in every function.
public enum NumberFormat: Sendable {

    /// The largest number of fractional digits that `fixed` computes; any
    /// further requested digits are printed as zeros.
    static let maxComputedFractionDigits = 18

    /// Exact powers of ten that fit in `UInt64`, indexed by exponent (0...19).
    static let powersOfTen: [UInt64] = {
        var table: [UInt64] = [1]
        for _ in 1...19 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    // MARK: - Fixed-point

    /// Formats `x` with exactly `digits` fractional digits.
    ///
    /// Rounds half away from zero (`0.125` → `"0.13"`, `-2.5` with 0 digits →
    /// `"-3"`). A value that rounds to zero never carries a sign (`-0.004` →
    /// `"0.00"`). The integer part is printed exactly for every finite `Double`;
    /// the fraction is rounded with integer arithmetic, so values up to 1e15 are
    /// exact at 2 digits. A negative `digits` is treated as 0; digits beyond the
    /// eighteenth are printed as zeros. NaN → `"nan"`, infinities → `"inf"`/`"-inf"`.
    public static func fixed(_ x: Double, digits: Int) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        let places = max(0, digits)
        let computed = min(places, maxComputedFractionDigits)
        let scale = powersOfTen[computed]
        let magnitude = x.magnitude
        var whole = magnitude.rounded(.towardZero)
        // Exact: subtracting the integral part of a Double is always representable.
        let fraction = magnitude - whole
        var scaledFraction = UInt64((fraction * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if scaledFraction >= scale {
            // Only possible when `whole` < 2^52, where adding one is exact.
            scaledFraction -= scale
            whole += 1
        }
        let isZero = whole == 0 && scaledFraction == 0
        var result = (x < 0 && !isZero) ? "-" : ""
        result += integralDigits(whole)
        if places > 0 {
            result += "."
            result += leftPadded(String(scaledFraction), width: computed)
            result += String(repeating: "0", count: places - computed)
        }
        return result
    }

    /// Formats a percentage: `fraction * 100` with `digits` fractional digits and
    /// a trailing `%` (`0.125` with 1 digit → `"12.5%"`; NaN → `"nan%"`).
    public static func percent(_ fraction: Double, digits: Int) -> String {
        fixed(fraction * 100, digits: digits) + "%"
    }

    // MARK: - Integers

    /// Formats an integer in plain decimal without grouping (`-1234` → `"-1234"`).
    public static func integer(_ n: Int) -> String {
        String(n)
    }

    /// Formats an integer with `,` between groups of three digits
    /// (`1234567` → `"1,234,567"`, `-1000` → `"-1,000"`, `999` → `"999"`).
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var result = n < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    // MARK: - Helpers

    /// Left-pads `text` with zeros to at least `width` characters.
    static func leftPadded(_ text: String, width: Int) -> String {
        String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// The exact decimal digits of a non-negative, integral, finite `Double`.
    static func integralDigits(_ value: Double) -> String {
        if value < 18_446_744_073_709_551_616.0 { return String(UInt64(value)) }
        // value == significand * 2^shift exactly; build it in base-1e9 limbs.
        let limbBase: UInt64 = 1_000_000_000
        let significand = value.significandBitPattern | (UInt64(1) << 52)
        var limbs: [UInt64] = [significand % limbBase, significand / limbBase]
        var shift = Int(value.exponent) - 52
        while shift > 0 {
            let step = min(shift, 29)
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = (limbs[index] << UInt64(step)) + carry
                limbs[index] = product % limbBase
                carry = product / limbBase
            }
            while carry > 0 {
                limbs.append(carry % limbBase)
                carry /= limbBase
            }
            shift -= step
        }
        while limbs.count > 1 && limbs[limbs.count - 1] == 0 { limbs.removeLast() }
        var result = String(limbs[limbs.count - 1])
        for limb in limbs.dropLast().reversed() {
            result += leftPadded(String(limb), width: 9)
        }
        return result
    }
}
