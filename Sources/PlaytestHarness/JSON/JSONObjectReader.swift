// MARK: - JSONObjectReader

/// Strict, typed reading of one JSON object, for scenario validators.
///
/// Each read names a key and the type and range it must have; a missing key
/// or a wrong value throws a ``JSONInputError`` whose path points at it. The
/// reader remembers every key it was asked about, so ``finish()`` can reject
/// keys nobody reads (usually typos) and list the allowed ones:
///
/// ```swift
/// var study = try JSONObjectReader(value, at: .root)
/// let games = try study.integer("games", in: 1...1_000_000)
/// let seed = try study.optionalUnsigned64("seed") ?? 0
/// let status = try study.oneOf("status", allowed: ["documented", "shipped"])
/// try study.finish()
/// ```
///
/// Optional reads return `nil` only when the key is absent; an explicit
/// `null` is a wrong type like any other. Static counterparts such as
/// ``integer(_:at:in:)`` read a single value, e.g. an array element.
public struct JSONObjectReader: Sendable {
    /// Where the object is in the document.
    public let path: JSONPath
    /// The object's members in file order.
    public let members: [JSONValue.Member]
    /// The position in ``members`` of each key's first occurrence.
    private let positions: [String: Int]
    /// Keys asked about or allowed, in the order they were first named.
    private var knownKeys: [String] = []
    /// The same keys, for lookup.
    private var knownSet: Set<String> = []

    /// Starts reading `value`, which must be an object, located at `path`.
    ///
    /// - Throws: ``JSONInputError`` such as `is a string; expected an object`.
    public init(_ value: JSONValue, at path: JSONPath) throws(JSONInputError) {
        guard case .object(let members) = value else {
            throw JSONInputError.wrongType(value, at: path, expected: "an object", fix: "use an object in { }")
        }
        self.path = path
        self.members = members
        var positions: [String: Int] = [:]
        for (position, member) in members.enumerated() where positions[member.key] == nil {
            positions[member.key] = position
        }
        self.positions = positions
    }

    // MARK: - Keys

    /// The object's keys in file order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// Whether the object has `key`; does not count as reading it.
    public func contains(_ key: String) -> Bool {
        positions[key] != nil
    }

    /// The raw value of `key`, or `nil` if absent; counts as reading the key.
    public mutating func value(_ key: String) -> JSONValue? {
        markKnown(key)
        return positions[key].map { members[$0].value }
    }

    /// Marks keys as known without reading them, so ``finish()`` accepts them.
    public mutating func allow(_ keys: String...) {
        keys.forEach { markKnown($0) }
    }

    /// Every member with its path, in file order, for dictionary-like objects
    /// whose keys are names chosen by the user; counts as reading them all.
    public mutating func entries() -> [(key: String, path: JSONPath, value: JSONValue)] {
        var result: [(key: String, path: JSONPath, value: JSONValue)] = []
        for member in members {
            markKnown(member.key)
            result.append((member.key, path.appending(key: member.key), member.value))
        }
        return result
    }

    /// Checks that every key in the object was read or allowed.
    ///
    /// - Throws: ``JSONInputError`` for the first unread key in file order:
    ///   `is not a known key`, fix `allowed keys: games, seed; did you mean "games"?`.
    public func finish() throws(JSONInputError) {
        for member in members where !knownSet.contains(member.key) {
            var fix = knownKeys.isEmpty
                ? "remove it; this object takes no keys"
                : "allowed keys: " + knownKeys.joined(separator: ", ")
            if let suggestion = JSONSuggestion.didYouMean(member.key, among: knownKeys) {
                fix += "; " + suggestion
            }
            throw JSONInputError(path: path.appending(key: member.key), problem: "is not a known key", fix: fix)
        }
    }

    // MARK: - Containers

    /// The array at `key`, each element with its path.
    public mutating func array(_ key: String) throws(JSONInputError) -> [(path: JSONPath, value: JSONValue)] {
        try JSONObjectReader.array(required(key, expecting: "an array"), at: path.appending(key: key))
    }

    /// The array at `key` with element paths, or `nil` if the key is absent.
    public mutating func optionalArray(_ key: String) throws(JSONInputError) -> [(path: JSONPath, value: JSONValue)]? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.array(value, at: path.appending(key: key))
    }

    /// A reader for the object at `key`; call its ``finish()`` too.
    public mutating func object(_ key: String) throws(JSONInputError) -> JSONObjectReader {
        try JSONObjectReader(required(key, expecting: "an object"), at: path.appending(key: key))
    }

    /// A reader for the object at `key`, or `nil` if the key is absent.
    public mutating func optionalObject(_ key: String) throws(JSONInputError) -> JSONObjectReader? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader(value, at: path.appending(key: key))
    }

    /// Reads `value`, which must be an array, as elements with their paths.
    ///
    /// - Throws: ``JSONInputError`` such as `is an object; expected an array`.
    public static func array(_ value: JSONValue, at path: JSONPath) throws(JSONInputError) -> [(path: JSONPath, value: JSONValue)] {
        guard case .array(let elements) = value else {
            throw JSONInputError.wrongType(value, at: path, expected: "an array", fix: "use an array in [ ]")
        }
        return elements.enumerated().map { (path.appending(index: $0.offset), $0.element) }
    }

    // MARK: - Bookkeeping

    /// The value of a required key; a missing key throws `is missing` with a
    /// fix naming the key and what it takes (`expecting`, e.g. "a string"),
    /// and points out an unread key that looks like a misspelling of it: one edit away for a key of up to 4
    /// characters (`nmae`, not `games` for `name`), two for longer keys. An unread key may be one read later,
    /// so only a close match is plausibly the same key.
    mutating func required(_ key: String, expecting: String) throws(JSONInputError) -> JSONValue {
        if let value = value(key) { return value }
        var fix = "add \(JSONValue.quoted(key)) with \(expecting)"
        let unread = members.map(\.key).filter { !knownSet.contains($0) }
        if let misspelling = JSONSuggestion.closest(to: key, among: unread, maximumDistance: key.count <= 4 ? 1 : 2) {
            fix += "; did you misspell it as \(JSONValue.quoted(misspelling))?"
        }
        throw JSONInputError(path: path.appending(key: key), problem: "is missing", fix: fix)
    }

    /// Records `key` as known, keeping first-named order.
    private mutating func markKnown(_ key: String) {
        if knownSet.insert(key).inserted {
            knownKeys.append(key)
        }
    }
}
