import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceGroup roll and lock")
struct DiceGroupRollTests {
    /// Offsets from the Roll tap within which every die settles: delay [0, 0.25] s + duration [0.5, 1.0] s.
    static let settleWindow: ClosedRange<Int64> = 500_000...1_250_000
    /// Offsets from the Roll tap within which a die's start delay ends (the shipped `started` event).
    static let delayWindow: ClosedRange<Int64> = 0...250_000

    @Test("roll decides a value for every unlocked die only, and schedules each settle 0.5 to 1.25 s after the tap")
    func rollDecidesUnlockedDice() {
        for seed: UInt64 in 0..<30 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 8, using: &rng)
            let lockedIndices: Set = [0, 3, 4]
            for index in lockedIndices {
                let locked = group.toggleLock(index)
                #expect(locked, "seed \(seed): die \(index)")
            }
            let before = group
            let tap: Int64 = 2_000_000 + Int64(seed)
            let accepted = group.roll(at: tap, using: &rng)
            #expect(accepted, "seed \(seed): an enabled Roll is accepted")
            #expect(group.rollsThisTurn == 1 && group.rollTime == tap, "seed \(seed)")
            for (index, die) in group.dice.enumerated() {
                if lockedIndices.contains(index) {
                    #expect(die == before.dice[index], "seed \(seed): locked die \(index) is untouched")
                } else {
                    #expect(die.isScheduled && die.isAnimating, "seed \(seed): die \(index) animates from the tap")
                    #expect(die.decidedValue == die.value && (1...6).contains(die.value), "seed \(seed): die \(index) has a decided value")
                    #expect(!die.isLocked, "seed \(seed): die \(index)")
                }
            }
            #expect(group.scheduledCount == 5 && group.animatingCount == 5, "seed \(seed)")
            let next = group.nextEventTime ?? -1
            let last = group.lastEventTime ?? -1
            #expect(Self.settleWindow.contains(next - tap), "seed \(seed): first settle \(next - tap) µs after the tap")
            #expect(Self.settleWindow.contains(last - tap), "seed \(seed): last settle \(last - tap) µs after the tap")
            #expect(next <= last, "seed \(seed)")
        }
    }

    @Test("roll gives the unlocked dice new values over many seeds")
    func rollChangesValues() {
        var changed = 0
        var dice = 0
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 6, using: &rng)
            let before = group.dice.map(\.value)
            group.roll(at: 0, using: &rng)
            changed += zip(before, group.dice.map(\.value)).filter { $0 != $1 }.count
            dice += 6
        }
        // A fresh value differs from the old one with probability 5/6: about 100 of 120.
        #expect((75...118).contains(changed), "\(changed) of \(dice) dice changed value")
    }

    @Test("Roll disables Roll and End Turn until the dice settle (documented)")
    func rollDisablesButtons() {
        var rng = Xoshiro256StarStar(seed: 11)
        var group = DiceGroup(count: 6, using: &rng)
        #expect(group.isRollEnabled && group.isEndTurnEnabled)
        group.roll(at: 0, using: &rng)
        #expect(group.areButtonsDisabled && !group.isRollEnabled && !group.isEndTurnEnabled)
        #expect(group.isAnyDieAnimating)
        group.settleAll(using: &rng)
        #expect(group.isRollEnabled && group.isEndTurnEnabled && !group.isAnyDieAnimating)
    }

    @Test("Roll while the buttons are disabled is ignored and changes nothing")
    func rollIgnoredWhileDisabled() {
        for rules in [DiceRules.documented, .shipped] {
            for seed: UInt64 in 0..<10 {
                var rng = Xoshiro256StarStar(seed: seed)
                var group = DiceGroup(count: 6, rules: rules, using: &rng)
                group.roll(at: 100, using: &rng)
                let before = group
                let accepted = group.roll(at: 200, using: &rng)
                #expect(!accepted, "seed \(seed) \(rules.animatesFromRollTap ? "documented" : "shipped")")
                #expect(group.dice == before.dice && group.rollsThisTurn == 1 && group.rollTime == 100, "seed \(seed)")
                #expect(group.schedule == before.schedule && group.cursor == before.cursor, "seed \(seed)")
            }
        }
    }

    @Test("rollsThisTurn counts accepted rolls only")
    func countsRolls() {
        var rng = Xoshiro256StarStar(seed: 5)
        var group = DiceGroup(count: 4, using: &rng)
        for roll in 1...5 {
            let accepted = group.roll(at: Int64(roll) * 2_000_000, using: &rng)
            #expect(accepted, "roll \(roll)")
            let again = group.roll(at: Int64(roll) * 2_000_000 + 1, using: &rng)
            #expect(!again, "roll \(roll): second tap ignored")
            #expect(group.rollsThisTurn == roll, "roll \(roll)")
            group.settleAll(using: &rng)
        }
    }

    @Test("locked dice keep their values across many rolls; unlocked dice keep rolling")
    func lockedDiceKeepValues() {
        for seed: UInt64 in 0..<5 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 6, using: &rng)
            for index in [1, 3, 5] { group.toggleLock(index) }
            let kept = [1, 3, 5].map { group.dice[$0].value }
            var seen = Set<Int>()
            for roll in 0..<100 {
                group.roll(at: Int64(roll) * 2_000_000, using: &rng)
                #expect([1, 3, 5].map { group.dice[$0].isAnimating } == [false, false, false], "seed \(seed) roll \(roll)")
                group.settleAll(using: &rng)
                #expect([1, 3, 5].map { group.dice[$0].value } == kept, "seed \(seed) roll \(roll)")
                #expect([1, 3, 5].allSatisfy { group.dice[$0].isLocked }, "seed \(seed) roll \(roll)")
                seen.insert(group.dice[0].value)
            }
            #expect(seen == Set(1...6), "seed \(seed): unlocked die 0 showed \(seen.sorted()) in 100 rolls")
        }
    }

    @Test("with every die locked, Roll counts but schedules nothing and leaves the buttons enabled")
    func allLocked() {
        var rng = Xoshiro256StarStar(seed: 2)
        var group = DiceGroup(count: 3, using: &rng)
        for index in 0..<3 { group.toggleLock(index) }
        let before = group.dice
        let accepted = group.roll(at: 0, using: &rng)
        #expect(accepted)
        #expect(group.dice == before && group.rollsThisTurn == 1)
        #expect(group.scheduledCount == 0 && group.nextEventTime == nil && group.isRollEnabled)
    }

    @Test("documented: a tap on any die is ignored while dice animate, and works again once they settle")
    func lockGuardedWhileAnimating() {
        var rng = Xoshiro256StarStar(seed: 8)
        var group = DiceGroup(count: 6, using: &rng)
        group.toggleLock(0)
        group.roll(at: 0, using: &rng)
        let before = group.dice
        let tappedLocked = group.toggleLock(0)
        #expect(!tappedLocked, "a locked die at rest is blocked too while others animate")
        let tappedAnimating = group.toggleLock(1)
        #expect(!tappedAnimating, "an animating die ignores the tap")
        #expect(group.dice == before)
        group.settleAll(using: &rng)
        let lockedOne = group.toggleLock(1)
        #expect(lockedOne && group.dice[1].isLocked)
        let unlockedZero = group.toggleLock(0)
        #expect(unlockedZero && !group.dice[0].isLocked)
    }

    @Test("shipped: toggleLock has no guard, in the start delay or on an animating die")
    func lockUnguardedShipped() throws {
        for seed: UInt64 in 0..<10 {
            var rng = Xoshiro256StarStar(seed: seed)
            var group = DiceGroup(count: 6, rules: .shipped, using: &rng)
            group.roll(at: 0, using: &rng)
            #expect(!group.isAnyDieAnimating, "seed \(seed): no die animates before its start delay ends")
            let lockedInDelay = group.toggleLock(2)
            #expect(lockedInDelay && group.dice[2].isLocked, "seed \(seed): a tap in the start delay locks")
            while group.nextEventTime != nil, !group.isAnyDieAnimating { _ = group.processNextEvent(using: &rng) }
            let animating = try #require(group.dice.indices.first { group.dice[$0].isAnimating }, "seed \(seed)")
            #expect(animating != 2, "seed \(seed): die 2 was locked in its delay and never animates")
            let lockedWhileAnimating = group.toggleLock(animating)
            #expect(lockedWhileAnimating, "seed \(seed): die \(animating)")
            #expect(group.dice[animating].isLocked && group.dice[animating].isAnimating, "seed \(seed): die \(animating)")
        }
    }

    @Test("startTurn rerolls every die once, unlocks all and resets the roll state, even mid-roll")
    func startTurnResets() {
        for seed: UInt64 in 0..<10 {
            for midRoll in [false, true] {
                var rng = Xoshiro256StarStar(seed: seed)
                var group = DiceGroup(count: 6, using: &rng)
                group.toggleLock(0)
                group.toggleLock(4)
                group.roll(at: 0, using: &rng)
                if !midRoll { group.settleAll(using: &rng) }
                group.startTurn(using: &rng)
                let label = "seed \(seed) midRoll \(midRoll)"
                #expect(group.dice.allSatisfy { !$0.isLocked && !$0.isAnimating && !$0.isScheduled && $0.decidedValue == nil }, "\(label)")
                #expect(group.dice.allSatisfy { (1...6).contains($0.value) }, "\(label)")
                #expect(group.rollsThisTurn == 0 && group.animatingCount == 0 && group.scheduledCount == 0, "\(label)")
                #expect(group.nextEventTime == nil && group.lastEventTime == nil, "\(label)")
                #expect(group.isRollEnabled && group.isEndTurnEnabled, "\(label)")
            }
        }
    }
}
