import PlaytestKit
import PlaytestTesting
import Testing
@testable import SquareColor

@Suite("SquareColorGame.registration")
struct SquareColorRegistrationTests {
    static let shipped: CheckReport = {
        let configuration = try! SquareColorGame.descriptor.configuration(rules: "shipped", settings: [])
        return InvariantChecker(registration: SquareColorGame.registration, configuration: configuration, seed: 7, games: 40).run()
    }()

    @Test("the shared conformance suite passes")
    func conformance() {
        // Four games per bot and rule set: a Square Color game is long (up to ten sessions' rounds) in a debug build;
        // the invariants' own suites play many more.
        expectGameConformance(SquareColorGame.registration, games: 4, seed: 1)
    }

    @Test("documented rules hold for both checking bots")
    func documented() {
        let report = expectInvariantsHold(SquareColorGame.registration, games: 30, seed: 3)
        #expect(report?.gamesPlayed == 60)
    }

    @Test("shipped: exactly the two documented departures are found, each shrunk to a few steps that replay")
    func shippedFindings() throws {
        let report = Self.shipped
        #expect(report.findings.map(\.invariant.name) == ["scoreIsPointsTimesRounds", "streakCountsCorrectRounds"])
        for finding in report.findings {
            #expect(finding.shrunk.result.steps.count <= 8, "\(finding.invariant.name): \(finding.shrunk.result.steps)")
            #expect(finding.shrunk.result.steps.first == "startGame")
            let replay = try SquareColorGame.registration.replay(ReplayToken.parse(finding.shrunk.token.description).get())
            #expect(replay.violation(of: finding.invariant.name) != nil, "\(finding.invariant.name) replays")
        }
        let double = try #require(report.findings.first)
        #expect(double.shrunk.result.violation(of: "scoreIsPointsTimesRounds")?.message.contains("not 10") == true)
    }

    @Test("the view hides which square is the target")
    func viewHidesTargets() {
        let mirror = Mirror(reflecting: SquareColorView.Shown(color: RGBColor(red: 0, green: 0, blue: 0), shape: nil))
        #expect(mirror.children.compactMap(\.label) == ["color", "shape"])
    }

    @Test("the registration says why no search tops its ladder, and its ladder ends at the ceiling, perfect")
    func searchNote() throws {
        let note = try #require(SquareColorGame.registration.searchNote)
        #expect(note.contains("perfect is the ceiling"))
        #expect(SquareColorGame.registration.botFamilies.isEmpty)
        #expect(SquareColorGame.registration.skillLadder?.rungs.last == "perfect")
    }

}
