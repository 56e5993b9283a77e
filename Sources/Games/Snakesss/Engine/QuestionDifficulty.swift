import PlaytestKit

/// A question's difficulty.
public enum QuestionDifficulty: String, CaseIterable, Sendable, Hashable, Codable {
    /// One of the three difficulties the document's question bank is sorted into.
    case easy, medium, hard
}
