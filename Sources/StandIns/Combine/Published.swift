#if !canImport(Darwin)
// Linux only (see Publisher.swift).

/// A property of an `ObservableObject` class that announces its changes: setting it sends the object's
/// `objectWillChange`, then the new value to the subscribers of its `$` projection, then stores it (the order
/// Combine uses: subscribers see the new value before the property holds it).
@propertyWrapper
public struct Published<Value> {
    let box: Box

    /// A property holding `wrappedValue` at first.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// A property holding `initialValue` at first.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Unavailable: `@Published` works only in classes (as in Combine).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// The property's value, read through its enclosing object.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.attach(to: object)
            return box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.attach(to: object)
            box.set(newValue)
        }
    }

    /// The property's publisher, read through its enclosing object.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.attach(to: object)
            return Publisher(box: box)
        }
        set {}
    }

    /// The publisher of a `@Published` property: the current value on subscription, then every new one.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never
        let box: Box

        /// Subscribes.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            box.subject.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The storage: the value, its subject, the enclosing object's announcement, and `assign(to:)` subscriptions.
    final class Box {
        var value: Value
        let subject: CurrentValueSubject<Value, Never>
        var willChange: (() -> Void)?
        var retained: [AnyCancellable] = []

        init(_ value: Value) {
            self.value = value
            subject = CurrentValueSubject(value)
        }

        func attach<Object: AnyObject>(to object: Object) {
            guard willChange == nil, let observable = object as? any ObservableObject else { return }
            willChange = { [weak observable] in
                guard let observable else { return }
                (Box.announcer(of: observable))?.send()
            }
        }

        static func announcer<O: ObservableObject>(of object: O) -> ObservableObjectPublisher? {
            object.objectWillChange as? ObservableObjectPublisher
        }

        func set(_ newValue: Value) {
            willChange?()
            subject.value = newValue
            value = newValue
        }
    }
}
#endif
