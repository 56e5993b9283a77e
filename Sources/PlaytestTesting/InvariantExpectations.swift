import PlaytestKit
import Testing

/// Gates a Swift Testing test on a game's invariants, the way `playtest check` gates CI.
///
/// Every broken invariant is recorded as a test issue carrying the shrunk
/// steps and the one command that replays the failure, and a required
/// situation shown too rare (see `CoverageLabel`) as one more issue with
/// the coverage table; a required situation too few games could show either
/// way is a Swift Testing warning, which does not fail the test. So a studio
/// can call this from its own test suite:
///
/// ```swift
/// @Test func diceKeepsItsPromises() {
///     expectInvariantsHold(DiceRollGame.registration, games: 200, seed: 7)
/// }
/// ```
///
/// `games` is per checking bot: every bot whose `BotInfo.checks` is true
/// plays `games` games (game `i` from the streams of `seed` and `i`, the same
/// games for each bot), so a game with two checking bots plays `2 x games`.
/// `maxSteps` is the step limit shared by every entry point
/// (`CaseOptions.defaultMaxSteps`, 100,000 actions).
///
/// The replay commands in the issues name `programName` (a studio passes its executable's, e.g. `hog-playtest`).
///
/// Returns the checker's report, for further assertions.
@discardableResult
public func expectInvariantsHold(
    _ registration: GameRegistration,
    rules: String? = nil,
    parameters: [(name: String, value: ParameterValue)] = [],
    games: Int = 100,
    seed: UInt64 = 0,
    maxSteps: Int = CaseOptions.defaultMaxSteps,
    coverage: [(label: String, share: Double)] = [],
    programName: String = "playtest",
    sourceLocation: SourceLocation = #_sourceLocation
) -> CheckReport? {
    let descriptor = registration.descriptor
    let configuration: GameConfiguration
    do {
        configuration = try descriptor.configuration(rules: rules ?? descriptor.ruleSets[0], settings: parameters)
    } catch {
        IssueCollector.report("invalid configuration for \(descriptor.id): \(error)", sourceLocation: sourceLocation)
        return nil
    }
    let checker = InvariantChecker(
        registration: registration, configuration: configuration, seed: seed, games: games, maxSteps: maxSteps, coverageRequirements: coverage)
    let report = checker.run()
    for finding in report.findings {
        IssueCollector.attach("\(programName) replay \(finding.shrunk.token)\n", named: "replay-\(finding.invariant.name).txt", sourceLocation: sourceLocation)
        IssueCollector.report(CheckReportText.finding(finding, program: programName), sourceLocation: sourceLocation)
    }
    for regression in report.regressions {
        IssueCollector.report(CheckReportText.regression(regression, program: programName), sourceLocation: sourceLocation)
    }
    if !report.coverageFailures.isEmpty {
        IssueCollector.report(CheckReportText.coverage(report).joined(separator: "\n"), sourceLocation: sourceLocation)
    } else if !report.coverageNotYetShown.isEmpty {
        // Too few games to tell whether a required situation is reached often enough: a warning, never a failure.
        let lines = CheckReportText.coverage(report).filter { $0.hasPrefix("warning: coverage not yet shown") }
        IssueCollector.warn(lines.joined(separator: "\n"), sourceLocation: sourceLocation)
    }
    return report
}
