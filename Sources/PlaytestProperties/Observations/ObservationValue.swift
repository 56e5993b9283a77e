/// A JSON value of an observation line, with object keys kept in the order they were given, so that the same
/// observation always renders to the same bytes.
public indirect enum ObservationValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A real number; a non-finite one renders as `null` (JSON has no infinity or NaN).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ObservationValue])
    /// An object, its keys in the order given.
    case object([(key: String, value: ObservationValue)])

    /// The compact JSON text of the value (no spaces, no newline).
    public var json: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value):
            if !value.isFinite {
                text += "null"
            } else if value == value.rounded(), abs(value) < 1e15 {
                text += String(Int(value))
            } else {
                text += String(value)   // the shortest text that reads back as the same Double
            }
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    public static func == (lhs: ObservationValue, rhs: ObservationValue) -> Bool { lhs.json == rhs.json }
}
