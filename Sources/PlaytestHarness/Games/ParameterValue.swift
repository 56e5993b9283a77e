/// The value of one game parameter.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    /// A whole number.
    case integer(Int)
    /// A real number.
    case double(Double)
    /// A flag.
    case bool(Bool)
    /// A word from a fixed list.
    case string(String)

    /// The value as written on a command line: `6`, `0.5`, `true`, `documented`.
    public var description: String {
        switch self {
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .string(let word): word
        }
    }

    /// "a whole number 6", for error messages.
    public var kindDescription: String {
        switch self {
        case .integer(let number): "the whole number \(number)"
        case .double(let number): "the number \(number)"
        case .bool(let flag): "the boolean \(flag)"
        case .string(let word): "the string \"\(word)\""
        }
    }
}
