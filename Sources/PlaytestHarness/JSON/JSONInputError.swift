// MARK: - JSONInputError

/// Input that cannot be used, from any stage of reading a file: text that is
/// not well-formed JSON (located by line and column), or well-formed JSON
/// whose content is not what a scenario allows (located by its JSON path): a
/// missing key, a wrong type, a value out of range, an unknown key.
///
/// Every error names the file once it is known (``file``), where
/// (``location``), what is wrong (``problem``, phrased to follow the
/// location) and what would be accepted (``fix``):
///
/// ```text
/// Scenarios/dice.json: $.games is -5, below the minimum 1; use a whole number from 1 to 1000000
/// Scenarios/dice.json: $.status is "shiped"; allowed: documented, shipped; did you mean "shipped"?
/// Scenarios/dice.json: line 3, column 14: duplicate key "games"; fix the JSON syntax there
/// ```
public struct JSONInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the input the error is.
    public enum Location: Equatable, Sendable {
        /// A value of well-formed JSON (or, for a missing key, where it would be).
        case path(JSONPath)
        /// A 1-based line and column of text that is not well-formed JSON; columns count Unicode scalars.
        case position(line: Int, column: Int)
        /// A command-line option that changes the file's content, e.g. `--param speed=2`.
        case option(String)
    }

    /// The file, as the user named it, once the error has left the parser or reader.
    public var file: String?
    /// Where the offending input is.
    public var location: Location
    /// What is wrong, phrased to follow the location: `is missing`,
    /// `is a string; expected an object`, `duplicate key "games"`.
    public var problem: String
    /// What would be accepted: `use a whole number from 1 to 1000000`,
    /// `allowed keys: games, seed; did you mean "games"?`, `fix the JSON syntax there`.
    public var fix: String

    /// Creates an error about the value at a JSON path.
    public init(path: JSONPath, problem: String, fix: String) {
        self.location = .path(path)
        self.problem = problem
        self.fix = fix
    }

    /// Creates an error about a command-line option applied to the file.
    public init(option: String, problem: String, fix: String) {
        self.location = .option(option)
        self.problem = problem
        self.fix = fix
    }

    /// Creates an error about malformed text at a 1-based line and column.
    public init(line: Int, column: Int, problem: String, fix: String = "fix the JSON syntax there") {
        self.location = .position(line: line, column: column)
        self.problem = problem
        self.fix = fix
    }

    /// The JSON path of the offending value (the root for a syntax error or an option).
    public var path: JSONPath {
        if case .path(let path) = location { return path }
        return .root
    }

    /// The same error, naming the file it came from (unless it already names one: an error inside a file
    /// that another file refers to keeps the inner file's name).
    public func inFile(_ file: String) -> JSONInputError {
        var error = self
        if error.file == nil { error.file = file }
        return error
    }

    // MARK: - Rendering

    /// The error as one sentence: `[<file>: ]<path> <problem>; <fix>` or `[<file>: ]line L, column C: <problem>; <fix>`.
    public var description: String {
        let prefix = file.map { "\($0): " } ?? ""
        switch location {
        case .path(let path): return "\(prefix)\(path) \(problem); \(fix)"
        case .position(let line, let column): return "\(prefix)line \(line), column \(column): \(problem); \(fix)"
        case .option(let option): return "\(prefix)\(option) \(problem); \(fix)"
        }
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
        self.init(line: line, column: column, problem: message)
    }


    // MARK: - Common errors

    /// The error for a value of the wrong JSON type: `is a string; expected an object`.
    static func wrongType(_ value: JSONValue, at path: JSONPath, expected: String, fix: String) -> JSONInputError {
        JSONInputError(path: path, problem: "is \(value.kindDescription); expected \(expected)", fix: fix)
    }

    /// A value shown in a problem: numbers as written, strings quoted (long
    /// ones shortened), booleans and null as literals, containers by kind.
    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .null, .bool, .number:
            return value.description
        case .string(let text):
            let limit = 60
            guard text.count > limit else { return JSONValue.quoted(text) }
            return JSONValue.quoted(String(text.prefix(limit))) + "…"
        case .array, .object:
            return value.kindDescription
        }
    }
}
