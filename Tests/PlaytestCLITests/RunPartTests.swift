import Testing
import PlaytestBuiltInGames
@testable import PlaytestCLI
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("RunPart")
struct RunPartTests {
    static func part(text: String = "{}", games: Int? = nil, seed: UInt64? = nil, parameters: [String] = [], shard: ShardSelection = .whole) throws -> RunPart {
        let scenario = try ScenarioLoader(games: BuiltInGames.all).load(smallDiceScenario, file: "s.json")
        return RunPart(
            scenarioFile: "s.json", scenarioText: text, overrideGames: games, overrideSeed: seed, parameters: parameters,
            scenario: scenario, shard: shard)
    }

    @Test("the hash is stable and changes with the text and with each override")
    func hash() throws {
        let base = try Self.part().scenarioHash
        #expect(base.count == 16)
        #expect(try Self.part().scenarioHash == base)
        let others = try [
            Self.part(text: "{ }"), Self.part(games: 5), Self.part(seed: 5), Self.part(parameters: ["turns=3"]),
            Self.part(parameters: ["turns=3", "count=6"]), Self.part(parameters: ["count=6", "turns=3"]),
        ].map(\.scenarioHash)
        #expect(Set(others + [base]).count == others.count + 1, "\(others)")
    }

    @Test("a part reads back from its text, results included, and differs from no part of its run")
    func roundTrip() throws {
        var part = try Self.part(shard: ShardSelection(index: 2, count: 3))
        let result = ConfigurationResult(games: 1, measurements: [], steps: IntegerHistogram([4]), tallies: [], checks: 9)
        part.results = [RunPart.Entry(configuration: 1, label: "dice x", result: ResultArchive.Coded(result))]
        let back = try RunPart.read(part.text, shownAs: "p", command: "playtest merge", program: "playtest")
        #expect(back.text == part.text)
        #expect(back.selection == ShardSelection(index: 2, count: 3))
        #expect(back.results.map(\.configuration) == [1])
        #expect(back.results[0].result.result.checks == 9)
        #expect(back.difference(from: part) == nil)
        #expect(try Self.part(shard: ShardSelection(index: 1, count: 3)).difference(from: part) == nil)
        #expect(try Self.part(shard: ShardSelection(index: 1, count: 4)).difference(from: part)?.contains("shard count 4 vs 3") == true)
        #expect(try Self.part(text: "[]", shard: ShardSelection(index: 3, count: 3)).difference(from: part)?.contains("scenario text or overrides") == true)
    }

    @Test("a shard number outside its count is refused")
    func badShard() throws {
        let text = try Self.part(shard: ShardSelection(index: 2, count: 3)).text.replacingOccurrences(of: "\"shard\":2", with: "\"shard\":4")
        #expect(throws: CommandError.self) { try RunPart.read(text, shownAs: "p", command: "playtest merge", program: "playtest") }
    }
}
