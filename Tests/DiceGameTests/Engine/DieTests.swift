import Testing
@testable import DiceGame

@Suite("Die")
struct DieTests {
    @Test("a new die is at rest, unlocked, with no decided value")
    func newDie() {
        for value in 1...6 {
            let die = Die(value: value)
            #expect(die.value == value, "value \(value)")
            #expect(!die.isLocked && !die.isAnimating && !die.isScheduled, "value \(value)")
            #expect(die.decidedValue == nil, "value \(value)")
        }
        #expect(Die(value: 4, isLocked: true).isLocked)
    }

    @Test("toggleLock locks and unlocks a die at rest, guarded or not")
    func toggleAtRest() {
        for guarded in [true, false] {
            var die = Die(value: 3)
            let locked = die.toggleLock(guarded: guarded)
            #expect(locked, "guarded \(guarded)")
            #expect(die.isLocked, "guarded \(guarded)")
            let unlocked = die.toggleLock(guarded: guarded)
            #expect(unlocked, "guarded \(guarded)")
            #expect(!die.isLocked, "guarded \(guarded)")
            #expect(die.value == 3, "toggling never changes the value")
        }
    }

    @Test("guarded toggleLock on an animating die changes nothing (Property 5)")
    func guardedWhileAnimating() {
        for locked in [false, true] {
            var die = Die(value: 5, isLocked: locked)
            die.isAnimating = true
            let before = die
            let defaultToggle = die.toggleLock()
            #expect(!defaultToggle, "locked \(locked): the default is guarded")
            let guardedToggle = die.toggleLock(guarded: true)
            #expect(!guardedToggle, "locked \(locked)")
            #expect(die == before, "locked \(locked)")
        }
    }

    @Test("unguarded toggleLock (the shipped app) toggles an animating die")
    func unguardedWhileAnimating() {
        var die = Die(value: 2)
        die.isAnimating = true
        let locked = die.toggleLock(guarded: false)
        #expect(locked)
        #expect(die.isLocked && die.isAnimating)
        let unlocked = die.toggleLock(guarded: false)
        #expect(unlocked)
        #expect(!die.isLocked)
    }
}
