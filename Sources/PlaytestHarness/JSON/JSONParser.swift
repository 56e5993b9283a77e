// MARK: - JSONParser

/// A strict RFC 8259 JSON parser that works on UTF-8 bytes and keeps numbers
/// as their literal text.
///
/// Strict means: exactly one top-level value with only whitespace around it;
/// no trailing commas, comments, single quotes, `NaN` or `Infinity`; no leading
/// zeros; only the escapes JSON defines, with `\uXXXX` surrogate pairs joined
/// and lone surrogates rejected; no raw control characters inside strings; no
/// duplicate keys within one object; no byte order mark; nesting at most
/// ``maximumDepth`` levels deep.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"games": 1000, "seed": 18446744073709551615}"#)
/// ```
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects that ``parse(_:)`` accepts.
    public static let maximumDepth = 512

    /// The whole input as UTF-8.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var offset = 0
    /// How many arrays and objects enclose the current position.
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses `text` as exactly one JSON value.
    ///
    /// - Throws: ``JSONInputError`` with the 1-based line and column of the
    ///   first problem found.
    public static func parse(_ text: String) throws(JSONInputError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    // MARK: - Document

    mutating func parseDocument() throws(JSONInputError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw error(at: 0, "the text starts with a byte order mark; save the file as UTF-8 without a BOM")
        }
        skipWhitespace()
        guard offset < bytes.count else {
            throw error(at: offset, "the input is empty; expected a JSON value")
        }
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else {
            throw unexpected("unexpected text after the top-level value; a JSON file holds exactly one value")
        }
        return value
    }

    // MARK: - Values

    mutating func parseValue() throws(JSONInputError) -> JSONValue {
        guard let byte = peek() else { throw unexpected("expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return try parseWord()
        case UInt8(ascii: "+"):
            throw error(at: offset, "a number cannot start with '+'")
        case UInt8(ascii: "."):
            throw error(at: offset, "a number must start with a digit, e.g. 0.5 rather than .5")
        default:
            throw unexpected("expected a value")
        }
    }

    mutating func parseObject() throws(JSONInputError) -> JSONValue {
        try enterContainer()
        var members: [JSONValue.Member] = []
        var seenKeys: Set<String> = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            return leaveContainer(.object(members))
        }
        while true {
            let keyOffset = offset
            guard peek() == UInt8(ascii: "\"") else {
                throw unexpected("expected a string key in double quotes")
            }
            let key = try parseString()
            guard seenKeys.insert(key).inserted else {
                throw error(at: keyOffset, "duplicate key \(JSONValue.quoted(key))")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw unexpected("expected ':' after the key \(JSONValue.quoted(key))")
            }
            offset += 1
            skipWhitespace()
            members.append(JSONValue.Member(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                let commaOffset = offset
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    throw error(at: commaOffset, "trailing comma before '}'")
                }
            case UInt8(ascii: "}"):
                return leaveContainer(.object(members))
            default:
                throw unexpected("expected ',' or '}' after an object member")
            }
        }
    }

    mutating func parseArray() throws(JSONInputError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            return leaveContainer(.array(elements))
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                let commaOffset = offset
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    throw error(at: commaOffset, "trailing comma before ']'")
                }
            case UInt8(ascii: "]"):
                return leaveContainer(.array(elements))
            default:
                throw unexpected("expected ',' or ']' after an array element")
            }
        }
    }

    // MARK: - Nesting

    /// Steps over an opening `{` or `[`, enforcing ``maximumDepth``.
    mutating func enterContainer() throws(JSONInputError) {
        guard depth < JSONParser.maximumDepth else {
            throw error(at: offset, "arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep")
        }
        depth += 1
        offset += 1
    }

    /// Steps over a closing `}` or `]` and returns the finished container.
    mutating func leaveContainer(_ value: JSONValue) -> JSONValue {
        depth -= 1
        offset += 1
        return value
    }

    // MARK: - Scanning

    /// The byte at the current offset, or `nil` at the end of input.
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    /// Skips the four JSON whitespace characters: space, tab, `\n` and `\r`.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    // MARK: - Errors

    /// An error at byte `position` with `message`.
    func error(at position: Int, _ message: String) -> JSONInputError {
        JSONInputError(at: position, in: bytes, message: message)
    }

    /// An error for whatever is at the current offset when something else was
    /// expected; names common mistakes (end of input, comments, single quotes).
    func unexpected(_ message: String) -> JSONInputError {
        guard let byte = peek() else {
            return error(at: offset, "unexpected end of input; \(message)")
        }
        if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
            return error(at: offset, "comments are not allowed in JSON")
        }
        if byte == UInt8(ascii: "'") {
            return error(at: offset, "strings must be in double quotes, not single quotes")
        }
        return error(at: offset, message)
    }
}
