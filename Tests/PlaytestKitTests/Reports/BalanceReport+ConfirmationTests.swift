import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("BalanceReport confirm")
struct BalanceReportConfirmationTests {

    /// The toy sweep of BalanceReportTests, its study asking for `confirm` games.
    static func report(confirm: Int?, jobs: Int = 1) throws -> BalanceReport {
        let key = confirm.map { #", "confirm": \#($0)"# } ?? ""
        let text = #"{"name": "toy-confirm", "seed": 7, "games": 40, "studies": [{"game": "toy", "bots": ["inc", "random"], "sweep": {"goal": [8, 20]}\#(key)}]}"#
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(text, file: "toy-confirm.json")
        let results = scenario.configurations.map { configuration in
            ToyGame.registration.run(RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                                                games: scenario.games, jobs: jobs, maxSteps: scenario.maxSteps))
        }
        return BalanceReport(analysis: .analyse(
            scenario: scenario, scenarioFile: "toy-confirm.json", results: results,
            followUps: ScenarioPlayer(jobs: jobs).followUps(scenario: scenario, results: results), programName: "playtest"))
    }

    @Test("The leader and its closest rival of every claim shown are played again on `confirm` games from the fresh seed")
    func playsTheClaims() throws {
        let report = try Self.report(confirm: 30)
        let claims = report.armComparisons.filter(\.leaderIsHighest)
        #expect(!claims.isEmpty)
        let indices = Set(claims.flatMap { [$0.leadingArm.index, $0.closestRival.index] })
        #expect(report.analysis.confirmationRequests.map(\.index) == indices.sorted())
        #expect(report.analysis.confirmationRequests.allSatisfy { $0.games == 30 })
        #expect(report.confirmations.count == indices.count)
        #expect(report.confirmations.values.allSatisfy { $0.games == 30 })
        #expect(FollowUpRequests.confirmationSeed(for: 7) == SplitMix64.mix(7 ^ 0x636F_6E66_6972_6D21))
        #expect(FollowUpRequests.confirmationSeed(for: 7) != 7)
        // One definition: the run's follow-ups and `tune`'s confirmation draw from the same fresh seed.
        #expect(Tuner.confirmationSeed(for: 7) == FollowUpRequests.confirmationSeed(for: 7))
        #expect(FollowUpRequests(scenario: report.scenario, results: report.analysis.results).confirmationSeed == FollowUpRequests.confirmationSeed(for: 7))
        let markdown = try BalanceReportTests.file("report.md", in: report.render())
        #expect(markdown.contains("### Confirmed on fresh games"))
        #expect(markdown.contains("from seed \(FollowUpRequests.confirmationSeed(for: 7)) (SplitMix64's mix of the seed XOR 0x636F6E6669726D21)"))
        // Goal 20 against goal 8: the counter ends far higher, whatever the deals.
        let counterRow = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| Counter at the end") && $0.contains("| 30 |") })
        #expect(counterRow.hasSuffix("| yes |"), "\(counterRow)")
    }

    @Test("Same report bytes with 1 and 2 jobs")
    func deterministic() throws {
        #expect(try Self.report(confirm: 25, jobs: 1).render() == Self.report(confirm: 25, jobs: 2).render())
    }

    @Test("A leader that falls behind on the fresh games is not confirmed; a missing result says not played")
    func notConfirmed() throws {
        let report = try Self.report(confirm: 20)
        let (comparison, _) = try #require(report.analysis.claimsToConfirm.first { $0.comparison.metric == "finalCounter" })
        let leader = comparison.leadingArm.index
        let rival = comparison.closestRival.index
        var played = report.confirmations
        played[leader] = report.confirmations[rival]
        played[rival] = report.confirmations[leader]
        // The confirmations are data the play stage hands to analysis: analysed again with others, the verdict follows.
        let whole = report.analysis
        func analysed(_ confirmations: [Int: ConfigurationResult]) -> RunAnalysis {
            .analyse(scenario: whole.scenario, scenarioFile: whole.scenarioFile, results: whole.results,
                     followUps: FollowUpResults(confirmations: confirmations), programName: "playtest")
        }
        func verdict(_ analysis: RunAnalysis) -> ConfirmationVerdict? {
            analysis.verdicts.confirmations.first { $0.comparison.metric == comparison.metric }
        }
        let swapped = try #require(verdict(analysed(played)))
        let outcome = try #require(swapped.outcome)
        #expect(!outcome.confirmed && outcome.upper < 0 && swapped.verdict == .no)
        #expect(verdict(report.analysis)?.verdict == .yes)
        let unplayed = BalanceReport(analysis: analysed([:]))
        #expect(verdict(unplayed.analysis)?.outcome == nil && verdict(unplayed.analysis)?.verdict == .notApplicable)
        #expect(try BalanceReportTests.file("report.md", in: unplayed.render()).contains("| not played |"))
    }

    @Test("Without `confirm` nothing is played again and the section is absent")
    func absent() throws {
        let report = try Self.report(confirm: nil)
        #expect(report.analysis.confirmationRequests.isEmpty && report.confirmations.isEmpty)
        #expect(try !BalanceReportTests.file("report.md", in: report.render()).contains("Confirmed on fresh games"))
    }
}
