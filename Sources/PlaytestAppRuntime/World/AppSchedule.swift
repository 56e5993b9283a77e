import PlaytestKit

/// The closures a world has scheduled, earliest first and, at the same time, in the order they were scheduled: the
/// harness's `EventQueue` (a min-heap on time, then sequence), with cancelled tickets skipped when they surface.
struct AppSchedule {
    struct Entry: @unchecked Sendable {
        let ticket: AppTicket
        let kind: AppEventKind
        let work: () -> Void
    }

    private var queue = EventQueue<Entry>()
    private var cancelled: Set<UInt64> = []

    var isEmpty: Bool { queue.count == cancelled.count }
    var count: Int { queue.count - cancelled.count }

    var nextTime: Int64? {
        mutating get {
            dropCancelledHead()
            return queue.nextTime
        }
    }

    mutating func insert(time: Int64, ticket: AppTicket, kind: AppEventKind, work: @escaping () -> Void) {
        queue.schedule(Entry(ticket: ticket, kind: kind, work: work), at: time)
    }

    mutating func remove(_ ticket: AppTicket) {
        guard !cancelled.contains(ticket.rawValue), !queue.times(where: { $0.ticket == ticket }).isEmpty else { return }
        cancelled.insert(ticket.rawValue)
    }

    mutating func popFirst() -> (time: Int64, entry: Entry)? {
        dropCancelledHead()
        return queue.popNext().map { ($0.time, $0.event) }
    }

    mutating func removeAll() {
        queue.removeAll()
        cancelled.removeAll()
    }

    private mutating func dropCancelledHead() {
        while let head = queue.nextEvent, cancelled.remove(head.ticket.rawValue) != nil {
            _ = queue.popNext()
        }
    }
}
