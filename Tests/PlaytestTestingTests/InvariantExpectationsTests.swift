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

    @Test("a required situation too few games can show is no failure: nothing collected, the report names it")
    func notYetShownIsNoFailure() {
        var report: CheckReport?
        let issues = withIssuesCollected {
            report = expectInvariantsHold(DiceRollGame.registration, games: 5, seed: 7)
        }
        #expect(issues.isEmpty, "\(issues)")
        #expect(report?.allHeld == true)
        #expect(report?.coverageNotYetShown.isEmpty == false, "five games a bot cannot show a documented behaviour in 2% of games")
    }

    @Test("a broken invariant is recorded as a test issue carrying the shrunk steps and the replay command")
    func shippedRecordsIssues() {
        var report: CheckReport?
        let issues = withIssuesCollected {
            report = expectInvariantsHold(DiceRollGame.registration, rules: "shipped", games: 15, seed: 7)
        }
        // One issue per broken invariant, each reported once, each with its shrunk steps and replay command.
        #expect(!issues.isEmpty && issues.count == report?.findings.count, "\(issues.count) issues")
        for text in issues {
            #expect(text.contains("FAILED") && text.contains("replay: playtest replay pt3:dice:shipped:"), "\(text)")
        }
        let property4 = report?.findings.first { $0.invariant.name == "property4" }
        #expect(property4?.shrunk.result.steps == ["roll"])
    }

    @Test("an invalid configuration is recorded as an issue, not a crash")
    func invalidConfiguration() {
        let issues = withIssuesCollected {
            let report = expectInvariantsHold(DiceRollGame.registration, parameters: [("count", .integer(0))], games: 1)
            #expect(report == nil)
        }
        #expect(issues.count == 1 && issues[0].contains("count: is 0, below the minimum 1"), "\(issues)")
    }
}
