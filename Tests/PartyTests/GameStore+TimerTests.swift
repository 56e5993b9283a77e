import PlaytestKit
import Testing
@testable import Party

@Suite("GameStore timer")
struct GameStoreTimerTests {
    @Test("one tick is scheduled while the timer runs, none while paused; a resume ticks a whole second later")
    func oneScheduledTick() {
        var (store, rng) = PartyTestSupport.dealt()
        store.startRound(using: &rng)
        #expect(store.nextEventTime == nil)
        store.beginTurn()
        #expect(store.nextEventTime == store.clock.now + GameStore.second)
        PartyTestSupport.wait(&store, seconds: 2, rng: &rng)
        #expect(store.turn?.timeRemaining == 58 && store.nextEventTime == store.clock.now + GameStore.second)
        var observer = IgnoringObserver<PartyGame>()
        store.advance(by: GameStore.second / 2, using: &rng, observer: &observer)
        store.pauseTurn()
        #expect(store.nextEventTime == nil && store.microsecondsToZero == nil)
        store.advance(by: 10 * GameStore.second, using: &rng, observer: &observer)
        #expect(store.turn?.timeRemaining == 58, "no tick while paused")
        store.resumeTurn(using: &rng)
        #expect(store.nextEventTime == store.clock.now + GameStore.second)
        store.advance(by: GameStore.second - 1, using: &rng, observer: &observer)
        #expect(store.turn?.timeRemaining == 58, "the part-second under way at the pause is discarded")
        store.advance(by: 1, using: &rng, observer: &observer)
        #expect(store.turn?.timeRemaining == 57)
    }

    @Test("the timer reaching 0 ends the turn, with no tick left scheduled")
    func expiry() {
        var (store, rng) = PartyTestSupport.dealt(timer: 30)
        store.startRound(using: &rng)
        store.beginTurn()
        PartyTestSupport.wait(&store, seconds: 30, rng: &rng)
        #expect(store.stage == .recap && store.turn?.end == .timer && store.turn?.timeRemaining == 0)
        #expect(store.nextEventTime == nil)
    }
}
