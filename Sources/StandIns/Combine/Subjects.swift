#if !canImport(Darwin)
// Linux only (see Publisher.swift).

/// The subscribers of a subject, in the order they subscribed.
final class SubscriberList<Output, Failure: Error> {
    struct Entry {
        let id: Int
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let finished = self.completion {
            completion(finished)
            return AnyCancellable {}
        }
        nextID += 1
        let id = nextID
        entries.append(Entry(id: id, value: value, completion: completion))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries { entry.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = entries
        entries.removeAll()
        for entry in ended { entry.completion(completion) }
    }
}

/// A publisher the app sends values through by hand; subscribers get only what is sent after they subscribe.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Delivers `value` to every subscriber, synchronously.
    public func send(_ value: Output) {
        subscribers.send(value)
    }

    /// Ends the subject: subscribers get the completion and nothing more.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    /// Subscribes.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(value: receiveValue, completion: receiveCompletion)
    }
}

extension PassthroughSubject where Output == Void {
    /// Delivers `()`.
    public func send() {
        send(())
    }
}

/// A subject with a current value: a new subscriber gets it at once, and setting `value` sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    let subscribers = SubscriberList<Output, Failure>()

    /// The current value; setting it delivers it to every subscriber.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// A subject holding `value`.
    public init(_ value: Output) {
        self.value = value
    }

    /// Sets the value (and delivers it).
    public func send(_ value: Output) {
        self.value = value
    }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    /// Subscribes: the current value is delivered at once.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let cancellable = subscribers.add(value: receiveValue, completion: receiveCompletion)
        if subscribers.completion == nil { receiveValue(value) }
        return cancellable
    }
}
#endif
