/// Events due at virtual times, fired earliest first and, at the same time, in the order they were scheduled.
///
/// A binary min-heap on (time, sequence number): the ordering is total, so
/// the same schedule always fires in the same order. The store for a
/// `TimedGameState` whose events need no special layout.
public struct EventQueue<Event: Sendable>: Sendable {
    @usableFromInline var heap: [(time: Int64, sequence: UInt64, event: Event)] = []
    @usableFromInline var nextSequence: UInt64 = 0

    /// An empty queue.
    @inlinable public init() {}

    /// The number of pending events.
    @inlinable public var count: Int { heap.count }

    /// True when nothing is pending.
    @inlinable public var isEmpty: Bool { heap.isEmpty }

    /// The time of the earliest pending event.
    @inlinable public var nextTime: Int64? { heap.first?.time }

    /// The earliest pending event, without removing it.
    @inlinable public var nextEvent: Event? { heap.first?.event }

    /// Schedules `event` at virtual time `time`.
    ///
    /// - Complexity: O(log n).
    @inlinable public mutating func schedule(_ event: Event, at time: Int64) {
        heap.append((time, nextSequence, event))
        nextSequence += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest pending event with its time.
    ///
    /// - Complexity: O(log n).
    @inlinable public mutating func popNext() -> (time: Int64, event: Event)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, Self.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return (first.time, first.event)
    }

    /// The times of the pending events that satisfy `predicate`, in no particular order.
    ///
    /// - Complexity: O(n).
    public func times(where predicate: (Event) -> Bool) -> [Int64] {
        heap.filter { predicate($0.event) }.map(\.time)
    }

    /// Removes every pending event.
    @inlinable public mutating func removeAll() {
        heap.removeAll(keepingCapacity: true)
    }

    @inlinable
    static func precedes(_ a: (time: Int64, sequence: UInt64, event: Event), _ b: (time: Int64, sequence: UInt64, event: Event)) -> Bool {
        a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }
}
