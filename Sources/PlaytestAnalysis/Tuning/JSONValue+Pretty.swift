import PlaytestHarness

// MARK: - Indented JSON

extension JSONValue {
    /// The value as indented JSON text (two spaces a level; an array of numbers, strings or booleans on one line),
    /// numbers exactly as written, ending without a newline.
    ///
    /// - Complexity: O(size of the value).
    public func indented(level: Int = 0) -> String {
        let pad = String(repeating: "  ", count: level + 1)
        let close = String(repeating: "  ", count: level)
        switch self {
        case .object(let members) where !members.isEmpty:
            return "{\n" + members.map { pad + JSONValue.quoted($0.key) + ": " + $0.value.indented(level: level + 1) }.joined(separator: ",\n")
                + "\n" + close + "}"
        case .array(let elements) where elements.contains(where: { if case .object = $0 { return true }; if case .array = $0 { return true }; return false }):
            return "[\n" + elements.map { pad + $0.indented(level: level + 1) }.joined(separator: ",\n") + "\n" + close + "]"
        case .array(let elements):
            return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        default:
            return description
        }
    }

    /// A copy with the object member `key` set to `value` (replaced in place, or appended); unchanged if not an object.
    public func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return .object(members)
    }
}
