/// One leaderboard entry: a nickname, a score, its difficulty and when it was set.
public struct HighScore: Sendable, Hashable {
    /// The nickname: non-empty, at most 15 characters.
    public let nickname: String
    /// The score.
    public let score: Int
    /// The difficulty it was played on.
    public let difficulty: Difficulty
    /// When it was saved, in virtual microseconds (earlier wins a tie).
    public let date: Int64

    /// The longest nickname kept; longer ones are cut.
    public static let maxNicknameLength = 15

    /// An entry whose nickname is cut to 15 characters; nil for an empty (or all-space) nickname.
    public init?(nickname: String, score: Int, difficulty: Difficulty, date: Int64) {
        let trimmed = nickname.trimmingWhitespaceCharacters()
        guard !trimmed.isEmpty else { return nil }
        self.init(unchecked: String(trimmed.prefix(Self.maxNicknameLength)), score: score, difficulty: difficulty, date: date)
    }

    /// An entry exactly as given (for a broken engine's tests).
    init(unchecked nickname: String, score: Int, difficulty: Difficulty, date: Int64) {
        self.nickname = nickname
        self.score = score
        self.difficulty = difficulty
        self.date = date
    }
}

extension String {
    /// The string without leading and trailing spaces.
    func trimmingWhitespaceCharacters() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }), let last = scalars.lastIndex(where: { $0 != " " }) else { return "" }
        return String(scalars[first...last])
    }
}
