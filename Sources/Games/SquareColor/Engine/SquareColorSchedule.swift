/// Pending events, fired earliest first and, at one time, in the order they were scheduled: the order of the core's
/// `EventQueue`, kept in the session's fields instead of in an array of their own.
///
/// A session is copied before every action and event (the invariants compare the states before and after): an
/// array in the fields would be copied along with them whenever an event fires. Up to `inlineCapacity` events (a
/// session has at most one live preview end and next round, plus the odd stale one) sit in fixed slots, sorted by
/// (time, order scheduled); more spill into an array, used alone until it empties (a fuzzer starting and
/// restarting games at one instant leaves many stale events). The order scheduled is a number the caller gives,
/// larger than any pending one's (the session numbers its tick slot's events and these in one sequence).
struct SquareColorSchedule: Sendable {
    /// A pending event: when it is due, its place in the scheduling order, and what it is.
    struct Entry: Sendable {
        /// When it is due, in microseconds.
        let time: Int64
        /// Its place in the scheduling order.
        let sequence: UInt64
        /// What it is.
        let event: SquareColorSession.Scheduled
    }

    /// Events kept in the slots before they spill.
    static let inlineCapacity = 4

    private static let empty = Entry(time: 0, sequence: 0, event: .tick(generation: 0))
    private var slot0 = Self.empty, slot1 = Self.empty, slot2 = Self.empty, slot3 = Self.empty
    /// The events in the slots, sorted: slots 0 ..< `inlineCount`.
    private var inlineCount = 0
    /// The events, sorted, while more were pending than the slots hold (the slots are then empty).
    private var spill: [Entry] = []

    /// An empty schedule.
    init() {}

    /// The number of pending events.
    var count: Int { spill.isEmpty ? inlineCount : spill.count }

    /// The earliest pending event.
    var first: Entry? {
        if !spill.isEmpty { return spill[0] }
        return inlineCount == 0 ? nil : slot0
    }

    /// The time of the earliest pending event.
    var nextTime: Int64? { first?.time }

    /// Schedules `event` at `time`, `sequence` in the order scheduled (larger than every pending event's): after every
    /// event already scheduled at that time.
    mutating func schedule(_ event: SquareColorSession.Scheduled, at time: Int64, sequence: UInt64) {
        let entry = Entry(time: time, sequence: sequence, event: event)
        if spill.isEmpty, inlineCount < Self.inlineCapacity {
            // Its sequence is the largest: it goes after every event due at or before its time.
            var index = inlineCount
            while index > 0, self[slot: index - 1].time > time {
                self[slot: index] = self[slot: index - 1]
                index -= 1
            }
            self[slot: index] = entry
            inlineCount += 1
            return
        }
        if spill.isEmpty {
            spill = (0..<inlineCount).map { self[slot: $0] }
            inlineCount = 0
        }
        let index = spill.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
        spill.insert(entry, at: index)
    }

    /// Removes and returns the earliest pending event.
    mutating func popNext() -> Entry? {
        if !spill.isEmpty { return spill.removeFirst() }
        guard inlineCount > 0 else { return nil }
        let first = slot0
        for index in 1..<Self.inlineCapacity where index < inlineCount { self[slot: index - 1] = self[slot: index] }
        inlineCount -= 1
        return first
    }

    /// The earliest time of a pending event that satisfies `predicate`.
    func earliestTime(where predicate: (SquareColorSession.Scheduled) -> Bool) -> Int64? {
        if !spill.isEmpty { return spill.first { predicate($0.event) }?.time }
        for index in 0..<inlineCount where predicate(self[slot: index].event) { return self[slot: index].time }
        return nil
    }

    private subscript(slot index: Int) -> Entry {
        get {
            switch index {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            default: slot3
            }
        }
        set {
            switch index {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            default: slot3 = newValue
            }
        }
    }
}
