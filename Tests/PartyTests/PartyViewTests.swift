import PlaytestKit
import Testing
@testable import Party

@Suite("PartyView")
struct PartyViewTests {
    @Test("only the clue-giver sees the card, and only during the turn; guessers see counts, scores and the timer")
    func clueGiverOnly() throws {
        var (store, rng) = PartyTestSupport.dealt(players: 6)
        store.startRound(using: &rng)
        store.beginTurn()
        let giver = try #require(store.turn?.clueGiver)
        for seat in 0..<6 {
            let view = PartyView(store, seat: seat)
            #expect((view.card != nil) == (seat == giver), "seat \(seat)")
            #expect(view.deckCount == 12 && view.timeRemaining == 60 && view.candidates.isEmpty && view.millisecondsToZero == 60_000)
        }
        store.pauseTurn()
        #expect(PartyView(store, seat: giver).card == nil, "the paused screen hides the card")
        // Every field, by name: none carries the deck's order or another seat's candidates.
        let fields = Mirror(reflecting: PartyView(store, seat: 1)).children.compactMap(\.label)
        #expect(fields == ["seat", "team", "stage", "round", "phase", "teamScores", "deckCount", "turnNumber", "clueGiver", "timeRemaining",
                           "millisecondsToZero", "turnMarks", "card", "recapCards", "candidates", "picksPerPlayer", "now", "gamesCompleted"])
    }

    @Test("only the player at intake sees the candidates")
    func candidates() {
        var rng = Xoshiro256StarStar(seed: 4)
        var store = GameStore(settings: Settings(players: 4, picksPerPlayer: 2))
        store.startSettings()
        store.startIntake()
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        #expect(PartyView(store, seat: 0).candidates.count == 10)
        #expect((1..<4).allSatisfy { PartyView(store, seat: $0).candidates.isEmpty })
        #expect(PartyGame(players: 4, picksPerPlayer: 2).seatToAct(in: store) == 0)
    }
}
