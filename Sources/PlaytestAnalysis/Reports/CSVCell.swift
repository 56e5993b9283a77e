import PlaytestHarness

// MARK: - CSVCell

/// One cell of a `CSVTable` row.
///
/// Text cells are neutralised against spreadsheet formula injection and quoted
/// per RFC 4180; numeric cells are formatted with `NumberFormat` and are never
/// prefixed, because a number is not a formula.
public enum CSVCell: Sendable, Equatable {
    /// Free text, neutralised and quoted as needed.
    case text(String)
    /// An integer, printed in plain decimal without grouping.
    case integer(Int)
    /// A real number printed with `NumberFormat.fixed(_:digits:)`.
    case number(Double, digits: Int)
    /// An empty field.
    case empty

    // MARK: - Rendering

    /// The cell as it appears between the commas of a CSV record: formatted,
    /// neutralised (text only) and quoted when required.
    public var field: String {
        switch self {
        case .text(let text):
            return Self.quotedIfNeeded(Self.neutralised(text))
        case .integer(let value):
            return NumberFormat.integer(value)
        case .number(let value, let digits):
            return NumberFormat.fixed(value, digits: digits)
        case .empty:
            return ""
        }
    }

    // MARK: - Formula injection

    /// First characters that make spreadsheet applications treat a field as a
    /// formula: `=`, `+`, `-`, `@`, tab and carriage return.
    static let formulaTriggers: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// Prefixes `text` with an apostrophe when its first scalar is a formula
    /// trigger. Works on scalars, so a leading CR LF pair is caught too.
    static func neutralised(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, formulaTriggers.contains(first) else {
            return text
        }
        return "'" + text
    }

    // MARK: - RFC 4180 quoting

    /// Scalars that force a field to be quoted.
    static let quoteTriggers: Set<Unicode.Scalar> = [",", "\"", "\r", "\n"]

    /// Wraps `text` in double quotes, doubling inner quotes, when it contains a
    /// comma, double quote, CR or LF; otherwise returns it unchanged.
    static func quotedIfNeeded(_ text: String) -> String {
        // The triggers are ASCII, so a byte scan finds them (no set lookup per scalar).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") })
        else { return text }
        // Byte by byte: the quote is ASCII, so doubling it never splits a scalar.
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }
}

// MARK: - Literals

extension CSVCell: ExpressibleByStringLiteral {
    /// Creates a `.text` cell from a string literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension CSVCell: ExpressibleByIntegerLiteral {
    /// Creates an `.integer` cell from an integer literal.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}
