// MARK: - JSONValue

/// A JSON value exactly as it was written in a scenario file.
///
/// Numbers keep their literal text (`"-0.5e3"`, `"18446744073709551615"`) so
/// that readers can convert them without any loss, and object members keep
/// their file order so that error messages and unknown-key checks can follow
/// the file. Equality is structural and literal: `.number("1.0")` is not equal
/// to `.number("1")`.
public indirect enum JSONValue: Sendable, Equatable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A number, stored as the literal text exactly as written in the file.
    case number(String)
    /// A string, with all escapes resolved.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// An object, with its members in file order.
    case object([Member])

    /// One `"key": value` member of a JSON object.
    public struct Member: Sendable, Equatable {
        /// The member's key, with all escapes resolved.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// Creates a member from a key and a value.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    // MARK: - Inspecting

    /// The kind of this value with an article, for error messages:
    /// "null", "a boolean", "a number", "a string", "an array" or "an object".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of the first member named `key` when this is an object;
    /// `nil` when there is no such member or this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

// MARK: - Rendering

extension JSONValue: CustomStringConvertible {
    /// The value rendered as compact JSON text; numbers appear exactly as written.
    public var description: String {
        switch self {
        case .null:
            return "null"
        case .bool(let flag):
            return flag ? "true" : "false"
        case .number(let literal):
            return literal
        case .string(let text):
            return JSONValue.quoted(text)
        case .array(let elements):
            return "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            let rendered = members.map { JSONValue.quoted($0.key) + ":" + $0.value.description }
            return "{" + rendered.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal: in double quotes, with `"`, `\` and
    /// control characters escaped.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}": result += "\\u" + hexDigits(scalar.value, width: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `value` in upper-case hexadecimal, left-padded with zeros to `width` digits.
    static func hexDigits(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
