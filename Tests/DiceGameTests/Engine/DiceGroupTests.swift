import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceGroup")
struct DiceGroupTests {
    @Test("a new group: count dice showing 1...6, unlocked, at rest, buttons enabled")
    func newGroup() {
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            let group = DiceGroup(count: 50, using: &rng)
            #expect(group.dice.count == 50, "seed \(seed)")
            #expect(group.dice.allSatisfy { (1...6).contains($0.value) }, "seed \(seed)")
            #expect(group.dice.allSatisfy { !$0.isLocked && !$0.isAnimating && !$0.isScheduled && $0.decidedValue == nil }, "seed \(seed)")
            #expect(group.animatingCount == 0 && group.scheduledCount == 0 && group.rollsThisTurn == 0, "seed \(seed)")
            #expect(group.isRollEnabled && group.isEndTurnEnabled && !group.isAnyDieAnimating, "seed \(seed)")
            #expect(group.nextEventTime == nil && group.lastEventTime == nil, "seed \(seed)")
            #expect(group.rules == .documented, "seed \(seed)")
        }
    }

    @Test("the same seed gives the same dice; different seeds give different groups")
    func deterministic() {
        var groups: [[Int]] = []
        for seed: UInt64 in 0..<10 {
            var first = Xoshiro256StarStar(seed: seed)
            var second = Xoshiro256StarStar(seed: seed)
            let a = DiceGroup(count: 20, using: &first)
            let b = DiceGroup(count: 20, rules: .shipped, using: &second)
            #expect(a.dice == b.dice, "seed \(seed): the rules do not change the first roll")
            groups.append(a.dice.map(\.value))
        }
        #expect(Set(groups).count == groups.count, "10 seeds give 10 different groups of 20 dice")
    }

    @Test("all six faces appear over many dice")
    func everyFace() {
        var rng = Xoshiro256StarStar(seed: 3)
        let group = DiceGroup(count: 600, using: &rng)
        let counts = (1...6).map { face in group.dice.filter { $0.value == face }.count }
        // Each face is Binomial(600, 1/6): mean 100, sd 9.1; 60...140 is more than 4 sd either side.
        #expect(counts.allSatisfy { (60...140).contains($0) }, "face counts \(counts)")
    }

    @Test("a restored group has the saved values and locks and nothing animating")
    func restoring() {
        let saved = [SavedDie(value: 2, isLocked: true), SavedDie(value: 6, isLocked: false)]
        let group = DiceGroup(restoring: saved)
        #expect(group.dice.map(\.value) == [2, 6])
        #expect(group.dice.map(\.isLocked) == [true, false])
        #expect(!group.isAnyDieAnimating && group.dice.allSatisfy { !$0.isAnimating })
        #expect(group.isRollEnabled)
    }
}
