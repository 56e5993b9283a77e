import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("CheckReportText")
struct CheckReportTextTests {
    @Test("The finding's text shows the steps, the breach and the replay command")
    func findingText() throws {
        let finding = try #require(InvariantCheckerTests.report.findings.first)
        let text = CheckReportText.finding(finding, program: "playtest")
        #expect(text.hasPrefix("counterAtMostTen FAILED in \(finding.totalBrokenGames) of 128 games (inc 64/64, random "))
        #expect(text.contains("  4 steps:\n    1. advance 2\n    2. advance 3\n    3. advance 3\n    4. advance 3\n"))
        #expect(text.contains("  counterAtMostTen broke after step 4, event `tick 11` during `advance 3`: counter is 11, above 10"))
        #expect(text.hasSuffix("  replay: playtest replay \(finding.shrunk.token)"))
    }

    @Test("A regression shows its token, its steps, its breaches and the replay command")
    func regressionText() throws {
        let sealed = ReplayToken.seal("pt3:toy:documented:ticker:goal=12,maxTicks=3:c=:m=100")
        let token = try ReplayToken.parse(sealed).get()
        let result = try ToyGame.registration.replay(token)
        let text = CheckReportText.regression(RegressionFailure(token: token, result: result), program: "playtest")
        #expect(text == """
            regression still fails: \(sealed)
              6 steps:
                1. advance 2
                2. advance 2
                3. advance 2
                4. advance 2
                5. advance 2
                6. advance 2
              counterAtMostTen broke after step 6, event `tick 11` during `advance 2`: counter is 11, above 10
              state: counter 12, ticks 12
              replay: playtest replay \(sealed)
            """)
    }

    @Test("A case that breaks at the start says so, and only the named invariant's breaches are listed")
    func caseLines() {
        var result = CaseResult()
        result.violations = [
            Violation(invariant: "a", message: "broke", step: 0, moment: "`start`"),
            Violation(invariant: "b", message: "also broke", step: 0, moment: "`start`"),
        ]
        #expect(CheckReportText.caseLines(result, invariant: "b") == [
            "  0 steps:", "    (none: it breaks at the start)", "  b broke after step 0, `start`: also broke",
        ])
        result.steps = ["roll"]
        #expect(CheckReportText.caseLines(result, invariant: nil).prefix(2) == ["  1 step:", "    1. roll"])
        #expect(CheckReportText.caseLines(result, invariant: nil).count == 4)
    }

    @Test("Coverage shares: whole percents from 10 to 99, one decimal near 0 and 100, so 99.8% never reads as 100%")
    func percents() {
        #expect(CheckReportText.percent(0) == "0%")
        #expect(CheckReportText.percent(0.003) == "0.3%")
        #expect(CheckReportText.percent(0.05) == "5.0%")
        #expect(CheckReportText.percent(0.43) == "43%")
        #expect(CheckReportText.percent(0.998) == "99.8%")
        #expect(CheckReportText.percent(1) == "100%")
    }

    @Test("The coverage lines show each bot, all bots, and a requirement's verdict")
    func coverageLines() {
        var report = CheckReport(game: "toy", configuration: ToyGame.defaultConfiguration, seed: 0)
        let info = CoverageInfo(name: "rare", summary: "a rare thing", minimumShare: nil)
        report.coverageByBot = [("a", [CoverageTally(info: info, games: 0, trials: 100)]), ("b", [CoverageTally(info: info, games: 0, trials: 100)])]
        report.coverage = [CoverageTally(info: info, games: 0, trials: 200)]
        report.coverageRequirements = [("rare", 0.1)]
        let lines = CheckReportText.coverage(report)
        #expect(lines.count == 3)
        #expect(lines[1] == "  rare  a 0% (0-3.7)  b 0% (0-3.7)  all 0% (0-1.9)  required 10%: SHOWN BELOW")
        #expect(lines[2] == "coverage FAILED: rare (a rare thing) was reached in 0 of 200 games, 0% (0-1.9), shown below its required 10%; "
            + "the bots rarely reach it, or a fault keeps the game from it")
        #expect(!report.allHeld)
    }

    @Test("a documented behaviour not yet shown is a warning with the games that would settle it; only one shown below fails")
    func documentedNotYetShown() {
        var report = CheckReport(game: "toy", configuration: ToyGame.defaultConfiguration, seed: 0)
        let info = CoverageInfo(name: "doc", summary: "a documented thing", minimumShare: nil, documentedBehaviour: "RULES.md, PokerSlam")
        func tally(_ games: Int, of trials: Int = 300) -> CoverageTally { CoverageTally(info: info, games: games, trials: trials) }
        report.coverageRequirements = [("doc", 0.02)]
        report.shownRequirements = ["doc"]
        report.coverageByBot = [("a", [tally(9)])]
        report.coverage = [tally(9)]
        #expect(report.allHeld, "3% (1.6-5.6) straddles 2%: not yet shown, which does not fail")
        #expect(report.coverageNotYetShown.map(\.tally.info.name) == ["doc"])
        var lines = CheckReportText.coverage(report)
        #expect(lines[1].hasSuffix("required 2.0% (documented behaviour): not yet shown"))
        #expect(lines[2].hasPrefix("warning: coverage not yet shown: doc (a documented thing) was reached in 9 of 300 games, 3.0% (1.6-5.6), "))
        #expect(lines[2].contains("games would show it (--games "))
        report.coverage = [tally(3)]
        report.coverageByBot = [("a", [tally(3)])]
        #expect(report.allHeld, "1.0% (0.3-2.9) straddles 2% too")
        #expect(CheckReportText.coverage(report).last?.contains("games would tell whether it is too rare") == true)
        report.coverage = [tally(3, of: 1_200)]
        report.coverageByBot = [("a", [tally(3, of: 1_200)])]
        #expect(!report.allHeld, "0.25% (0.1-0.7) of 1,200 games: shown below 2%, a failure")
        lines = CheckReportText.coverage(report)
        #expect(lines[1].hasSuffix("SHOWN BELOW"))
        #expect(lines[2].hasPrefix("coverage FAILED: doc"))
        report.pinnedParameters = ["count=50"]
        #expect(CheckReportText.coverage(report)[2].hasSuffix("pass --accept-unreachable doc to report it without failing"))
        report.acceptedUnreachable = ["doc"]
        #expect(report.allHeld && report.coverageAccepted.count == 1)
        lines = CheckReportText.coverage(report)
        #expect(lines[1].hasSuffix("below, accepted as unreachable"))
        #expect(lines[2].hasPrefix("coverage accepted as unreachable (--accept-unreachable): doc") && lines[2].hasSuffix("at count=50"))
        report.coverage = [tally(20)]
        report.coverageByBot = [("a", [tally(20)])]
        #expect(report.allHeld && report.coverageNotYetShown.isEmpty, "reached in 6.7% (4.4-10) of games: shown")
        #expect(CheckReportText.coverage(report)[1].hasSuffix("(documented behaviour): met"))
    }
}
