// MARK: - JSONPath

/// The location of a value inside a JSON document, for error messages.
///
/// Built from ``root`` by appending keys and indices, and rendered in the
/// familiar JSONPath style: `$.studies[0].sweep.count[2]`. Keys that are not
/// identifier-like (ASCII letter or `_`, then letters, digits or `_`) are
/// rendered in brackets as JSON strings: `$["odd key"]`, `$.rates["2x"]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a container to one of its values.
    public enum Component: Sendable, Hashable {
        /// The value of an object member with this key.
        case key(String)
        /// The element of an array at this 0-based index.
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public private(set) var components: [Component]

    /// The path of the whole document, rendered `$`.
    public static let root = JSONPath(components: [])

    /// Creates a path from its steps, outermost first.
    public init(components: [Component]) {
        self.components = components
    }

    // MARK: - Building

    /// This path extended into the member `key` of an object.
    public func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path extended into the element at 0-based `index` of an array.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// The path of the enclosing container, or `nil` for ``root``.
    public var parent: JSONPath? {
        components.isEmpty ? nil : JSONPath(components: Array(components.dropLast()))
    }

    // MARK: - Rendering

    /// The path rendered as `$.studies[0].sweep.count[2]` or `$["odd key"]`.
    public var description: String {
        var result = "$"
        for component in components {
            switch component {
            case .key(let key) where JSONPath.isIdentifierLike(key):
                result += "." + key
            case .key(let key):
                result += "[" + JSONValue.quoted(key) + "]"
            case .index(let index):
                result += "[\(index)]"
            }
        }
        return result
    }

    /// Whether `key` can be written after a dot: a non-empty run of ASCII
    /// letters, digits and `_` that does not start with a digit.
    static func isIdentifierLike(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else {
            return false
        }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_"
        }
    }
}
