import PlaytestKit

// MARK: - The schedule

extension SquareColorSession {
    /// Schedules `event` at `time`, after every event already scheduled at that time: a tick in the inline slot when it
    /// is free, anything else (and a tick while the slot is taken) in the fields' queue. One sequence numbers both,
    /// so the events fire in `EventQueue`'s order (by time, then the order scheduled) wherever they wait.
    mutating func scheduleEvent(_ event: Scheduled, at time: Int64) {
        let sequence = ticking.value.nextSequence
        ticking.value.nextSequence += 1
        if case .tick = event, ticking.value.tick == nil {
            ticking.value.tick = SquareColorSchedule.Entry(time: time, sequence: sequence, event: event)
        } else {
            queue.schedule(event, at: time, sequence: sequence)
        }
    }

    /// The time of the earliest pending event.
    var pendingEventTime: Int64? {
        switch (ticking.value.tick, queue.first) {
        case (nil, nil): nil
        case (let tick?, nil): tick.time
        case (nil, let first?): first.time
        case (let tick?, let first?): min(tick.time, first.time)
        }
    }

    /// Removes and returns the earliest pending event (by time, then the order scheduled) with its time.
    mutating func popNextEvent() -> (time: Int64, event: Scheduled)? {
        if let tick = ticking.value.tick, queue.first.map({ Self.precedes(tick, $0) }) ?? true {
            ticking.value.tick = nil
            return (tick.time, tick.event)
        }
        return queue.popNext().map { ($0.time, $0.event) }
    }

    /// The earliest time of a pending event that satisfies `predicate`.
    func earliestEventTime(where predicate: (Scheduled) -> Bool) -> Int64? {
        let queued = queue.earliestTime(where: predicate)
        guard let tick = ticking.value.tick, predicate(tick.event) else { return queued }
        return queued.map { min($0, tick.time) } ?? tick.time
    }

    /// True when `a` fires before `b`: earlier, or at the same time and scheduled first.
    static func precedes(_ a: SquareColorSchedule.Entry, _ b: SquareColorSchedule.Entry) -> Bool {
        a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }
}
