import PlaytestKit
import Testing
@testable import Party

@Suite("The party game's search bot")
struct PartySearchTests {
    @Test("search-N plays whole games under every invariant, team against team, the same with 1 and 2 jobs", arguments: [4, 8])
    func plays(players: Int) {
        let registration = PartyGame.registration
        let configuration = try! PartyGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(players))])
        let team = (0..<players / 2).map { BotAssignment.Entry(selector: String($0), bot: "search-4") }
        let assignment = BotAssignment(entries: team + [BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "neverSkip")])
        var request = RunRequest(configuration: configuration, bots: assignment, seed: 4, games: 6, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.allHeld)
        #expect(one.steps == two.steps)
        #expect(one.seats.group(SeatGroup.seat(0))?.score.ratio == two.seats.group(SeatGroup.seat(0))?.score.ratio)
    }

    /// The clue-giver's view at the first turn of round 2, with neverSkip players up to there.
    static func roundTwoTurn(players: Int = 4, seed: UInt64 = 2) -> (PartyGame, GameStore, Int) {
        let game = PartyGame(players: players, playIntake: false)
        var chance = Xoshiro256StarStar(seed: seed)
        var store = game.makeInitialState(using: &chance)
        var bots = (0..<players).map { PartyPlayer<NeverSkip, RandomPicker>(game: game, seat: $0) }
        while !(store.round == 2 && store.stage == .turn) {
            let seat = game.seatToAct(in: store)
            let action = bots[seat].nextAction(in: game.view(of: store, for: seat), seat: seat, of: game, using: &chance)!
            game.apply(action, to: &store, using: &chance)
        }
        return (game, store, game.seatToAct(in: store))
    }

    @Test("a determinisation keeps what the clue-giver sees and draws the cards it does not")
    func determinisation() {
        let (game, store, seat) = Self.roundTwoTurn()
        let view = game.view(of: store, for: seat)
        var hidden: Set<CardDifficulty> = []
        for seed: UInt64 in 0..<40 {
            var rng = Xoshiro256StarStar(seed: seed)
            let sampled = game.determinise(view, seat: seat, using: &rng)
            let seen = game.view(of: sampled, for: seat)
            #expect(seen.card == view.card && seen.deckCount == view.deckCount && seen.stage == view.stage && seen.round == view.round)
            #expect(seen.teamScores == view.teamScores && seen.timeRemaining == view.timeRemaining && seen.now == view.now)
            #expect(seen.millisecondsToZero == view.millisecondsToZero && seen.clueGiver == view.clueGiver && seen.turnMarks == view.turnMarks)
            hidden.formUnion(sampled.deck.dropFirst().map(\.difficulty))
        }
        #expect(hidden.count == 3, "the cards under the top one are drawn, not read from the store")
    }

    @Test("the choices: two patiences in a turn of rounds 2 and 3, never skipping in round 1, one button between turns")
    func decisions() {
        let (game, store, seat) = Self.roundTwoTurn()
        var choices: [PartyDecision] = []
        game.decisions(in: game.view(of: store, for: seat), seat: seat, into: &choices)
        #expect(choices == PartyDecision.patiences)
        let (roundOne, _) = PartyTestSupport.dealt()
        var first = roundOne
        var rng = Xoshiro256StarStar(seed: 1)
        first.startRound(using: &rng)
        choices = []
        game.decisions(inState: first, seat: 0, into: &choices)
        #expect(choices == [.press(.beginTurn)])
        first.beginTurn()
        choices = []
        game.decisions(inState: first, seat: 0, into: &choices)
        #expect(choices == [.patience(nil)])
    }

    @Test("a patience plays the card on top out: a skip puts it at the bottom, never skipping scores it or lets the timer end the turn")
    func patienceApplies() {
        let (game, store, _) = Self.roundTwoTurn()
        let top = store.deck.first!
        var skipped = store
        var rng = Xoshiro256StarStar(seed: 9)
        // A guess takes at least 0.5 s; a patience of 1 ms is always shorter.
        game.apply(decision: .patience(1), to: &skipped, using: &rng)
        #expect(skipped.deck.last == top && skipped.turn!.skips == store.turn!.skips + 1)
        var played = store
        game.apply(decision: .patience(nil), to: &played, using: &rng)
        #expect(played.turn!.corrects == store.turn!.corrects + 1 || played.stage == .recap)
        #expect(played.turn!.skips == store.turn!.skips)
    }

    @Test("a searching person's moves are a pure function of the seed, under every invariant")
    func deterministic() {
        let game = PartyGame(players: 4, playIntake: false)
        func play() -> CaseResult {
            var streams = GameStreams(seed: 11, game: 0, seatCount: game.seatCount)
            var metrics = NoMetrics<PartyGame>(game: game)
            return StatefulRunner.play(game, makePlayers: { _ in
                UniformPlayers<PartyPerson<SearchPatience, RandomPicker>>(game: game) { game, seat in
                    PartyPerson(game: game, seat: seat, chooser: SearchPatience(
                        game: game, seat: seat, settings: SearchPatience.settings.with(iterations: 3), rollout: SearchPatience.rollout))
                }
            }, streams: &streams, options: CaseOptions(recordSteps: true), metrics: &metrics)
        }
        let first = play(), again = play()
        #expect(first.passed && first.stepCount > 100 && first.steps == again.steps && first.finalSummary == again.finalSummary)
    }
}
