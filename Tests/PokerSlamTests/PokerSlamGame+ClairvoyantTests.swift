import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("PokerSlam's clairvoyant ceiling")
struct PokerSlamClairvoyantTests {
    @Test("a player's view never carries the deck's order; the clairvoyant view does, and determinises to the true session")
    func reveals() {
        let game = PokerSlamGame()
        var chance = Xoshiro256StarStar(seed: 4)
        let session = game.makeInitialState(using: &chance)
        #expect(game.view(of: session, for: 0).revealedDeck == nil)
        let view = game.clairvoyantView(of: session, for: 0)
        #expect(view.revealedDeck == Array(session.gameStateManager.deck))
        var rng = Xoshiro256StarStar(seed: 9)
        let state = game.determinise(view, seat: 0, using: &rng)
        #expect(Array(state.gameStateManager.deck) == Array(session.gameStateManager.deck))
    }

    @Test("clairvoyant-N outscores search-N on the same deals (the ceiling is above the honest search), and replays")
    func aboveTheSearch() throws {
        let registration = PokerSlamGame.registration
        func run(_ bot: String) -> ConfigurationResult {
            var request = RunRequest(configuration: PokerSlamGame.descriptor.defaultConfiguration, bots: BotAssignment(bot), seed: 3, games: 12, jobs: 2)
            request.recordsGames = true
            return registration.run(request)
        }
        let honest = run("search-8")
        let clairvoyant = run("clairvoyant-8")
        #expect(clairvoyant.allHeld)
        let differences = zip(clairvoyant.recordedGames, honest.recordedGames).map { ($0.scores[0] ?? 0) - ($1.scores[0] ?? 0) }
        #expect(differences.reduce(0, +) / Double(differences.count) > 0, "\(differences)")
        let token = try ReplayToken.parse(RunRequest(configuration: PokerSlamGame.descriptor.defaultConfiguration, bots: BotAssignment("clairvoyant-8"),
                                                     seed: 3, games: 12).token(game: 5, gameID: "pokerslam").description).get()
        let first = try registration.replay(token)
        #expect(first.passed)
        #expect(first.steps == (try registration.replay(token)).steps)
    }
}
