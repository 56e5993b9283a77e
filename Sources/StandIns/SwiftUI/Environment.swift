#if !canImport(Darwin)
// Linux only (see View.swift).

/// A key for a value of the environment; a studio adds its own as in SwiftUI.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when nothing set it (always, here: views are not rendered).
    static var defaultValue: Value { get }
}

/// The environment's values: here always the defaults.
public struct EnvironmentValues {
    /// The defaults.
    public init() {}

    /// The value for a key: its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    /// Dismisses the presented view: does nothing here.
    public var dismiss: DismissAction { DismissAction() }
    /// The colour scheme: light.
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
}

/// The action `@Environment(\.dismiss)` gives: calling it does nothing here.
public struct DismissAction: Sendable {
    /// Dismisses (nothing here).
    @MainActor public func callAsFunction() {}
}

/// Light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light.
    case light
    /// Dark.
    case dark
}

/// A value of the environment, read by key path: `@Environment(\.dismiss) private var dismiss`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// The value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value (the default: views are not rendered).
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
#endif
