import PlaytestKit
import Testing
@testable import DiceGame

extension DiceGroup {
    /// Processes every pending animation event, in order (tests only).
    mutating func settleAll<R: RandomNumberGenerator>(using rng: inout R) {
        while nextEventTime != nil { _ = processNextEvent(using: &rng) }
    }
}

@Suite("DiceGroup animation events")
struct DiceGroupAnimationTests {
    @Test("documented: one settle per rolled die, in time order, each on its decided value")
    func documentedSettles() {
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 10, using: &rng)
            group.toggleLock(7)
            let tap: Int64 = 3_000_000
            group.roll(at: tap, using: &rng)
            let last = group.lastEventTime
            var settled: [Int] = []
            var previous = tap
            while let time = group.nextEventTime {
                #expect(time >= previous, "seed \(seed): events come in time order")
                #expect(DiceGroupRollTests.settleWindow.contains(time - tap), "seed \(seed): event \(time - tap) µs after the tap")
                previous = time
                guard let event = group.processNextEvent(using: &rng) else {
                    Issue.record("seed \(seed): a documented roll has no stale events")
                    continue
                }
                guard case .settled(let index) = event else {
                    Issue.record("seed \(seed): documented dice animate from the tap, so no \(event)")
                    continue
                }
                settled.append(index)
                let die = group.dice[index]
                #expect(!die.isAnimating && !die.isScheduled && die.value == die.decidedValue, "seed \(seed): die \(index)")
                let rest = group.dice.filter(\.isAnimating).count
                #expect(group.animatingCount == rest && group.scheduledCount == rest, "seed \(seed)")
                #expect(group.areButtonsDisabled == (rest > 0), "seed \(seed): buttons disabled iff a die animates")
            }
            #expect(settled.sorted() == [0, 1, 2, 3, 4, 5, 6, 8, 9], "seed \(seed): each unlocked die settles once")
            #expect(previous == last, "seed \(seed): the last event is at lastEventTime")
            #expect(!group.isAnyDieAnimating && group.isRollEnabled, "seed \(seed)")
        }
    }

    @Test("shipped: a die animates only after its start delay, while the buttons are disabled from the tap")
    func shippedStartsAfterDelay() {
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 6, rules: .shipped, using: &rng)
            let tap: Int64 = 1_000_000
            group.roll(at: tap, using: &rng)
            #expect(group.areButtonsDisabled && !group.isAnyDieAnimating, "seed \(seed): disabled at the tap, yet nothing animates")
            #expect(group.dice.allSatisfy { $0.isScheduled && !$0.isAnimating }, "seed \(seed)")
            var started = Set<Int>()
            var settled = Set<Int>()
            while let time = group.nextEventTime {
                let offset = time - tap
                guard let event = group.processNextEvent(using: &rng) else { continue }
                switch event {
                case .started(let index):
                    #expect(DiceGroupRollTests.delayWindow.contains(offset), "seed \(seed): die \(index) starts \(offset) µs after the tap")
                    #expect(group.dice[index].isAnimating && !settled.contains(index), "seed \(seed): die \(index)")
                    started.insert(index)
                case .settled(let index):
                    #expect(DiceGroupRollTests.settleWindow.contains(offset), "seed \(seed): die \(index) settles \(offset) µs after the tap")
                    #expect(started.contains(index) && !group.dice[index].isAnimating, "seed \(seed): die \(index)")
                    #expect((1...6).contains(group.dice[index].value), "seed \(seed): die \(index)")
                    settled.insert(index)
                }
                #expect(group.areButtonsDisabled == (settled.count < 6), "seed \(seed): disabled until the last die settles")
            }
            #expect(started.count == 6 && settled.count == 6, "seed \(seed)")
        }
    }

    @Test("shipped: the settled value is drawn at the end, not the value roll() decided")
    func shippedFreshDraw() {
        var differing = 0
        for seed: UInt64 in 0..<10 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 6, rules: .shipped, using: &rng)
            group.roll(at: 0, using: &rng)
            group.settleAll(using: &rng)
            differing += group.dice.filter { $0.value != $0.decidedValue }.count
        }
        // Each of 60 dice differs with probability 5/6: about 50.
        #expect((35...60).contains(differing), "\(differing) of 60 settled dice differ from the decided value")
    }

    @Test("shipped: a die locked during its start delay never animates and keeps an in-between face")
    func shippedLockedInDelay() {
        var differing = 0
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            var session = DiceSession(count: 6, rules: .shipped, using: &rng)
            session.roll(using: &rng)
            let decided = session.group.dice[3].decidedValue
            let locked = session.toggleLock(3)
            #expect(locked, "seed \(seed): the shipped app has no guard")
            var recorder = EventRecorder()
            session.advance(by: 1_250_000, using: &rng, observer: &recorder)
            let events = recorder.records.map(\.event)
            let die3 = events.filter { $0 == .started(die: 3) || $0 == .settled(die: 3) }
            #expect(die3 == [.settled(die: 3)], "seed \(seed): die 3 only settles, never starts: \(die3)")
            #expect(recorder.records.allSatisfy { !$0.group.dice[3].isAnimating }, "seed \(seed): die 3 never animates")
            #expect(events.filter { if case .started = $0 { true } else { false } }.count == 5, "seed \(seed): the other five start")
            let die = session.group.dice[3]
            #expect(die.isLocked && !die.isAnimating && !die.isScheduled && (1...6).contains(die.value), "seed \(seed)")
            #expect(session.group.isRollEnabled && session.group.scheduledCount == 0, "seed \(seed)")
            if die.value != decided { differing += 1 }
        }
        // The in-between face is a fresh draw: it differs from the decided value with probability 5/6.
        #expect(differing >= 10, "\(differing) of 20 dice locked in their delay show a value roll() did not decide")
    }
}

