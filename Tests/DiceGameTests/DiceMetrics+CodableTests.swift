import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceMetrics: Codable blocks")
struct DiceMetricsCodableTests {
    @Test("blocks played apart, archived and folded in order give the same result, to the last bit, as one run",
          arguments: [[0..<4, 4..<9, 9..<16], [0..<16], [0..<1, 1..<2, 2..<16]])
    func blocks(slices: [Range<Int>]) throws {
        let registration = DiceRollGame.registration
        let configuration = GameConfiguration(rules: "shipped", parameters: DiceRollGame.descriptor.defaultConfiguration.parameters.map { ($0.name, $0.value) })
        let request = RunRequest(
            configuration: configuration, bots: BotAssignment("fuzzer"), seed: 11, games: 1_000, jobs: 2)
        #expect(GameBlocks.count(games: request.games) == 16)
        #expect(registration.archivesBlocks(configuration))
        let whole = registration.run(request)
        var blocks: [ArchivedBlock] = []
        for slice in slices {
            // Each slice as a shard would send it: encoded, then read back.
            let played = try #require(registration.runBlocks(request, blocks: slice))
            #expect(played.map(\.block) == Array(slice))
            let text = ResultArchive.encodeValue(played)
            blocks += try ResultArchive.decodeValue([ArchivedBlock].self, from: text)
        }
        let folded = try registration.result(folding: blocks, configuration: configuration, games: request.games)
        #expect(ResultArchive.encode(folded) == ResultArchive.encode(whole))
        #expect(whole.tallies.contains { $0.brokenGames > 0 }, "the shipped rules break an invariant, so first breaches travel too")
    }
}
