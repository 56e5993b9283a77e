/// A value kept behind one shared reference and copied on the first write after a copy: a game state whose many
/// stored properties live in a `CopyOnWrite<Fields>` costs one retain to copy, however many arrays it holds (the
/// runner and every invariant's before-state copy the state at every moment).
///
/// Read with `value`; write through `value` too (`box.value.score += 1`): the storage is copied first when another
/// copy shares it, so no storage another copy or thread can see is ever written.
public struct CopyOnWrite<Value: Sendable>: Sendable {
    /// The one reference. `@unchecked Sendable`: written only through `value`'s `_modify`, after it made the
    /// storage unique; for the same reason its accesses skip the runtime's exclusivity checks.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var value: Value

        @inlinable
        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline var storage: Storage

    /// Boxes `value`.
    @inlinable
    public init(_ value: Value) {
        storage = Storage(value)
    }

    /// True when this box and `other` share one storage: their values are then the same, since a storage two boxes
    /// share is never written. (False says nothing: two storages may hold equal values.)
    @inlinable
    public func sharesStorage(with other: Self) -> Bool {
        storage === other.storage
    }

    /// The value; a write first copies the storage when another copy shares it.
    @inlinable
    public var value: Value {
        get { storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}
