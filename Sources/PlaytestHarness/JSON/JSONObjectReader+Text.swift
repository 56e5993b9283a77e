// MARK: - JSONObjectReader: strings, choices and booleans

extension JSONObjectReader {
    // MARK: - Strings

    /// The string at `key`.
    public mutating func string(_ key: String) throws(JSONInputError) -> String {
        let value = try required(key, expecting: "a string")
        return try JSONObjectReader.string(value, at: path.appending(key: key))
    }

    /// Like ``string(_:)``, but `nil` when the key is absent.
    public mutating func optionalString(_ key: String) throws(JSONInputError) -> String? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.string(value, at: path.appending(key: key))
    }

    /// Reads `value` (found at `path`) as a string.
    public static func string(_ value: JSONValue, at path: JSONPath) throws(JSONInputError) -> String {
        guard case .string(let text) = value else {
            throw .wrongType(value, at: path, expected: "a string", fix: "use a string in double quotes")
        }
        return text
    }

    // MARK: - Choices

    /// The string at `key`, which must be exactly one of `allowed`.
    ///
    /// A wrong string reads `is "shiped"; allowed: documented, shipped` with
    /// the fix `did you mean "shipped"?` when one allowed string is within two
    /// edits (ignoring case).
    public mutating func oneOf(_ key: String, allowed: [String]) throws(JSONInputError) -> String {
        let value = try required(key, expecting: JSONObjectReader.choiceText(allowed))
        return try JSONObjectReader.oneOf(value, at: path.appending(key: key), allowed: allowed)
    }

    /// Like ``oneOf(_:allowed:)``, but `nil` when the key is absent.
    public mutating func optionalOneOf(_ key: String, allowed: [String]) throws(JSONInputError) -> String? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.oneOf(value, at: path.appending(key: key), allowed: allowed)
    }

    /// Reads `value` (found at `path`) as one of the `allowed` strings.
    public static func oneOf(_ value: JSONValue, at path: JSONPath, allowed: [String]) throws(JSONInputError) -> String {
        let list = allowed.joined(separator: ", ")
        guard case .string(let text) = value else {
            throw .wrongType(value, at: path, expected: "a string", fix: "use \(choiceText(allowed))")
        }
        if allowed.contains(text) {
            return text
        }
        let fix = JSONSuggestion.didYouMean(text, among: allowed)
            ?? "use one of the allowed strings exactly as written"
        throw JSONInputError(path: path, problem: "is \(JSONInputError.shown(value)); allowed: \(list)", fix: fix)
    }

    /// What a choice accepts: `one of "documented", "shipped"`.
    static func choiceText(_ allowed: [String]) -> String {
        "one of " + allowed.map(JSONValue.quoted).joined(separator: ", ")
    }

    // MARK: - Booleans

    /// The boolean at `key`: the literal `true` or `false`.
    public mutating func bool(_ key: String) throws(JSONInputError) -> Bool {
        let value = try required(key, expecting: "true or false")
        return try JSONObjectReader.bool(value, at: path.appending(key: key))
    }

    /// Like ``bool(_:)``, but `nil` when the key is absent.
    public mutating func optionalBool(_ key: String) throws(JSONInputError) -> Bool? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.bool(value, at: path.appending(key: key))
    }

    /// Reads `value` (found at `path`) as a boolean.
    public static func bool(_ value: JSONValue, at path: JSONPath) throws(JSONInputError) -> Bool {
        guard case .bool(let flag) = value else {
            var fix = "use true or false"
            if case .string(let text) = value, text == "true" || text == "false" {
                fix += ", without quotes"
            }
            throw .wrongType(value, at: path, expected: "true or false", fix: fix)
        }
        return flag
    }
}
