import PlaytestHarness

// MARK: - Bot ids

extension ScenarioLoader {
    /// Reads a bot id at `path`: one of the game's fixed bots, or a member of one of its families (`search-400`).
    ///
    /// An id that starts like a family's member but is not one says what is wrong with its number
    /// (`$.studies[0].bots[1] is "search-0": its iterations 0 is below the minimum 1; use search-N with N
    /// (iterations) a whole number from 1 to 1000000`); any other unknown id lists every choice.
    func botID(_ value: JSONValue, at path: JSONPath, of registration: GameRegistration) throws(JSONInputError) -> String {
        if case .string(let text) = value {
            if registration.bot(text) != nil { return text }
            if let problem = registration.familyProblem(with: text) {
                throw JSONInputError(path: path, problem: "is \"\(text)\": \(problem.problem)", fix: "use \(problem.allowed)")
            }
        }
        return try JSONObjectReader.oneOf(value, at: path, allowed: registration.botChoices)
    }
}
