#if !canImport(Darwin)
import Foundation
import Observation
import PlaytestAppRuntime

// Linux only (see View.swift).

/// A property SwiftUI would update: the marker of the stand-in's property wrappers.
public protocol DynamicProperty {}

/// A reference to a value stored elsewhere: reading and writing go through to the source.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// The binding a `$` projection gives.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes (writes are dropped).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value at the source.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// A view's own value: kept in a box the view's copies share; `$state` is a binding to it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// A state holding `wrappedValue` at first.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// A state holding `value` at first.
    public init(initialValue value: Value) { box = Box(value) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state holding nil at first.
    public init() { self.init(wrappedValue: nil) }
}

/// An observable object a view owns: made once, on first use.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Box {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let box: Box

    /// The object `thunk` makes, on first use.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: box.object) }
}

/// An observable object a view is given.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observable object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object from an ancestor's `.environmentObject(_:)`. Views are not rendered here, so nothing
/// injects one: reading it stops the program, as SwiftUI does when none was provided.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// An object from the environment.
    public init() {}

    /// The object: never provided on Linux.
    public var wrappedValue: ObjectType {
        fatalError("No ObservableObject of type \(ObjectType.self) found: the SwiftUI stand-in does not render views, so nothing injects environment objects")
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

/// Bindings to the properties of an `@Observable` object (`$model.name`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// The wrapper itself.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A value kept in the app's `UserDefaults`: the bound world's store (`AppUserDefaults.standard`), read and
/// written on every access, so that each world starts with its own empty defaults.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: AppUserDefaults?
    private let read: (Any?) -> Value?
    private let write: (Value) -> Any?

    private init(key: String, defaultValue: Value, store: AppUserDefaults?, read: @escaping (Any?) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.read = read
        self.write = write
    }

    private var defaults: AppUserDefaults { store ?? AppUserDefaults.standard }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { read(defaults.object(forKey: key)) ?? defaultValue }
        nonmutating set { defaults.set(write(newValue), forKey: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    static func plain(_ key: String, _ value: Value, _ store: AppUserDefaults?) -> AppStorage {
        AppStorage(key: key, defaultValue: value, store: store, read: { $0 as? Value }, write: { $0 })
    }
}

extension AppStorage where Value == Bool {
    /// A flag.
    public init(wrappedValue: Bool, _ key: String, store: AppUserDefaults? = nil) { self = .plain(key, wrappedValue, store) }
}

extension AppStorage where Value == Int {
    /// An integer.
    public init(wrappedValue: Int, _ key: String, store: AppUserDefaults? = nil) { self = .plain(key, wrappedValue, store) }
}

extension AppStorage where Value == Double {
    /// A double.
    public init(wrappedValue: Double, _ key: String, store: AppUserDefaults? = nil) { self = .plain(key, wrappedValue, store) }
}

extension AppStorage where Value == String {
    /// A string.
    public init(wrappedValue: String, _ key: String, store: AppUserDefaults? = nil) { self = .plain(key, wrappedValue, store) }
}

extension AppStorage where Value == URL {
    /// A URL.
    public init(wrappedValue: URL, _ key: String, store: AppUserDefaults? = nil) { self = .plain(key, wrappedValue, store) }
}

extension AppStorage where Value == Data {
    /// Data.
    public init(wrappedValue: Data, _ key: String, store: AppUserDefaults? = nil) { self = .plain(key, wrappedValue, store) }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enumeration stored as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: AppUserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enumeration stored as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: AppUserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value == String? {
    /// An optional string (nil when unset).
    public init(_ key: String, store: AppUserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? String }, write: { $0 })
    }
}

extension AppStorage where Value == Int? {
    /// An optional integer (nil when unset).
    public init(_ key: String, store: AppUserDefaults? = nil) {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? Int }, write: { $0 })
    }
}
#endif
