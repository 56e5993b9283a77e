import PlaytestHarness

// MARK: - The ideal length of a game

extension ScenarioLoader {
    /// The scenario's `idealSteps`: two whole numbers of steps, `[low, high]`, low first; nil when absent.
    func readIdealSteps(_ root: inout JSONObjectReader) throws(JSONInputError) -> ClosedRange<Int>? {
        guard let items = try root.optionalArray("idealSteps") else { return nil }
        let path = JSONPath.root.appending(key: "idealSteps")
        guard items.count == 2 else {
            throw JSONInputError(path: path, problem: "has \(items.count) entries, not two", fix: "give [low, high] steps per game, e.g. [20, 60]")
        }
        let low = try JSONObjectReader.integer(items[0].value, at: items[0].path, in: Scenario.maxStepsRange)
        let high = try JSONObjectReader.integer(items[1].value, at: items[1].path, in: Scenario.maxStepsRange)
        guard low <= high else {
            throw JSONInputError(path: path, problem: "has a low bound \(low) above its high bound \(high)", fix: "swap the bounds")
        }
        return low...high
    }
}
