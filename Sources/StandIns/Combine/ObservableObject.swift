#if !canImport(Darwin)
import Foundation

// Linux only (see Publisher.swift).

/// A class whose changes are announced before they happen: `objectWillChange` sends each time one of its
/// `@Published` properties is about to be set.
public protocol ObservableObject: AnyObject {
    /// The publisher of the announcements.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher (made on first use, one per object).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// The publisher of an `ObservableObject`'s change announcements.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// Sends `()`.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Announces a change.
    public func send() {
        subscribers.send(())
    }

    /// Subscribes.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(value: receiveValue, completion: receiveCompletion)
    }

    /// The publishers of objects that use the default `objectWillChange`, by object (a weak reference tells a
    /// freed object's entry from a new object at the same address).
    private struct Entry {
        weak var owner: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private nonisolated(unsafe) static var table: [ObjectIdentifier: Entry] = [:]
    private nonisolated(unsafe) static var pruneAt = 64
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = table[key], entry.owner === object { return entry.publisher }
        if table.count >= pruneAt {
            table = table.filter { $0.value.owner != nil }
            pruneAt = max(64, table.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        table[key] = Entry(owner: object, publisher: publisher)
        return publisher
    }
}
#endif
