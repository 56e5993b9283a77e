import Foundation

/// `UserDefaults` for an app's logic layer: the bound world's own store, empty when the world starts (the
/// system's defaults when no world is bound), so that what one game saves never leaks into the next.
public final class AppUserDefaults: @unchecked Sendable {
    /// The app's defaults: the bound world's.
    public static var standard: AppUserDefaults { AppUserDefaults(suite: nil) }

    let suite: String?

    /// A named suite: a prefix on the world's keys.
    public init?(suiteName: String?) {
        self.suite = suiteName
    }

    init(suite: String?) {
        self.suite = suite
    }

    private func key(_ name: String) -> String { suite.map { "\($0)/\(name)" } ?? name }

    private var system: UserDefaults { suite.flatMap { UserDefaults(suiteName: $0) } ?? UserDefaults.standard }

    /// The stored object, if any (registered defaults included).
    public func object(forKey name: String) -> Any? {
        guard let world = AppWorld.current else { return system.object(forKey: name) }
        return world.defaults.values[key(name)] ?? world.defaults.registered[key(name)]
    }

    /// Stores a value (nil removes it).
    public func set(_ value: Any?, forKey name: String) {
        guard let world = AppWorld.current else { return system.set(value, forKey: name) }
        world.defaults.values[key(name)] = value
    }

    /// Stores an integer.
    public func set(_ value: Int, forKey name: String) { set(value as Any?, forKey: name) }
    /// Stores a flag.
    public func set(_ value: Bool, forKey name: String) { set(value as Any?, forKey: name) }
    /// Stores a double.
    public func set(_ value: Double, forKey name: String) { set(value as Any?, forKey: name) }
    /// Stores a float.
    public func set(_ value: Float, forKey name: String) { set(value as Any?, forKey: name) }
    /// Stores a URL.
    public func set(_ value: URL?, forKey name: String) { set(value as Any?, forKey: name) }

    /// Removes a value.
    public func removeObject(forKey name: String) { set(nil as Any?, forKey: name) }

    /// Values returned for keys never set.
    public func register(defaults: [String: Any]) {
        guard let world = AppWorld.current else { return system.register(defaults: defaults) }
        for (name, value) in defaults { world.defaults.registered[key(name)] = value }
    }

    /// The stored integer, 0 if none.
    public func integer(forKey name: String) -> Int {
        switch object(forKey: name) {
        case let value as Int: value
        case let value as Double: Int(value)
        case let value as Bool: value ? 1 : 0
        case let value as String: Int(value) ?? 0
        default: 0
        }
    }

    /// The stored double, 0 if none.
    public func double(forKey name: String) -> Double {
        switch object(forKey: name) {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as String: Double(value) ?? 0
        default: 0
        }
    }

    /// The stored float, 0 if none.
    public func float(forKey name: String) -> Float { Float(double(forKey: name)) }

    /// The stored flag, false if none.
    public func bool(forKey name: String) -> Bool {
        switch object(forKey: name) {
        case let value as Bool: value
        case let value as Int: value != 0
        case let value as String: ["yes", "true", "1"].contains(value.lowercased())
        default: false
        }
    }

    /// The stored string, if any.
    public func string(forKey name: String) -> String? { object(forKey: name) as? String }
    /// The stored data, if any.
    public func data(forKey name: String) -> Data? { object(forKey: name) as? Data }
    /// The stored array, if any.
    public func array(forKey name: String) -> [Any]? { object(forKey: name) as? [Any] }
    /// The stored strings, if any.
    public func stringArray(forKey name: String) -> [String]? { object(forKey: name) as? [String] }
    /// The stored dictionary, if any.
    public func dictionary(forKey name: String) -> [String: Any]? { object(forKey: name) as? [String: Any] }
    /// The stored URL, if any.
    public func url(forKey name: String) -> URL? { object(forKey: name) as? URL }

    /// Nothing to write: the world's store is in memory. Returns true.
    @discardableResult
    public func synchronize() -> Bool { true }
}
