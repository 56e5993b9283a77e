import PlaytestProperties

// MARK: - Playing typed actions

extension GameRegistration {
    /// Plays `script` from the start of a game under `configuration`, checking every invariant after the start, every
    /// action and every event, and records the steps and the final state: `replay --actions`, and a one-line
    /// hypothesis in a test. The engine's chance is game 0's of `seed` (the streams `check --seed SEED` gives its
    /// first game); the actions are played in order whoever's turn it is, until the list or the game ends.
    ///
    /// - Throws: `ActionParseError` for the first action the game does not read (`PlayableGame.parseAction(_:)`).
    public func replayActions(
        _ script: ActionScript, configuration: GameConfiguration, seed: UInt64 = 1, maxSteps: Int = CaseOptions.defaultMaxSteps
    ) throws(ActionParseError) -> ActionReplay {
        let options = CaseOptions(maxSteps: maxSteps, recordSteps: true)
        let result = try playScript(configuration, script.texts, seed, options).get()
        return ActionReplay(actions: script.texts, seed: seed, result: result, unplayed: Array(script.texts.dropFirst(result.stepCount)))
    }
}
