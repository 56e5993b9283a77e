import PlaytestKit

/// Draws a round's question (the document's `QuestionService`): a mixed-difficulty draw, never a question
/// already used while unused ones remain.
public enum QuestionService {
    /// The mixed-difficulty weights: easy 30%, medium 50%, hard 20%.
    public static let mix: [(QuestionDifficulty, Int)] = [(.easy, 30), (.medium, 50), (.hard, 20)]

    /// A question not in `used`, of a difficulty drawn from the mix (any unused one if that difficulty is spent;
    /// any at all once every question is used).
    public static func getQuestion<R: RandomNumberGenerator>(from bank: QuestionBank, used: Set<Int>, using rng: inout R) -> Question {
        var ticket = rng.draw(below: 100)
        var difficulty = QuestionDifficulty.medium
        for (level, weight) in mix {
            if ticket < UInt64(weight) {
                difficulty = level
                break
            }
            ticket -= UInt64(weight)
        }
        let unused = bank.questions.filter { !used.contains($0.id) }
        let pool = unused.filter { $0.difficulty == difficulty }
        let candidates = !pool.isEmpty ? pool : (!unused.isEmpty ? unused : bank.questions)
        return candidates[rng.draw(index: candidates.count)]
    }
}
