import PlaytestKit
import Testing
@testable import PokerSlam

/// A search bot that answers only `nextAction(in:seat:of:using:)`: SearchBot's shape before it answered without its
/// seat too, and any bot's that implements only the runner's entry.
struct SeatOnlySearchBot: GameBot {
    var inner: SearchBot<PokerSlamGame>

    init(game: PokerSlamGame, seat: Int) {
        inner = SearchBot(game: game, seat: seat, settings: PokerSlamGame.searchSettings.with(iterations: 4))
    }

    mutating func nextAction<R: RandomNumberGenerator>(
        in view: PokerSlamView, seat: Int, of game: PokerSlamGame, using rng: inout R
    ) -> PokerSlamAction? {
        inner.nextAction(in: view, seat: seat, of: game, using: &rng)
    }
}

@Suite("PokerSlam's benchmark loop")
struct PokerSlamBenchmarkTests {
    /// The release crash: `PokerSlamBenchmark.play` asked its bot without a seat, so a bot that implements only the
    /// seat's entry (the runner's) hit `GameBot`'s default, a `preconditionFailure` that an optimised build reduces
    /// to a bare "Illegal instruction". Run in a child process, so that the old behaviour fails this test rather
    /// than the whole run.
    @Test("a bot that answers only with its seat plays the benchmark's games, as it plays the runner's")
    func seatOnlyBotPlaysTheLoop() async {
        await #expect(processExitsWith: .success) {
            let result = PokerSlamBenchmark.play(SeatOnlySearchBot.self, games: 2, seed: 8, checked: true)
            precondition(result.broken == 0 && result.score > 0, "two played games, no invariant broken")
        }
    }

    @Test("the loop plays a bot's games as the runner does: the search bot's scores equal its scores through the bot's own entry")
    func searchBotThroughTheLoop() {
        let game = PokerSlamGame()
        let played = PokerSlamBenchmark.play(SeatOnlySearchBot.self, games: 3, seed: 5, checked: false)
        var total = 0
        for index in 0..<3 {
            var streams = GameStreams(seed: 5, game: UInt64(index), seatCount: 1)
            var state = game.makeInitialState(using: &streams.chance)
            var bot = SearchBot(game: game, seat: 0, settings: PokerSlamGame.searchSettings.with(iterations: 4))
            while !game.isTerminal(state) {
                guard let action = bot.nextAction(in: game.view(of: state, for: 0), of: game, using: &streams.seats[0]) else { break }
                game.apply(action, to: &state)
            }
            total += state.score
        }
        #expect(played.score == total)
    }

    @Test("the search loop plays the benchmark loop's games and counts the decisions it searched")
    func searchLoopCountsSearchedDecisions() {
        let played = PokerSlamBenchmark.playSearch(iterations: 4, games: 3, seed: 5)
        #expect(played.score == PokerSlamBenchmark.play(SeatOnlySearchBot.self, games: 3, seed: 5, checked: false).score)
        // Each game searches at least one decision and at most one per hand played (a game plays about 11).
        #expect(played.searched >= 3 && played.searched <= 3 * 20)
    }

    /// Asking a seat-only bot without its seat is still a programmer error, but it says so in every build.
    @Test("asking a seat-only bot without its seat stops with a message naming the mistake")
    func seatlessAskIsLoud() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let game = PokerSlamGame()
            var chance = Xoshiro256StarStar(seed: 1)
            let state = game.makeInitialState(using: &chance)
            var bot = SeatOnlySearchBot(game: game, seat: 0)
            _ = bot.nextAction(in: game.view(of: state, for: 0), of: game, using: &chance)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("without its seat"), "stderr: \(message)")
    }
}
