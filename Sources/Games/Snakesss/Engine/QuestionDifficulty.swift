import PlaytestKit

/// A question's difficulty.
public enum QuestionDifficulty: String, CaseIterable, Sendable, Hashable, Codable {
    case easy, medium, hard
}
