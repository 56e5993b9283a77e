import PlaytestKit

/// A trivia question with three choices, its answer, category and difficulty.
public struct Question: Sendable, Hashable, Codable {
    /// A stable id, unique in a bank.
    public let id: Int
    /// The question.
    public let text: String
    /// The choices for A, B and C.
    public let choices: [String]
    /// The right letter.
    public let answer: Vote
    /// The category.
    public let category: String
    /// The difficulty.
    public let difficulty: QuestionDifficulty

    /// Creates a question.
    public init(id: Int, text: String, choices: [String], answer: Vote, category: String, difficulty: QuestionDifficulty) {
        self.id = id
        self.text = text
        self.choices = choices
        self.answer = answer
        self.category = category
        self.difficulty = difficulty
    }
}
