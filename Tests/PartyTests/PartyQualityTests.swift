import PlaytestKit
import Testing
@testable import Party

@Suite("Party's quality measures")
struct PartyQualityTests {
    @Test("the running team scores give lead changes and a decisiveness below 1; a seat's final evaluation is its outcome's score")
    func runningScores() throws {
        let configuration = try PartyGame.descriptor.configuration(rules: "documented", settings: [
            ("playIntake", .integer(0)), ("players", .integer(4)), ("picksPerPlayer", .integer(2)), ("slipRate", .double(0)),
        ])
        let result = PartyGame.registration.run(RunRequest(configuration: configuration, bots: BotAssignment("neverSkip"), seed: 2, games: 12))
        guard case .rate(let completed, let games)? = result.measurements.first(where: { $0.name == "quality.completion" })?.value else {
            Issue.record("no completion")
            return
        }
        #expect(completed == games, "every game ends")
        func ratio(_ name: String) -> ClusteredRatio? {
            guard case .ratio(let ratio)? = result.measurements.first(where: { $0.name == "quality." + name })?.value else { return nil }
            return ratio
        }
        let lead = try #require(ratio("leadChange")?.ratio)
        #expect(lead > 0, "the teams trade the lead in some game")
        let decisiveness = try #require(ratio("decisiveness"))
        #expect(decisiveness.clusters > 0 && (decisiveness.ratio ?? 1) < 1, "some winner led before the last step")

        let game = PartyGame(configuration: configuration)
        var chance = Xoshiro256StarStar(seed: 1)
        let state = game.makeInitialState(using: &chance)
        #expect(game.evaluation(ofSeat: 0, in: state) == 0, "no points before the first turn")
    }

    @Test("the lead series is between the teams: the winning team's margin at the end, not 0 between teammates")
    func leadBetweenTeams() throws {
        let configuration = try PartyGame.descriptor.configuration(rules: "documented", settings: [
            ("playIntake", .integer(0)), ("players", .integer(4)), ("picksPerPlayer", .integer(2)), ("slipRate", .double(0)),
        ])
        var request = RunRequest(configuration: configuration, bots: BotAssignment("neverSkip"), seed: 2, games: 12)
        request.series = ["lead"]
        let result = PartyGame.registration.run(request)
        let lead = try #require(result.series.first { $0.name == "lead" })
        #expect(lead.games == 12)
        let final = lead.sample(at: lead.samples().count - 1)
        #expect(final.values.allSatisfy { $0 >= 0 })
        #expect(final.values.contains { $0 > 0 }, "some game ends with one team ahead: \(final.values)")
    }
}
