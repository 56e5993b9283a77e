// MARK: - JSONSyntaxError

/// A file that is not well-formed JSON, with the place where reading stopped.
///
/// `line` and `column` are 1-based. Columns count Unicode scalars, so a
/// character such as `é` or `🎲` counts once, as in most editors. Line breaks
/// are `\n`, `\r\n` or a lone `\r`.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the offending character (or of the end of input).
    public var line: Int
    /// The 1-based column of the offending character (or of the end of input).
    public var column: Int
    /// What is wrong, in plain words, e.g. `expected ',' or '}' after an object member`.
    public var message: String

    /// Creates a syntax error at a 1-based line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    // MARK: - Rendering

    /// The error as `line 3, column 14: duplicate key "games"`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }

    /// The error prefixed with a file name in the usual compiler style,
    /// e.g. `scenarios/dice.json:3:14: duplicate key "games"`.
    public func formatted(file: String) -> String {
        "\(file):\(line):\(column): \(message)"
    }

    // MARK: - Locating

    /// Creates an error located at byte `offset` of the UTF-8 text `bytes`.
    ///
    /// The line and column are worked out only when an error happens, so the
    /// parser does not pay for position tracking on valid input.
    init(at offset: Int, in bytes: [UInt8], message: String) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next != UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                // Count lead bytes only, so each Unicode scalar is one column.
                column += 1
            }
            index += 1
        }
        self.init(line: line, column: column, message: message)
    }
}
