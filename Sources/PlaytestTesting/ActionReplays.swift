import PlaytestKit
import Testing

/// Plays typed actions from the start of a game, as `replay --game ID --actions LIST` does, so that a test states a
/// hypothesis about a sequence in one line:
///
/// ```swift
/// @Test func lockingAnAnimatingDieLocksItInTheShippedApp() {
///     let replay = replayActions(DiceRollGame.registration, actions: "roll,advance 0.30 s,toggleLock(0)", rules: "shipped")
///     #expect(replay.violations.map(\.invariant) == ["property4", "property5"])
/// }
/// ```
///
/// `actions` splits on the commas outside parentheses (`ActionScript`); each is read by the game's
/// `PlayableGame.parseAction(_:)`. The game's chance is game 0's of `seed` (default 1, as `replay --actions`). An
/// invalid configuration or an action the game does not read is recorded as a test issue, and the replay returned
/// is empty (no step, no violation).
@discardableResult
public func replayActions(
    _ registration: GameRegistration,
    actions: String,
    rules: String? = nil,
    parameters: [(name: String, value: ParameterValue)] = [],
    seed: UInt64 = 1,
    maxSteps: Int = CaseOptions.defaultMaxSteps,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ActionReplay {
    let descriptor = registration.descriptor
    let script = ActionScript(parsing: actions)
    let empty = ActionReplay(actions: script.texts, seed: seed, result: CaseResult(), unplayed: script.texts)
    let configuration: GameConfiguration
    do {
        configuration = try descriptor.configuration(rules: rules ?? descriptor.ruleSets[0], settings: parameters)
    } catch {
        IssueCollector.report("invalid configuration for \(descriptor.id): \(error)", sourceLocation: sourceLocation)
        return empty
    }
    do {
        return try registration.replayActions(script, configuration: configuration, seed: seed, maxSteps: maxSteps)
    } catch {
        IssueCollector.report("\(error)", sourceLocation: sourceLocation)
        return empty
    }
}
