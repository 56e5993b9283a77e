import Testing
@testable import PlaytestKit
@testable import PlaytestHarness

/// Check's four stages from a test: a plan of plain data, the play stage's checker, the analysis, and the text.
@Suite("CheckPlan and CheckAnalysis")
struct CheckPlanTests {
    static let plan = CheckPlan(
        entries: [CheckPlan.Entry(game: "toy", configuration: ToyGame.defaultConfiguration)], games: 16, seed: 1, maxSteps: 1_000,
        swarmShare: 0)

    @Test("a plan runs through play and analysis: the toy's broken invariant is a failure, named once")
    func runsThroughTheStages() throws {
        let analyses = Self.plan.run(games: [ToyGame.registration])
        let analysis = try #require(analyses.first)
        #expect(analyses.count == 1)
        #expect(!analysis.allHeld)
        #expect(analysis.broken == ["counterAtMostTen"])
        #expect(analysis.failures == analysis.report.findings.count + analysis.coverageFailures.count + analysis.statedShareFailures.count)
        #expect(analysis.bots == ToyGame.registration.checkBots.map(\.id))
        #expect(analysis.report.gamesPlayed == 16 * ToyGame.registration.checkBots.count)
    }

    @Test("an entry for a game the caller did not register is skipped")
    func unknownGameSkipped() {
        var plan = Self.plan
        plan.entries[0].game = "nosuchgame"
        #expect(plan.run(games: [ToyGame.registration]).isEmpty)
    }

    @Test("the render stage formats the analysis: heading, the finding's replay naming the program, the verdict last")
    func rendersTheAnalysis() throws {
        let analysis = try #require(Self.plan.run(games: [ToyGame.registration]).first)
        let lines = CheckReportText.lines(analysis, program: "studio-playtest")
        #expect(lines.first?.hasPrefix("check toy: rules ") == true, "\(lines)")
        #expect(lines.contains { $0.contains("counterAtMostTen FAILED") }, "\(lines)")
        #expect(lines.contains { $0.contains("studio-playtest replay pt3:toy:") }, "\(lines)")
        #expect(lines.last?.hasPrefix("  1 of \(analysis.invariantCount) invariant") == true, "\(lines)")
        #expect(lines.last?.hasSuffix(" broke") == true, "\(lines)")
    }

    @Test("the plan's shrink budget bounds the replays each failure spends, and 0 leaves it as played")
    func shrinkBudgetReachesTheChecker() throws {
        var plan = Self.plan
        plan.shrinkBudget = 0
        let unshrunk = try #require(plan.run(games: [ToyGame.registration]).first?.report.findings.first?.shrunk)
        #expect(unshrunk.shrinkReplays == 0)
        plan.shrinkBudget = 3
        let capped = try #require(plan.run(games: [ToyGame.registration]).first?.report.findings.first?.shrunk)
        let full = try #require(Self.plan.run(games: [ToyGame.registration]).first?.report.findings.first?.shrunk)
        #expect(capped.shrinkReplays >= 1 && capped.shrinkReplays < full.shrinkReplays, "\(capped.shrinkReplays) of \(full.shrinkReplays)")
        #expect(capped.result.steps.count >= full.result.steps.count)
        #expect(Self.plan.shrinkBudget == InvariantChecker.defaultShrinkBudget)
    }
}
