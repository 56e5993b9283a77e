import Foundation
import PlaytestBuiltInGames
import PlaytestKit
import Testing
@testable import PlaytestCLI

@Suite("playtest with the search bot")
struct RunCommandSearchTests {
    static let scenario = """
        { "name": "search", "seed": 3, "games": 70,
          "studies": [ { "game": "pokerslam", "bots": ["search-2", "greedy"] } ] }
        """

    @Test("a run with search-N writes the same bytes with 1 and 2 jobs")
    func jobsDoNotChangeBytes() throws {
        let harness = try CommandHarness()
        try harness.write(Self.scenario, to: "Scenarios/search.json")
        let one = harness.run("run", "Scenarios/search.json", "--out", "A", "--jobs", "1")
        let two = harness.run("run", "Scenarios/search.json", "--out", "B", "--jobs", "2")
        #expect(one.status == .success && two.status == .success, "\(one.error)")
        let a = harness.files(in: "A")
        #expect(a.keys.contains("report.md") && a == harness.files(in: "B"))
        let report = String(decoding: a["report.md"] ?? .init(), as: UTF8.self)
        #expect(report.contains("search-2"))
    }

    @Test("list shows the family; a bad budget exits 2 naming the file, the path and the fix; a token replays")
    func listErrorsAndReplay() throws {
        let harness = try CommandHarness()
        let list = harness.run("list", "all")
        #expect(list.out.contains("    search-N: information-set MCTS: N iterations per decision"))
        #expect(list.out.contains("e.g. search-25, search-100"))
        try harness.write(Self.scenario.replacingOccurrences(of: "search-2", with: "search-0"), to: "Scenarios/bad.json")
        let bad = harness.run("run", "Scenarios/bad.json", "--out", "C")
        #expect(bad.status == .usage)
        #expect(bad.error.contains("Scenarios/bad.json: $.studies[0].bots[0] is \"search-0\": its iterations 0 is below the minimum 1; "
            + "use search-N with N (iterations) a whole number from 1 to 1000000"))
        let pokerslam = try #require(BuiltInGames.catalog.games.first { $0.descriptor.id == "pokerslam" })
        let request = RunRequest(configuration: pokerslam.descriptor.defaultConfiguration, bots: BotAssignment("search-2"), seed: 3, games: 2)
        let token = request.token(game: 1, gameID: "pokerslam").description
        #expect(token.contains(":search-2:"))
        let replay = harness.run("replay", token)
        #expect(replay.status == .success, "\(replay.error)")
        #expect(replay.out.contains("bots search-2") && replay.out.contains("play("))
        let damaged = harness.run("replay", token.replacingOccurrences(of: "search-2", with: "search-3"))
        #expect(damaged.status == .usage && damaged.error.contains("damaged"))
    }
}
