import PlaytestKit
import Testing
@testable import Party

@Suite("GameStore turns")
struct GameStoreTurnTests {
    @Test("Correct removes the top card and scores; emptying the deck ends the turn and saves the seconds left")
    func correctAndBonus() throws {
        var (store, rng) = PartyTestSupport.dealt()
        #expect(store.stage == .roundIntro && store.allCards.count == 8)
        store.startRound(using: &rng)
        #expect(store.turn?.team == .a && store.turn?.clueGiver == 0)
        store.beginTurn()
        PartyTestSupport.wait(&store, seconds: 7, rng: &rng)
        #expect(store.turn?.timeRemaining == 53)
        for _ in 0..<8 { store.markCorrect() }
        #expect(store.stage == .recap && store.turn?.end == .deckEmpty && store.teamScores == [8, 0])
        let bonus = try #require(store.pendingBonuses.first)
        #expect(bonus.player == 0 && bonus.seconds == 53 && store.pendingBonuses.count == 1)
        store.recapDoneNextHandoff()
        #expect(store.stage == .roundEnd)
        store.proceedToNextRoundOrEnd()
        store.startRound(using: &rng)
        // Team A opens round 2, and its first turn is the bonus turn of the player who earned it.
        #expect(store.turn?.clueGiver == 0 && store.turn?.isBonus == true)
        store.beginTurn()
        #expect(store.turn?.timeRemaining == 53 && store.pendingBonuses.isEmpty)
    }

    @Test("Skip moves the top to the bottom; a full cycle of skips and corrects ends the turn; no skips in round 1")
    func skips() {
        var (store, rng) = PartyTestSupport.dealt()
        store.startRound(using: &rng)
        store.beginTurn()
        let skippedInRoundOne = store.skip()
        #expect(!skippedInRoundOne, "no skip in round 1")
        PartyTestSupport.clearRound(&store, rng: &rng)
        store.proceedToNextRoundOrEnd()
        store.startRound(using: &rng)
        store.beginTurn()
        let first = store.deck[0]
        let skipped = store.skip()
        #expect(skipped)
        #expect(store.deck.last == first && store.deck.count == 8)
        for _ in 0..<7 { store.markCorrect() }
        #expect(store.stage == .turn, "the cycle is checked at a skip")
        #expect(store.deck.first == first, "the starting card is back")
        store.skip()
        #expect(store.stage == .turnSkipComplete && store.turn?.end == .skipCycle)
        store.acknowledgeSkipComplete()
        #expect(store.stage == .recap)
    }

    @Test("a skip then emptying the deck: documented saves the bonus, shipped ends as skip cycle complete with none")
    func skipThenEmpty() {
        for (rules, stage, bonuses) in [(PartyRules.documented, Stage.recap, 1), (.shipped, .turnSkipComplete, 0)] {
            var (store, rng) = PartyTestSupport.dealt(rules: rules)
            PartyTestSupport.clearRound(&store, rng: &rng)
            store.proceedToNextRoundOrEnd()
            store.startRound(using: &rng)
            store.beginTurn()
            store.skip()
            for _ in 0..<8 { store.markCorrect() }
            #expect(store.deck.isEmpty && store.stage == stage && store.pendingBonuses.count == bonuses)
        }
    }

    @Test("the timer ticks in whole seconds, stops while paused, and at 0 moves the top card to the bottom")
    func timer() {
        var (store, rng) = PartyTestSupport.dealt(timer: 30)
        store.startRound(using: &rng)
        store.beginTurn()
        PartyTestSupport.wait(&store, seconds: 10, rng: &rng)
        store.pauseTurn()
        PartyTestSupport.wait(&store, seconds: 100, rng: &rng)
        #expect(store.stage == .turnPaused && store.turn?.timeRemaining == 20)
        store.resumeTurn(using: &rng)
        let top = store.deck[0]
        PartyTestSupport.wait(&store, seconds: 20, rng: &rng)
        #expect(store.stage == .recap && store.turn?.end == .timer && store.turn?.timeRemaining == 0)
        #expect(store.deck.last == top)
        let pausedAfterExpiry = store.pauseTurn()
        #expect(!pausedAfterExpiry, "a pause at the instant the timer reached 0 comes after the expiry")
    }

    @Test("undo puts the card back on top and takes the point back, cancelling the bonus; shipped sends it to the bottom")
    func undo() {
        for rules in [PartyRules.documented, .shipped] {
            var (store, rng) = PartyTestSupport.dealt(rules: rules)
            store.startRound(using: &rng)
            store.beginTurn()
            store.markCorrect()
            let scored = store.allCards.first { $0.id == store.events[0].cardID }!
            store.endTurn()
            let undone = store.undo(0)
            #expect(undone)
            #expect(store.teamScores == [0, 0] && store.undos == [1, 0])
            #expect(rules == .documented ? store.deck.first == scored : store.deck.last == scored)
            PartyTestSupport.clearRound(&store, rng: &rng)
            #expect(store.stage == .roundEnd)
        }
        var (store, rng) = PartyTestSupport.dealt()
        store.startRound(using: &rng)
        store.beginTurn()
        for _ in 0..<8 { store.markCorrect() }
        #expect(store.pendingBonuses.count == 1)
        store.undo(7)
        #expect(store.pendingBonuses.isEmpty && store.deck.count == 1 && store.turn?.earnedBonus == false)
    }

    @Test("End Turn moves the top card to the bottom; teams alternate, each in its own rotation")
    func rotation() {
        var (store, rng) = PartyTestSupport.dealt(players: 5)
        store.startRound(using: &rng)
        var givers: [Int] = []
        for _ in 0..<5 {
            givers.append(store.turn!.clueGiver)
            store.beginTurn()
            store.endTurn()
            store.recapDoneNextHandoff()
        }
        // Team A is seats 0 and 1 (5 / 2 rounded down), team B seats 2, 3 and 4.
        #expect(givers == [0, 2, 1, 3, 0])
    }
}
