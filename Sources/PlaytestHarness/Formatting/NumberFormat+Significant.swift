// MARK: - Significant digits

extension NumberFormat {

    /// Decimal exponents in `plainExponents` are printed without scientific notation.
    static let plainExponents = -6..<15

    /// SI prefixes by power of 1000, from 10^-9 (`n`) to 10^18 (`E`).
    static let siPrefixes: [(group: Int, symbol: String)] = [
        (-3, "n"), (-2, "µ"), (-1, "m"), (0, ""),
        (1, "k"), (2, "M"), (3, "G"), (4, "T"), (5, "P"), (6, "E"),
    ]

    /// Formats `x` rounded to `digits` significant digits (clamped to 1...17),
    /// rounding half away from zero and keeping trailing zeros, which are significant.
    ///
    /// Values with magnitude in [1e-6, 1e15) print in plain positional form:
    /// `1.23e9` → `"1230000000"`, `0.00123456` → `"0.00123"`, `1.0` → `"1.00"`,
    /// `999.7` → `"1000"`. Other magnitudes use a compact scientific form with a
    /// bare `e` exponent: `1.5e20` → `"1.50e20"`, `2.5e-7` → `"2.50e-7"`.
    /// Zero prints as `"0"`; NaN → `"nan"`, infinities → `"inf"`/`"-inf"`.
    public static func significant(_ x: Double, digits: Int = 3) -> String {
        if !x.isFinite { return fixed(x, digits: 0) }
        if x == 0 { return "0" }
        let precision = min(max(digits, 1), 17)
        let (mantissa, exponent) = decompose(x.magnitude, precision: precision)
        let sign = x < 0 ? "-" : ""
        if plainExponents.contains(exponent) {
            return sign + plain(mantissa, exponent: exponent)
        }
        var text = Array(String(mantissa))
        if text.count > 1 { text.insert(".", at: 1) }
        return sign + String(text) + "e" + String(exponent)
    }

    /// Formats a benchmark figure with `digits` significant digits (clamped to
    /// 1...17) and an SI prefix separated by a space: `1.42e9` → `"1.42 G"`,
    /// `169_000` → `"169 k"`, `950` → `"950"`, `0.0025` → `"2.50 m"`.
    ///
    /// Prefixes run from `n` (1e-9) through `µ` (U+00B5), `m`, `k`, `M`, `G`, `T`,
    /// `P` to `E` (1e18); values outside that range keep the outermost prefix.
    /// Zero prints as `"0"`; NaN → `"nan"`, infinities → `"inf"`/`"-inf"`.
    public static func si(_ x: Double, digits: Int) -> String {
        if !x.isFinite { return fixed(x, digits: 0) }
        if x == 0 { return "0" }
        let precision = min(max(digits, 1), 17)
        let (mantissa, exponent) = decompose(x.magnitude, precision: precision)
        let wanted = exponent >= 0 ? exponent / 3 : -((-exponent + 2) / 3)
        let first = siPrefixes[0]
        let last = siPrefixes[siPrefixes.count - 1]
        let prefix = siPrefixes.first { $0.group == wanted }
            ?? (wanted < first.group ? first : last)
        let sign = x < 0 ? "-" : ""
        let body = plain(mantissa, exponent: exponent - 3 * prefix.group)
        return sign + body + (prefix.symbol.isEmpty ? "" : " " + prefix.symbol)
    }

    // MARK: - Decomposition

    /// Splits a positive finite `value` into a `precision`-digit integer mantissa
    /// and a decimal exponent so that `value ≈ mantissa × 10^(exponent - precision + 1)`.
    static func decompose(_ value: Double, precision: Int) -> (mantissa: UInt64, exponent: Int) {
        var exponent = Int((Double(value.exponent) * 0.30102999566398120).rounded(.down))
        while scaled(value, byPowerOfTen: -exponent) >= 10 { exponent += 1 }
        while scaled(value, byPowerOfTen: -exponent) < 1 { exponent -= 1 }
        let rounded = scaled(value, byPowerOfTen: precision - 1 - exponent)
            .rounded(.toNearestOrAwayFromZero)
        var mantissa = UInt64(rounded)
        if mantissa >= powersOfTen[precision] {
            mantissa = powersOfTen[precision - 1]
            exponent += 1
        }
        return (mantissa, exponent)
    }

    /// Multiplies `value` by 10^`power`, in steps whose factors are exact doubles.
    package static func scaled(_ value: Double, byPowerOfTen power: Int) -> Double {
        var result = value
        var remaining = power
        while remaining != 0 {
            let step = min(remaining.magnitude, 19)
            let factor = Double(powersOfTen[Int(step)])
            result = remaining > 0 ? result * factor : result / factor
            remaining += remaining > 0 ? -Int(step) : Int(step)
        }
        return result
    }

    /// Positional notation for `mantissa × 10^(exponent - digitCount + 1)`.
    static func plain(_ mantissa: UInt64, exponent: Int) -> String {
        let digits = String(mantissa)
        let count = digits.count
        if exponent >= count - 1 {
            return digits + String(repeating: "0", count: exponent - count + 1)
        }
        if exponent >= 0 {
            let split = digits.index(digits.startIndex, offsetBy: exponent + 1)
            return String(digits[..<split]) + "." + String(digits[split...])
        }
        return "0." + String(repeating: "0", count: -exponent - 1) + digits
    }
}
