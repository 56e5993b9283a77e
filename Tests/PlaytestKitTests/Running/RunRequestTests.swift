import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("RunRequest")
struct RunRequestTests {
    @Test("A request's token names game i of its stream, with the configuration's rules and parameters")
    func token() throws {
        let configuration = try ToyGame.descriptor.configuration(rules: "shipped", settings: [("goal", .integer(12))])
        let request = RunRequest(configuration: configuration, bots: BotAssignment("random"), seed: 3, games: 10)
        let token = request.token(game: 7, gameID: "toy")
        #expect(token.body == "pt3:toy:shipped:random:goal=12,maxTicks=3:s=3.7:m=100000")
        #expect(token.source == .stream(seed: 3, game: 7))
    }

    @Test("Defaults: one job, 100,000 steps, no progress; chunks of 64 games")
    func defaults() {
        let request = RunRequest(configuration: ToyGame.defaultConfiguration, bots: BotAssignment("inc"), seed: 1, games: 5)
        #expect(request.jobs == 1)
        #expect(request.maxSteps == 100_000)
        #expect(request.progress == nil)
        #expect(RunRequest.chunkSize == 64)
    }
}
