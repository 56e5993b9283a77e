import DiceGame
import PlaytestKit
import PlaytestTesting
import Testing

@Suite("expectInvariantsHold: the Swift Testing gate")
struct InvariantExpectationsTests {
    @Test("documented dice rules pass without recording an issue")
    func documentedPasses() {
        let report = expectInvariantsHold(DiceRollGame.registration, games: 15, seed: 7)
        #expect(report?.allHeld == true)
        #expect(report?.gamesPlayed == 45)   // 15 for each of the three checking bots
    }

    @Test("a broken invariant is recorded as a test issue carrying the shrunk steps and the replay command")
    func shippedRecordsIssues() {
        var report: CheckReport?
        withKnownIssue {
            report = expectInvariantsHold(DiceRollGame.registration, rules: "shipped", games: 15, seed: 7)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("FAILED") && text.contains("replay: playtest replay pt3:dice:shipped:")
        }
        let property4 = report?.findings.first { $0.invariant.name == "property4" }
        #expect(property4?.shrunk.result.steps == ["roll"])
    }

    @Test("an invalid configuration is recorded as an issue, not a crash")
    func invalidConfiguration() {
        withKnownIssue {
            let report = expectInvariantsHold(DiceRollGame.registration, parameters: [("count", .integer(0))], games: 1)
            #expect(report == nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("count: is 0, below the minimum 1") }
        }
    }
}
