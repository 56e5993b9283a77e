/// The closures a world has scheduled, earliest first and, at the same time, in the order they were scheduled.
///
/// A binary min-heap on (time, ticket); a cancelled item is removed from a side set and skipped when it surfaces.
struct AppSchedule {
    struct Entry {
        let time: Int64
        let ticket: AppTicket
        let kind: AppEventKind
        let work: () -> Void
    }

    private var heap: [Entry] = []
    private var cancelled: Set<UInt64> = []

    var isEmpty: Bool { heap.count == cancelled.count }
    var count: Int { heap.count - cancelled.count }

    var nextTime: Int64? {
        mutating get {
            dropCancelledHead()
            return heap.first?.time
        }
    }

    mutating func insert(time: Int64, ticket: AppTicket, kind: AppEventKind, work: @escaping () -> Void) {
        heap.append(Entry(time: time, ticket: ticket, kind: kind, work: work))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func remove(_ ticket: AppTicket) {
        guard heap.contains(where: { $0.ticket == ticket }) else { return }
        cancelled.insert(ticket.rawValue)
    }

    mutating func popFirst() -> Entry? {
        dropCancelledHead()
        return popHead()
    }

    mutating func removeAll() {
        heap.removeAll()
        cancelled.removeAll()
    }

    private mutating func dropCancelledHead() {
        while let head = heap.first, cancelled.remove(head.ticket.rawValue) != nil {
            _ = popHead()
        }
    }

    private mutating func popHead() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, Self.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.time != b.time ? a.time < b.time : a.ticket.rawValue < b.ticket.rawValue
    }
}
