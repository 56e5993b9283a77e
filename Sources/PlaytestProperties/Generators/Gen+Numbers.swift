// MARK: - Full-range integers and words

extension Gen where Value == Int {
    /// Integers over the whole range of `Int`, uniformly; shrinks toward 0, a positive value before a negative one.
    ///
    /// One word read as a number: below 2^63 it is the value itself, from 2^63 up it is -1, -2, ... so
    /// that small magnitudes are small words and a shrinker finds them from below.
    @inlinable
    public static func int() -> Gen<Int> {
        Gen { source in
            let word = source.drawMagnitude()
            return word < 1 << 63 ? Int(word) : -Int(word - (1 << 63)) - 1
        }
    }
}

extension Gen where Value == UInt64 {
    /// Unsigned 64-bit integers over their whole range, uniformly; shrinks toward 0 as a number.
    @inlinable
    public static func uint64() -> Gen<UInt64> {
        Gen { source in source.drawMagnitude() }
    }
}

// MARK: - Floating point

extension Gen where Value == Double {
    /// Doubles over every finite value (sign, exponent and significand uniform), with the edge cases a property
    /// should meet drawn often: 0, -0, the least subnormal, a random subnormal, 1, -1, the least normal and the
    /// greatest finite of either sign, each 1 time in 24; infinities and NaN only when asked. Shrinks toward +0.
    public static func double(allowingInfinity: Bool = false, allowingNaN: Bool = false) -> Gen<Double> {
        floatingPoint(allowingInfinity: allowingInfinity, allowingNaN: allowingNaN)
    }
}

extension Gen where Value == Float {
    /// Floats over every finite value, with the same edge cases as `double(allowingInfinity:allowingNaN:)`.
    public static func float(allowingInfinity: Bool = false, allowingNaN: Bool = false) -> Gen<Float> {
        floatingPoint(allowingInfinity: allowingInfinity, allowingNaN: allowingNaN)
    }
}

extension Gen where Value: BinaryFloatingPoint & Sendable, Value.RawExponent: FixedWidthInteger & Sendable,
    Value.RawSignificand: FixedWidthInteger & Sendable {
    /// A sign, an exponent and a significand (each a bounded draw, so each shrinks as a number), then the case:
    /// 0 to 12 keep that value, 13 to 23 replace it with an edge case.
    ///
    /// The case comes last so that a plain value (its case word 0, trimmed) takes fewer words than an edge case:
    /// shrinking prefers 1.5 to the greatest finite value, and the simplest value is +0.
    static func floatingPoint(allowingInfinity: Bool, allowingNaN: Bool) -> Gen<Value> {
        Gen { source in
            let sign: FloatingPointSign = source.draw(below: 2) == 0 ? .plus : .minus
            let exponent = Value.RawExponent(source.draw(below: UInt64((1 << Value.exponentBitCount) - 1)))
            let significand = Value.RawSignificand(source.draw(below: UInt64(1) << UInt64(Value.significandBitCount)))
            switch source.draw(below: 24) {
            case 13: return 0
            case 14: return -0.0
            case 15: return Value.leastNonzeroMagnitude
            case 16: return Value(sign: .plus, exponentBitPattern: 0, significandBitPattern: significand)
            case 17: return 1
            case 18: return -1
            case 19: return Value.leastNormalMagnitude
            case 20: return Value.greatestFiniteMagnitude
            case 21: return -Value.greatestFiniteMagnitude
            case 22 where allowingInfinity: return sign == .plus ? Value.infinity : -Value.infinity
            case 23 where allowingNaN: return Value.nan
            default: return Value(sign: sign, exponentBitPattern: exponent, significandBitPattern: significand)
            }
        }
    }
}
