#if !canImport(Darwin)
// Linux only: on Apple platforms the real Combine is used (see `docs/stand-ins.md`); the manifest builds this module
// only on Linux and the guard keeps the file empty anywhere else.

/// A value that delivers a sequence of values to its subscribers: the stand-in's minimal form of Combine's protocol.
///
/// Delivery is synchronous: `send` on a subject runs every subscriber's closure before it returns, in the order they
/// subscribed, so what an app's logic layer does in a game is deterministic.
public protocol Publisher<Output, Failure> {
    /// The values delivered.
    associatedtype Output
    /// The error a failing publisher finishes with (`Never` for most).
    associatedtype Failure: Error

    /// Subscribes: `receiveValue` gets every value, `receiveCompletion` the end. Cancelling the result stops delivery.
    func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// The namespace of Combine's subscriber types: here, only the completion value.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` at the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// Delivers each value to `object`'s property at `keyPath`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        subscribe(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }

    /// Delivers each value to a `@Published` property (its `$` projection), for as long as that property lives.
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {
        let box = published.box
        let cancellable = subscribe(receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
        box.retained.append(cancellable)
    }

    /// Each value transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Values that differ from the one before, by `predicate` (true when two are duplicates).
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Values that differ from the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> where Output: Equatable {
        removeDuplicates(by: ==)
    }

    /// This publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }

    /// This publisher: delivery is already synchronous on the world's one thread, so the scheduler is ignored.
    public func receive<S>(on scheduler: S, options: Any? = nil) -> Self {
        self
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// The namespace of the operators' publishers.
public enum Publishers {
    /// The values of `upstream`, transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Its upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The source.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Maps `upstream`'s values with `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes to the upstream, transforming each value.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = self.transform
            return upstream.subscribe(receiveCompletion: receiveCompletion, receiveValue: { receiveValue(transform($0)) })
        }
    }

    /// The values of `upstream` that differ from the one before.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Its upstream's values.
        public typealias Output = Upstream.Output
        /// Its upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The source.
        public let upstream: Upstream
        /// True when two consecutive values are duplicates.
        public let predicate: (Output, Output) -> Bool

        /// Drops from `upstream` each value `predicate` calls a duplicate of the one before.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream, dropping duplicates.
        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let predicate = self.predicate
            let last = LastValue<Output>()
            return upstream.subscribe(receiveCompletion: receiveCompletion, receiveValue: { value in
                if let previous = last.value, predicate(previous, value) { return }
                last.value = value
                receiveValue(value)
            })
        }
    }
}

/// The previous value one subscription of `removeDuplicates` saw.
final class LastValue<Value> {
    var value: Value?
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    /// Erases `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.subscribe(receiveCompletion: $0, receiveValue: $1) }
    }

    /// Subscribes to the erased publisher.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribeBody(receiveCompletion, receiveValue)
    }
}

/// A publisher of one value, then the end.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never
    /// The value.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    /// Delivers the value and the end at once.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
#endif
