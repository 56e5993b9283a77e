/// A world's `UserDefaults` contents: values by key, in memory, empty when the world starts.
public final class AppDefaultsStore: @unchecked Sendable {
    /// The stored values.
    public internal(set) var values: [String: Any] = [:]
    /// The registered defaults (`register(defaults:)`).
    public internal(set) var registered: [String: Any] = [:]

    /// An empty store.
    public init() {}

    /// The keys stored, in ascending order.
    public var keys: [String] { values.keys.sorted() }
}
