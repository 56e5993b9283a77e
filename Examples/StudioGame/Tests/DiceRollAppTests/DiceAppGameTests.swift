import DiceGame
@testable import DiceRollApp
import PlaytestKit
import PlaytestTesting
import Testing

/// The shipped app as a Playtest game: it passes the conformance suite, `check` finds each of its four planted bugs
/// (shrunk, and the token replays it), each bug is one `replayActions` line, and its balance agrees with the
/// built-in dice engine's where the two describe the same game.
@Suite("The dice app under Playtest")
struct DiceAppGameTests {
    let registration = DiceAppGame.registration

    @Test("conforms to the Playtest contract with one rule set, app, accepting the planted bugs' invariants")
    func conforms() {
        expectGameConformance(registration, games: 10, programName: "diceapp-playtest", accepting: [
            "buttonsDisabledIffAnimating", "rollAnimatesEveryUnlockedDie", "valuesChangeOnlyAtARoll", "restShowsTheRolledValue",
            "diceIgnoreTapsWhileRolling", "tapTogglesAStillDie", "savedTurnsNeverChange",
        ])
    }

    /// Each planted bug, by the invariant that finds it and a bound on the shrunk steps.
    static let bugs: [(invariant: String, steps: Int, mustContain: [String])] = [
        ("valuesChangeOnlyAtARoll", 4, ["roll", "startGame"]),            // 1: a timer not cancelled on reset
        ("tapTogglesAStillDie", 4, ["exitToMenu", "startGame"]),           // 2: state kept across games
        ("diceIgnoreTapsWhileRolling", 2, ["roll"]),                       // 3: input accepted during an animation
        ("savedTurnsNeverChange", 2, ["endTurn"]),                         // 4: a change after the turn is saved
    ]

    @Test("check finds each planted bug, shrinks it to a few steps, and its token replays it")
    func checkFindsEveryPlantedBug() throws {
        let report = InvariantChecker(registration: registration, configuration: DiceApp.descriptor.defaultConfiguration, seed: 7, games: 12, shrinkBudget: 1_000).run()
        for bug in Self.bugs {
            let finding = try #require(report.findings.first { $0.invariant.name == bug.invariant }, "\(bug.invariant) was not found")
            let steps = finding.shrunk.result.steps
            #expect(steps.count <= bug.steps, "\(bug.invariant): \(steps)")
            for action in bug.mustContain { #expect(steps.contains(action), "\(bug.invariant): \(steps)") }
            let replayed = try registration.replay(finding.shrunk.token)
            #expect(replayed.violations.contains { $0.invariant == bug.invariant }, "\(bug.invariant)'s token replays it")
        }
    }

    @Test("each bug is one line of typed actions; the same taps at rest keep every promise", arguments: [
        ("roll,exitToMenu,startGame,settle", "valuesChangeOnlyAtARoll"),
        ("toggleLock(0),exitToMenu,startGame,toggleLock(0)", "tapTogglesAStillDie"),
        ("roll,toggleLock(0)", "diceIgnoreTapsWhileRolling"),
        ("endTurn,toggleLock(0)", "savedTurnsNeverChange"),
    ])
    func typedHypotheses(actions: String, invariant: String) {
        let replay = replayActions(registration, actions: actions, parameters: [("dice", .integer(1))])
        #expect(replay.violations.contains { $0.invariant == invariant }, "\(actions): \(replay.violations.map(\.invariant))")
    }

    @Test("taps made only at rest break nothing but the buttons' timing (planted bug 3 at the Roll tap)")
    func tapsAtRestKeepThePromises() {
        let replay = replayActions(registration, actions: "toggleLock(1),settle,exitToMenu,startGame,settle,toggleLock(2),toggleLock(2),endTurn,newTurn")
        #expect(replay.passed, "\(replay.violations.map(\.invariant))")
    }

    @Test("rolls per turn agree with the built-in dice engine's, same bot, same settings (intervals overlap)")
    func balanceAgreesWithTheEngine() throws {
        let games = 60
        let app = registration.run(RunRequest(configuration: DiceApp.descriptor.defaultConfiguration, bots: BotAssignment("lockMostCommon"), seed: 21, games: games))
        let engine = DiceRollGame.registration.run(RunRequest(
            configuration: DiceRollGame.descriptor.defaultConfiguration, bots: BotAssignment("lockMostCommon"), seed: 21, games: games))
        let appInterval = try #require(Self.interval(app, "rollsPerTurn"))
        let engineInterval = try #require(Self.interval(engine, "rollsPerTurn"))
        #expect(appInterval.lower <= engineInterval.upper && engineInterval.lower <= appInterval.upper,
                "app \(appInterval), engine \(engineInterval)")
        #expect(appInterval.upper - appInterval.lower < 2, "the intervals are narrow enough to mean something: \(appInterval)")
    }

    static func interval(_ result: ConfigurationResult, _ name: String) -> (lower: Double, upper: Double)? {
        guard case .ratio(let ratio)? = result.measurements.first(where: { $0.name == name })?.value,
              let interval = ratio.interval95 else { return nil }
        return (interval.lower, interval.upper)
    }
}
