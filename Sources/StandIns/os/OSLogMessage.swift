#if !canImport(Darwin)
// Linux only (see Logger.swift).

/// A log message written as a string literal with interpolations (`"rolled \(value, privacy: .public)"`); the values
/// are kept as closures and never evaluated, as `os` defers them.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The literal segments of the message, for inspection.
    public let literalText: String

    /// A message with no interpolation.
    public init(stringLiteral value: String) {
        literalText = value
    }

    /// A message with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        literalText = stringInterpolation.literalText
    }
}

/// The interpolations a log message accepts: any value, with the optional `privacy:`, `format:` and `align:`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var literalText = ""

    /// Room for the literal and the interpolations.
    public init(literalCapacity: Int, interpolationCount: Int) {
        literalText.reserveCapacity(literalCapacity)
    }

    /// A literal segment.
    public mutating func appendLiteral(_ literal: String) {
        literalText += literal
    }

    /// A value (not evaluated).
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) {}

    /// An integer with a format (not evaluated).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}

    /// A floating-point number with a format (not evaluated).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
                                                                     align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
}

/// Whether an interpolated value is redacted in the log.
public struct OSLogPrivacy: Sendable, Hashable {
    let level: Int
    /// Redacted unless it is a scalar.
    public static let auto = OSLogPrivacy(level: 0)
    /// Shown.
    public static let `public` = OSLogPrivacy(level: 1)
    /// Redacted.
    public static let `private` = OSLogPrivacy(level: 2)
    /// Redacted to a hash.
    public static let sensitive = OSLogPrivacy(level: 3)
    /// Redacted, with a mask.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// Redacted unless it is a scalar, with a mask.
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }

    /// How a redacted value is replaced.
    public struct Mask: Sendable, Hashable {
        let kind: Int
        /// By a hash.
        public static let hash = Mask(kind: 1)
        /// By nothing.
        public static let none = Mask(kind: 0)
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable, Hashable {
    let radix: Int
    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// In hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// In octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)
    /// In decimal, with a minimum number of digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// In hexadecimal, with options.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable, Hashable {
    let style: Int
    /// Fixed-point.
    public static let fixed = OSLogFloatFormatting(style: 0)
    /// Exponential.
    public static let exponential = OSLogFloatFormatting(style: 1)
    /// Fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(style: 2)
    /// Fixed-point with a precision.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// How an interpolated value is padded.
public struct OSLogStringAlignment: Sendable, Hashable {
    let width: Int
    /// Not padded.
    public static let none = OSLogStringAlignment(width: 0)
    /// Padded on the left to a width.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
    /// Padded on the right to a width.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
}
#endif
