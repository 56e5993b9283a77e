import DiceGame
import PlaytestKit
import PlaytestTesting
import Testing

// The dice document's own tests, as its "Testing Strategy" plans them: "Generate random dice groups with mixed
// locked/unlocked states", each property at least 100 iterations, written with the library's public API only.
// A studio can copy this file: change the generator and the properties, keep the shape.

/// One generated case: dice with mixed locks, the engine's chance, how far the animation has gone when we look
/// (in animation events), and a die to tap.
struct RollCase: Sendable, CustomStringConvertible {
    var dice: [SavedDie]
    var chance: UInt64
    var events: Int
    var tap: Int

    var description: String {
        let faces = dice.map { "\($0.value)\($0.isLocked ? "L" : "")" }.joined(separator: " ")
        return "dice [\(faces)], chance \(chance), look after \(events) events, tap die \(tap % dice.count)"
    }

    /// A group of these dice under `rules`, rolled at time 0, with its chance.
    func rolled(_ rules: DiceRules = .documented) -> (group: DiceGroup, rng: Xoshiro256StarStar) {
        var group = DiceGroup(restoring: dice, rules: rules)
        var rng = Xoshiro256StarStar(seed: chance)
        group.roll(at: 0, using: &rng)
        return (group, rng)
    }
}

/// 1 to 60 dice, each with a value and a lock (about half locked), the chance, a die to tap, and when to look: half
/// the time within 2 events of the Roll tap (the start delays), else after up to 120 events.
let rollCases: Gen<RollCase> = zip(
    zip(Gen.int(in: 1...6), Gen.bool).map { SavedDie(value: $0, isLocked: $1) }.array(length: 1...60),
    Gen.uint64(),
    zip(Gen.oneOf([Gen.int(in: 0...2), Gen.int(in: 0...120)]), Gen.int(in: 0...59))
).map { RollCase(dice: $0, chance: $1, events: $2.0, tap: $2.1) }

/// Processes up to `count` animation events; returns the events processed.
@discardableResult
func advance(_ group: inout DiceGroup, events count: Int, using rng: inout Xoshiro256StarStar) -> [DiceEvent] {
    var seen: [DiceEvent] = []
    while seen.count < count, group.nextEventTime != nil {
        if let event = group.processNextEvent(using: &rng) { seen.append(event) }
    }
    return seen
}

@Suite("The dice document's properties, written with checkProperty")
struct DiceDocumentPropertiesTests {
    @Test("Property 1: on Roll only unlocked dice animate; locked dice keep value and isAnimating == false")
    func onlyUnlockedDiceAnimate() async throws {
        try await checkProperty(rollCases, cases: 200) { roll in
            let (group, _) = roll.rolled()
            for (saved, die) in zip(roll.dice, group.dice) {
                if saved.isLocked {
                    #expect(!die.isAnimating && die.value == saved.value)
                } else {
                    #expect(die.isAnimating)
                }
            }
        }
    }

    @Test("Property 2: a die that finishes animating has isAnimating == false and a value in 1...6")
    func finishedDieIsSettled() async throws {
        try await checkProperty(rollCases, cases: 200) { roll in
            var (group, rng) = roll.rolled()
            for event in advance(&group, events: .max, using: &rng) {
                guard case .settled(let index) = event else { continue }
                #expect(!group.dice[index].isAnimating && (1...6).contains(group.dice[index].value))
            }
        }
    }

    @Test("Property 3: when all animations are done, no die animates")
    func allDoneNoneAnimating() async throws {
        try await checkProperty(rollCases, cases: 200) { roll in
            var (group, rng) = roll.rolled()
            advance(&group, events: .max, using: &rng)
            #expect(!group.isAnyDieAnimating && group.dice.allSatisfy { !$0.isAnimating })
        }
    }

    @Test("Property 4: Roll and End Turn are disabled if and only if a die animates")
    func buttonsFollowAnimation() async throws {
        try await checkProperty(rollCases, cases: 200) { roll in
            var (group, rng) = roll.rolled()
            advance(&group, events: roll.events, using: &rng)
            let animating = group.dice.contains { $0.isAnimating }
            #expect(group.isRollEnabled == !animating && group.isEndTurnEnabled == !animating)
        }
    }

    @Test("Property 5: toggleLock() on an animating die changes nothing")
    func animatingDieIgnoresTaps() async throws {
        try await checkProperty(rollCases, cases: 200) { roll in
            var (group, rng) = roll.rolled()
            advance(&group, events: roll.events, using: &rng)
            let index = roll.tap % roll.dice.count
            let before = group.dice[index]
            classify(before.isAnimating, "tapped an animating die")
            guard before.isAnimating else { return }
            group.toggleLock(index)
            #expect(group.dice[index].isLocked == before.isLocked)
        }
    }

    @Test("Property 6: saving while dice animate changes no isAnimating and stores no animation state")
    func savingDoesNotInterfere() async throws {
        try await checkProperty(rollCases, cases: 200) { roll in
            var (group, rng) = roll.rolled()
            advance(&group, events: roll.events, using: &rng)
            let animating = group.dice.map(\.isAnimating)
            var store = DiceHistoryStore()
            store.save(group, at: 1)
            #expect(group.dice.map(\.isAnimating) == animating)
            let reloaded = try #require(store.reloadNewest())
            #expect(reloaded.dice.allSatisfy { !$0.isAnimating })
            #expect(reloaded.dice.map(\.value) == group.dice.map(\.value) && reloaded.dice.map(\.isLocked) == group.dice.map(\.isLocked))
        }
    }

    /// The shipped app sets `isAnimating` only after a die's start delay, while the buttons are disabled from the
    /// Roll tap: Property 4 breaks. The README shows this failure's output.
    @Test("Property 4 on the shipped rules fails, once, shrunk to one unlocked die looked at right after Roll")
    func shippedBreaksProperty4() async throws {
        var outcome: PropertyOutcome<RollCase>?
        let issues = try await withIssuesCollected {
            outcome = try await checkProperty(rollCases, cases: 200, database: nil) { roll in
                var (group, rng) = roll.rolled(.shipped)
                advance(&group, events: roll.events, using: &rng)
                let animating = group.dice.contains { $0.isAnimating }
                #expect(group.isRollEnabled == !animating, "Roll is \(group.isRollEnabled ? "enabled" : "disabled")")
            }
        }
        #expect(issues.count == 1 && issues[0].hasPrefix("property failed"), "\(issues)")
        let shrunk = try #require(outcome?.failure?.shrunk)
        #expect(shrunk.dice.count == 1 && !shrunk.dice[0].isLocked && shrunk.events == 0)
    }
}
