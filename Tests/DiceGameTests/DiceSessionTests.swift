import PlaytestKit
import Testing
@testable import DiceGame

/// Records every animation event a session reports: its virtual time, the event and the group as it left it.
struct EventRecorder: GameObserver {
    typealias Game = DiceRollGame
    struct Record {
        let time: Int64
        let event: DiceEvent
        let group: DiceGroup
    }

    var records: [Record] = []

    mutating func observe(_ event: DiceEvent, in session: DiceSession) {
        records.append(Record(time: session.clock.now, event: event, group: session.group))
    }
}

@Suite("DiceSession")
struct DiceSessionTests {
    @Test("advance processes the due events in time order, at their own times, and stops the clock at the target")
    func advanceInTimeOrder() {
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            var session = DiceSession(count: 12, rules: .documented, using: &rng)
            session.wait(700_000, using: &rng)
            #expect(session.clock.now == 700_000, "seed \(seed): time passes with nothing pending")
            let rolled = session.roll(using: &rng)
            #expect(rolled, "seed \(seed)")
            let tap = session.clock.now
            var recorder = EventRecorder()
            // Three uneven waits that end exactly 1.25 s after the tap.
            for wait: Int64 in [300_000, 549_999, 400_001] {
                session.advance(by: wait, using: &rng, observer: &recorder)
            }
            #expect(session.clock.now == tap + 1_250_000, "seed \(seed)")
            let times = recorder.records.map(\.time)
            #expect(times == times.sorted(), "seed \(seed): event times \(times) are non-decreasing")
            #expect(times.allSatisfy { DiceGroupRollTests.settleWindow.contains($0 - tap) }, "seed \(seed)")
            #expect(recorder.records.count == 12, "seed \(seed): one event per die")
            for record in recorder.records {
                guard case .settled(let index) = record.event else {
                    Issue.record("seed \(seed): documented dice only settle, got \(record.event)")
                    continue
                }
                #expect(!record.group.dice[index].isAnimating, "seed \(seed): die \(index) at rest when it settles")
            }
        }
    }

    @Test("after 1.25 s every die has settled on its decided value and the buttons are enabled (documented)")
    func settledAfterWindow() {
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            var session = DiceSession(count: 6, rules: .documented, using: &rng)
            session.toggleLock(Int(seed % 6))
            session.roll(using: &rng)
            let decided = session.group.dice.map(\.decidedValue)
            session.wait(1_249_999, using: &rng)
            session.wait(1, using: &rng)
            let group = session.group
            #expect(!group.isAnyDieAnimating && group.scheduledCount == 0, "seed \(seed)")
            #expect(group.dice.allSatisfy { !$0.isAnimating && !$0.isScheduled }, "seed \(seed)")
            #expect(group.isRollEnabled && group.isEndTurnEnabled, "seed \(seed)")
            #expect(group.nextEventTime == nil, "seed \(seed)")
            for (index, die) in group.dice.enumerated() where !die.isLocked {
                #expect(die.value == die.decidedValue && die.decidedValue == decided[index], "seed \(seed): die \(index)")
            }
        }
    }

    @Test("End Turn saves the group and ends the turn; it is ignored while dice animate")
    func endTurn() {
        var rng = Xoshiro256StarStar(seed: 4)
        var session = DiceSession(count: 6, rules: .documented, using: &rng)
        session.toggleLock(1)
        session.roll(using: &rng)
        let endedEarly = session.endTurn()
        #expect(!endedEarly, "End Turn is disabled while dice animate")
        #expect(session.store.count == 0 && !session.isTurnOver && session.turnsCompleted == 0)
        session.wait(1_250_000, using: &rng)
        let ended = session.endTurn()
        #expect(ended)
        #expect(session.isTurnOver && session.turnsCompleted == 1 && session.store.count == 1)
        let record = session.store.newest
        #expect(record?.date == 1_250_000)
        #expect(record?.dice.map(\.value) == session.group.dice.map(\.value))
        #expect(record?.dice.map(\.isLocked) == session.group.dice.map(\.isLocked))
        #expect(record?.dice[1].isLocked == true)
        let endedTwice = session.endTurn()
        #expect(!endedTwice, "a second End Turn is ignored")
        #expect(session.store.count == 1 && session.turnsCompleted == 1)
    }

    @Test("after End Turn, Roll and die taps are ignored until New Turn")
    func turnOver() {
        var rng = Xoshiro256StarStar(seed: 9)
        var session = DiceSession(count: 6, rules: .documented, using: &rng)
        let newTurnEarly = session.newTurn(using: &rng)
        #expect(!newTurnEarly, "New Turn only after End Turn")
        session.endTurn()
        let over = session.group.dice
        let rolled = session.roll(using: &rng)
        let tapped = session.toggleLock(0)
        #expect(!rolled && !tapped)
        #expect(session.group.dice == over && session.group.rollsThisTurn == 0)
        let newTurn = session.newTurn(using: &rng)
        #expect(newTurn)
        #expect(!session.isTurnOver && session.turnsCompleted == 1)
        #expect(session.group.dice.allSatisfy { !$0.isLocked && !$0.isAnimating } && session.group.rollsThisTurn == 0)
        let rolledAgain = session.roll(using: &rng)
        #expect(rolledAgain)
    }

    @Test("the history lists saved groups newest first")
    func historyNewestFirst() {
        var rng = Xoshiro256StarStar(seed: 12)
        var session = DiceSession(count: 4, rules: .documented, using: &rng)
        var expected: [[Int]] = []
        for turn in 0..<4 {
            session.roll(using: &rng)
            session.wait(1_250_000 + Int64(turn), using: &rng)
            expected.append(session.group.dice.map(\.value))
            let ended = session.endTurn()
            #expect(ended, "turn \(turn)")
            session.newTurn(using: &rng)
        }
        let history = Array(session.store.history)
        #expect(history.map(\.dice).map { $0.map(\.value) } == expected.reversed())
        let dates = history.map(\.date)
        #expect(dates == dates.sorted(by: >) && Set(dates).count == 4, "dates \(dates) newest first")
        #expect(session.store.newest == history.first)
    }

    @Test("save while dice animate stores the group, changes no isAnimating, and a reload shows none animating (documented)")
    func saveWhileAnimating() {
        for seed: UInt64 in 0..<10 {
            var rng = Xoshiro256StarStar(seed: seed)
            var session = DiceSession(count: 6, rules: .documented, using: &rng)
            session.toggleLock(0)
            session.roll(using: &rng)
            session.wait(100_000, using: &rng)
            let before = session.group
            #expect(before.isAnyDieAnimating, "seed \(seed)")
            session.save()
            #expect(session.store.count == 1 && !session.isTurnOver, "seed \(seed): save does not end the turn")
            #expect(session.group.dice == before.dice && session.group.areButtonsDisabled, "seed \(seed): the animation goes on")
            let saved = session.store.newest?.dice ?? []
            #expect(saved.allSatisfy { !$0.isAnimating }, "seed \(seed): no animation state is stored")
            #expect(saved.map(\.value) == before.dice.map(\.value) && saved.map(\.isLocked) == before.dice.map(\.isLocked), "seed \(seed)")
            let reloaded = session.store.reloadNewest()
            #expect(reloaded?.isAnyDieAnimating == false, "seed \(seed)")
            #expect(reloaded?.dice.allSatisfy { !$0.isAnimating && !$0.isScheduled } == true, "seed \(seed)")
            #expect(reloaded?.isRollEnabled == true, "seed \(seed)")
            session.wait(1_150_000, using: &rng)
            #expect(!session.group.isAnyDieAnimating && session.group.isRollEnabled, "seed \(seed): it settles as usual")
        }
    }
}

extension DiceSession {
    /// Lets time pass, ignoring the events (tests only).
    mutating func wait<R: RandomNumberGenerator>(_ microseconds: Int64, using rng: inout R) {
        var ignore = IgnoreEvents()
        advance(by: microseconds, using: &rng, observer: &ignore)
    }
}

/// An observer that ignores every event.
struct IgnoreEvents: GameObserver {
    typealias Game = DiceRollGame
    mutating func observe(_ event: DiceEvent, in session: DiceSession) {}
}
