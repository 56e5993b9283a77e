/// The leaderboard: the top 3 scores of each difficulty, in memory (the app keeps them in UserDefaults).
public struct StorageManager: Sendable, Hashable {
    /// Every entry, of every difficulty.
    public private(set) var entries: [HighScore] = []
    /// Entries kept per difficulty.
    public static let capacity = 3
    /// Keep a fourth entry (a fault, for tests).
    var keepsFour = false
    /// A planted fault: ties are broken by the later date first.
    var laterFirstOnTies = false
    /// A planted fault: a score equal to the third entry qualifies.
    var qualifiesOnTie = false

    /// An empty leaderboard.
    public init() {}

    /// The entries of one difficulty, best first (score descending, earlier date first on a tie).
    public func highScores(for difficulty: Difficulty) -> [HighScore] {
        entries.filter { $0.difficulty == difficulty }.sorted(by: Self.ranks)
    }

    /// True when `score` would enter the top 3 of `difficulty`: fewer than 3 entries, or it beats the third strictly.
    public func isHighScore(_ score: Int, difficulty: Difficulty) -> Bool {
        let scores = highScores(for: difficulty)
        guard scores.count >= Self.capacity else { return true }
        return qualifiesOnTie ? score >= scores[Self.capacity - 1].score : score > scores[Self.capacity - 1].score
    }

    /// Adds an entry and keeps the top 3 of its difficulty; the other difficulties are untouched.
    public mutating func addHighScore(_ entry: HighScore) {
        let candidates = highScores(for: entry.difficulty) + [entry]
        let sorted = laterFirstOnTies ? candidates.sorted(by: Self.ranksLaterFirst) : candidates.sorted(by: Self.ranks)
        let kept = sorted.prefix(keepsFour ? Self.capacity + 1 : Self.capacity)
        entries = entries.filter { $0.difficulty != entry.difficulty } + kept
    }

    /// The planted fault's order: score descending, then the later date.
    static func ranksLaterFirst(_ a: HighScore, _ b: HighScore) -> Bool {
        a.score != b.score ? a.score > b.score : a.date > b.date
    }

    /// Score descending, then the earlier date.
    static func ranks(_ a: HighScore, _ b: HighScore) -> Bool {
        a.score != b.score ? a.score > b.score : a.date < b.date
    }
}
