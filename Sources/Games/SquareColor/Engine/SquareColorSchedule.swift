/// The session's pending events, fired earliest first and, at one time, in the order they were scheduled: the order
/// of the core's `EventQueue`, kept inline in the session instead of in an array.
///
/// A session is copied before every action and event (the invariants compare the states before and after), and
/// a timer tick changes the schedule: an array would be copied at every tick. Up to `inlineCapacity` events (a
/// session has at most one live tick, preview end and next round, plus the odd stale one) sit in fixed slots,
/// sorted by (time, order scheduled); more spill into an array, used alone until it empties (a fuzzer starting
/// and restarting games at one instant leaves many stale ticks).
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
    private var nextSequence: UInt64 = 0

    /// An empty schedule.
    init() {}

    /// The number of pending events.
    var count: Int { spill.isEmpty ? inlineCount : spill.count }

    /// The time of the earliest pending event.
    var nextTime: Int64? {
        if !spill.isEmpty { return spill[0].time }
        return inlineCount == 0 ? nil : slot0.time
    }

    /// Schedules `event` at `time`, after every event already scheduled at that time.
    mutating func schedule(_ event: SquareColorSession.Scheduled, at time: Int64) {
        let entry = Entry(time: time, sequence: nextSequence, event: event)
        nextSequence += 1
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

    /// Removes and returns the earliest pending event with its time.
    mutating func popNext() -> (time: Int64, event: SquareColorSession.Scheduled)? {
        if !spill.isEmpty {
            let first = spill.removeFirst()
            return (first.time, first.event)
        }
        guard inlineCount > 0 else { return nil }
        let first = slot0
        for index in 1..<Self.inlineCapacity where index < inlineCount { self[slot: index - 1] = self[slot: index] }
        inlineCount -= 1
        return (first.time, first.event)
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
