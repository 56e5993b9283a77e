import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("PokerSlam's search bot")
struct PokerSlamSearchTests {
    /// A session with `session`'s grid, score and played cards but its deck in another order: the same view.
    static func reordered(_ session: PokerSlamSession, seed: UInt64) -> PokerSlamSession {
        var deck = Array(session.gameStateManager.deck)
        var rng = Xoshiro256StarStar(seed: seed)
        rng.shuffle(&deck)
        var other = session
        other.gameStateManager = GameStateManager(resuming: session.grid, deck: deck, played: session.gameStateManager.playedCards,
                                                  score: session.score, isGameOver: session.isGameOver)
        return other
    }

    @Test("the bot's choices are the same whatever the hidden deck order, as long as the view is the same")
    func neverReadsTheDeck() {
        let game = PokerSlamGame()
        for seed: UInt64 in 1...4 {
            var chance = Xoshiro256StarStar(seed: seed)
            var a = game.makeInitialState(using: &chance)
            // Play a greedy hand or two, so the view has played cards and a score.
            for _ in 0..<2 {
                var greedy = GreedyBot(game: game, seat: 0)
                if let action = greedy.nextAction(in: game.view(of: a, for: 0), of: game, using: &chance) { game.apply(action, to: &a) }
            }
            let b = Self.reordered(a, seed: seed &+ 100)
            #expect(Array(a.gameStateManager.deck) != Array(b.gameStateManager.deck), "seed \(seed): the hidden orders differ")
            var botA = SearchBot(game: game, seat: 0, settings: PokerSlamGame.searchSettings.with(iterations: 12))
            var botB = botA
            var streamA = Xoshiro256StarStar(seed: seed)
            var streamB = streamA
            let choiceA = botA.decide(in: game.view(of: a, for: 0), seat: 0, of: game, using: &streamA)
            let choiceB = botB.decide(in: game.view(of: b, for: 0), seat: 0, of: game, using: &streamB)
            #expect(choiceA == choiceB, "seed \(seed)")
            #expect(botA.lastSearch.map(\.visits) == botB.lastSearch.map(\.visits), "seed \(seed): the same search")
            #expect(botA.lastSearch.map(\.meanReward) == botB.lastSearch.map(\.meanReward), "seed \(seed)")
        }
    }

    @Test("decisions are every hand, best points first; a determinisation keeps the view and deals only unseen cards")
    func decisionsAndDeterminisation() {
        let game = PokerSlamGame()
        var chance = Xoshiro256StarStar(seed: 8)
        let session = game.makeInitialState(using: &chance)
        let view = game.view(of: session, for: 0)
        var decisions: [PokerSlamAction] = []
        game.decisions(in: view, seat: 0, into: &decisions)
        #expect(decisions.count == view.hands.count)
        let points = decisions.map { decision -> Int in
            guard case .play(let cells) = decision, let found = view.hands.first(where: { $0.cells == cells }) else { return -1 }
            return game.settings.scoring.points(for: found.hand)
        }
        #expect(points == points.sorted(by: >) && !points.contains(-1))
        var rng = Xoshiro256StarStar(seed: 1)
        let sampled = game.determinise(view, seat: 0, using: &rng)
        #expect(sampled.grid == session.grid && sampled.score == session.score)
        #expect(Set(sampled.gameStateManager.deck) == Set(view.unseen))
        #expect(game.view(of: sampled, for: 0).unseenCards == view.unseenCards)
    }

    @Test("search-N plays whole games under every invariant, the same with 1 and 2 jobs, and its token replays")
    func playsAndReplays() throws {
        let registration = PokerSlamGame.registration
        var request = RunRequest(configuration: PokerSlamGame.descriptor.defaultConfiguration, bots: BotAssignment("search-3"),
                                 seed: 2, games: 66, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.allHeld && one.steps == two.steps)
        #expect(one.seats.group(SeatGroup.seat(0))?.score.ratio == two.seats.group(SeatGroup.seat(0))?.score.ratio)
        let token = try ReplayToken.parse(request.token(game: 65, gameID: "pokerslam").description).get()
        #expect(token.bots.description == "search-3")
        let first = try registration.replay(token)
        let second = try registration.replay(token)
        #expect(first.passed && first.steps == second.steps)
    }
}
