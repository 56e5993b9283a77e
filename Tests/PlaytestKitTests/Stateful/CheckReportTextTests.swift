import Testing
@testable import PlaytestKit

@Suite("CheckReportText")
struct CheckReportTextTests {
    @Test("The finding's text shows the steps, the breach and the replay command")
    func findingText() throws {
        let finding = try #require(InvariantCheckerTests.report.findings.first)
        let text = CheckReportText.finding(finding)
        #expect(text.hasPrefix("counterAtMostTen FAILED in \(finding.totalBrokenGames) of 128 games (inc 64/64, random "))
        #expect(text.contains("  4 steps:\n    1. advance 2\n    2. advance 3\n    3. advance 3\n    4. advance 3\n"))
        #expect(text.contains("  counterAtMostTen broke after step 4, event `tick 11` during `advance 3`: counter is 11, above 10"))
        #expect(text.hasSuffix("  replay: playtest replay \(finding.shrunk.token)"))
    }

    @Test("A regression shows its token, its steps, its breaches and the replay command")
    func regressionText() throws {
        let token = try ReplayToken.parse("pt2:toy:documented:ticker:goal=12,maxTicks=3:c=").get()
        let result = try ToyGame.registration.replay(token)
        let text = CheckReportText.regression(RegressionFailure(token: token, result: result))
        #expect(text == """
            regression still fails: pt2:toy:documented:ticker:goal=12,maxTicks=3:c=
              6 steps:
                1. advance 2
                2. advance 2
                3. advance 2
                4. advance 2
                5. advance 2
                6. advance 2
              counterAtMostTen broke after step 6, event `tick 11` during `advance 2`: counter is 11, above 10
              state: counter 12, ticks 12
              replay: playtest replay pt2:toy:documented:ticker:goal=12,maxTicks=3:c=
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
}
