import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("PokerSlam search bot: the same moves in every build")
struct PokerSlamSearchBuildTests {
    /// Pinned from a release build (`playtest run` of `{"seed": 7, "games": 6, "bots": ["search-25"]}`, `histograms.csv`):
    /// the tests run in debug, so a match shows the search plays the same moves in both builds (no wall clock, no
    /// floating-point path that differs between them, no unordered iteration reaching a choice).
    @Test("search-25 on seed 7 scores what the release build scored, game by game")
    func debugMatchesRelease() {
        let request = RunRequest(configuration: PokerSlamGame.descriptor.defaultConfiguration, bots: BotAssignment("search-25"),
                                 seed: 7, games: 6, jobs: 2)
        let values = PokerSlamGame.registration.perGameValues(request)
        let index = values.metrics.firstIndex(of: "finalScore")
        let scores = values.values.compactMap { row in index.flatMap { row[$0] } }.sorted()
        #expect(scores == [835, 855, 855, 880, 880, 880])
    }
}
