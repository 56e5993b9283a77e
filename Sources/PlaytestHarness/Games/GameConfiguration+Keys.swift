import PlaytestStatistics
import PlaytestProperties

// MARK: - Reading by typed key

extension GameConfiguration {
    /// The value of a key's parameter: validated, so of the key's type. A key whose parameter is not in the
    /// configuration (a key of another game) is a programmer error.
    public subscript<Value>(key: ParameterKey<Value>) -> Value {
        guard let value = value(key.name), let typed = Value.read(value) else {
            preconditionFailure("no \(Value.self) parameter \(key.name) in \(self)")
        }
        return typed
    }

    /// The value of a key's parameter, or nil when the configuration does not hold it (a configuration built by
    /// hand with fewer parameters); `configuration.value(key) ?? key.defaultValue` reads it tolerantly.
    public func value<Value>(_ key: ParameterKey<Value>) -> Value? {
        value(key.name).flatMap(Value.read)
    }

    /// The text of a file parameter's file, if one was named and read.
    public func attachment(_ key: ParameterKey<String>) -> String? {
        attachments[key.name]
    }
}
