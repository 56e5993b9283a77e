import PlaytestHarness

// MARK: - A study's `questions`: how its design questions are judged

extension ScenarioLoader {
    /// Reads a study's optional `questions` object (``QuestionSettings``): `closeMargin` (points, above 0),
    /// `closeShare` (0.001 to 1), `fairMargin` (0.001 to 0.25), `decidedLate` and `choiceShare` (0.01 to 1); the
    /// defaults when absent.
    /// - Throws: `JSONInputError` naming the field and the fix, for an unknown key or a value out of range.
    func readQuestions(_ study: inout JSONObjectReader, at path: JSONPath) throws(JSONInputError) -> QuestionSettings {
        guard var object = try study.optionalObject("questions") else { return QuestionSettings() }
        var settings = QuestionSettings()
        if let margin = try object.optionalDouble("closeMargin", in: 0...Double(Int32.max)) {
            guard margin > 0 else {
                throw JSONInputError(path: path.appending(key: "questions").appending(key: "closeMargin"), problem: "is 0, which no final margin can be under",
                                     fix: "give the largest mean margin, in the game's points, that still counts as close, e.g. 5")
            }
            settings.closeMargin = margin
        }
        if let share = try object.optionalDouble("closeShare", in: QuestionSettings.closeShareRange) {
            guard settings.closeMargin == nil else {
                throw JSONInputError(path: path.appending(key: "questions").appending(key: "closeShare"), problem: "is given with closeMargin",
                                     fix: "give closeMargin (points) or closeShare (a share of the winning score), not both")
            }
            settings.closeShare = share
        }
        settings.fairMargin = try object.optionalDouble("fairMargin", in: QuestionSettings.fairMarginRange) ?? settings.fairMargin
        settings.decidedLate = try object.optionalDouble("decidedLate", in: QuestionSettings.qualityShareRange) ?? settings.decidedLate
        settings.choiceShare = try object.optionalDouble("choiceShare", in: QuestionSettings.qualityShareRange) ?? settings.choiceShare
        try object.finish()
        return settings
    }
}
