import PlaytestKit

/// A question's difficulty.
public enum QuestionDifficulty: String, CaseIterable, Sendable, Hashable {
    case easy, medium, hard
}
