import Testing
@testable import PlaytestAnalysis
@testable import PlaytestHarness
import PlaytestKit
@testable import PlaytestKitTestGames

@Suite("The search in a hidden-hand game: Tricks at 2 to 4 seats")
struct SearchHiddenHandTests {
    /// One ladder per search, `["heuristic", search]`, at `players` seats over `deals` deals (each pair in every seat
    /// rotation on each deal, the same deals for every search), analysed as a run's Skill section is.
    static func ladders(searches: [String], players: Int, deals: Int, seed: Int) throws -> [LadderResult] {
        let studies = searches.map {
            #"{"game": "tricks", "parameters": {"players": \#(players)}, "ladder": {"rungs": ["heuristic", "\#($0)"]}}"#
        }
        let text = #"{"name": "tricks", "seed": \#(seed), "games": \#(deals), "studies": [\#(studies.joined(separator: ", "))]}"#
        let scenario = try ScenarioLoader(games: [TricksGame.registration]).load(text, file: "tricks.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        return SkillAnalysis.ladders(scenario: scenario, results: played.results)
    }

    /// Issue 33: the search shown above the hand-written player, on paired deals. `mohsearch-200` (opponents choosing
    /// from their own view, rollouts played by the heuristic, 200 iterations) at 2 seats, 100 deals, seed 33: it wins
    /// 57.5% (53.6% to 61.3%) of its games against the heuristic. 100 deals is the smallest count that showed it on
    /// every seed tried (seeds 33, 1, 2, 3: lower bounds 53.6%, 50.9%, 52.4%, 51.9%; at 100 iterations, 200 deals left
    /// two seeds of five below even), and it costs about 4.5 s of CPU in a release build (two jobs); `mohsearch-400`
    /// shows more (58.5%, 54.5% to 62.4%) for 7.3 s. 3 and 4 seats take about 300 deals to show an edge of 2 to 4
    /// points (docs/bots.md, "What makes the search strong in a new game", has every figure), too slow for a unit test.
    @Test("at 2 seats the search with opponents from their own view beats the heuristic on the same deals: the lower bound is above even")
    func searchBeatsTheHeuristic() throws {
        let ladders = try Self.ladders(searches: ["mohsearch-200"], players: 2, deals: 100, seed: 33)
        let ladder = try #require(ladders.first)
        // The share of heuristic-against-search games the search won (ties half), per deal, with its interval.
        let figure = try #require(ladder.winRates[1][0])
        let interval = try #require(figure.interval())
        #expect(figure.deals == 100)
        #expect(interval.lower > 0.5, "mohsearch-200 won \(figure.estimate) (\(interval.lower) to \(interval.upper)) over \(figure.deals) deals")
    }

    /// Issue 33 at 3 and 4 seats, where the edge is 2 to 4 points and needs 300 deals (docs/bots.md, "What makes the
    /// search strong in a new game", has the table of all four families): at 3 seats `search-100` (one tree, uniform
    /// rollouts; 51.9%, 50.3% to 53.4% on seed 33) and at 4 seats `mohsearch-100` (opponents from their own view,
    /// heuristic rollouts; 53.8%, 52.2% to 55.4%), each the cheapest family shown above even there. Fixed seed, so the
    /// result is the same on every run.
    @Test("at 3 seats search-100 beats the heuristic on 300 shared deals: the lower bound is above even")
    func searchBeatsTheHeuristicAtThreeSeats() throws {
        try Self.expectAboveEven("search-100", players: 3)
    }

    @Test("at 4 seats mohsearch-100 beats the heuristic on 300 shared deals: the lower bound is above even")
    func searchBeatsTheHeuristicAtFourSeats() throws {
        try Self.expectAboveEven("mohsearch-100", players: 4)
    }

    /// `search`'s win share against the heuristic at `players` seats on 300 deals, seed 33: its lower bound above even.
    static func expectAboveEven(_ search: String, players: Int) throws {
        let ladder = try #require(try ladders(searches: [search], players: players, deals: 300, seed: 33).first)
        let figure = try #require(ladder.winRates[1][0])
        let interval = try #require(figure.interval())
        #expect(figure.deals == 300)
        #expect(interval.lower > 0.5, "\(search) at \(players) seats won \(figure.estimate) (\(interval.lower) to \(interval.upper))")
    }

    /// A view after seat 1 showed a void in suit 2 and seat 2 one in trumps, at 3 seats.
    static func viewWithVoids() -> (game: TricksGame, view: TricksGame.View) {
        let configuration = try! TricksGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(3)), ("hand", .integer(5))])
        let game = TricksGame(configuration: configuration)
        var rng = Xoshiro256StarStar(seed: 9)
        var state = game.makeInitialState(using: &rng)
        state.hands = [[0, 8, 15, 22, 23], [1, 2, 9, 24, 25], [7, 10, 16, 17, 26]]
        state.table.voids = [0, 1 << 2, 1 << 0]
        state.table.played = 1 << 27 | 1 << 20
        return (game, game.view(of: state, for: 0))
    }

    @Test("a determinisation keeps what every seat saw: the viewer's hand, the cards played, the hand sizes and every void shown")
    func determinisationKeepsWhatWasSeen() {
        let (game, view) = Self.viewWithVoids()
        var rng = Xoshiro256StarStar(seed: 4)
        var seatOneHeld = Set<Int>()
        for _ in 0..<300 {
            let state = game.determinise(view, seat: 0, using: &rng)
            #expect(state.hands[0] == view.hand && state.table == view.table)
            #expect(state.hands.map(\.count) == view.table.handSizes)
            let held = state.hands.joined()
            #expect(Set(held).count == held.count && held.allSatisfy { view.table.played & (1 << UInt32($0)) == 0 })
            #expect(!state.hands[1].contains { TricksGame.suit($0) == 2 } && !state.hands[2].contains { TricksGame.suit($0) == 0 })
            seatOneHeld.formUnion(state.hands[1])
        }
        // Not a fixed deal: seat 1 is dealt every unseen card it may hold at some point (the 21 cards of suits 0, 1 and 3,
        // less the viewer's four of them and the one played).
        #expect(seatOneHeld.count == 21 - 4 - 1, "\(seatOneHeld.sorted())")
    }

    @Test("the search and the heuristic see only their seat's view: every bot is given its own hand and no other")
    func botsSeeTheirOwnHand() {
        let (game, view) = Self.viewWithVoids()
        var bot = SearchBot(game: game, seat: 0, settings: SearchSettings(iterations: 50), rollout: .following(TricksHeuristicBot.self))
        var rng = Xoshiro256StarStar(seed: 2)
        let action = bot.nextAction(in: view, seat: 0, of: game, using: &rng)
        guard case .play(let card)? = action else {
            Issue.record("no card played")
            return
        }
        #expect(view.hand.contains(card))
    }
}
