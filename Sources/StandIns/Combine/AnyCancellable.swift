#if !canImport(Darwin)
// Linux only (see Publisher.swift).

/// Something that can be cancelled.
public protocol Cancellable {
    /// Stops the work.
    func cancel()
}

/// A subscription that is cancelled when `cancel()` is called or when it is freed: keep it (`store(in:)`) for as long
/// as the values should arrive.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelBody: (() -> Void)?

    /// A cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) {
        cancelBody = cancel
    }

    /// Wraps another cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    deinit {
        cancelBody?()
    }

    /// Stops delivery (once; later calls do nothing).
    public func cancel() {
        let body = cancelBody
        cancelBody = nil
        body?()
    }

    /// Keeps this subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this subscription in `array`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }

    /// Identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
#endif
