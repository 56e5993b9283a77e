import Testing
@testable import SquareColor

/// The leaderboard rules written again for the invariants, against hand-worked cases from RULES.md, Square Color Game.
@Suite("SquareColorReference leaderboard")
struct SquareColorReferenceTests {
    static func entries(_ scores: [(Int, Int64)]) -> [HighScore] {
        scores.map { HighScore(unchecked: "p", score: $0.0, difficulty: .easy, date: $0.1) }
    }

    @Test("a score qualifies with fewer than 3 entries, or by beating the third strictly", arguments: [
        (0, [Int](), true),
        (5, [90, 80], true),
        (41, [90, 40, 80], true),
        (40, [90, 40, 80], false),
        (39, [90, 40, 80], false),
        (100, [100, 100, 100], false),
    ])
    func qualifies(score: Int, scores: [Int], expected: Bool) {
        let entries = Self.entries(scores.enumerated().map { ($0.element, Int64($0.offset)) })
        #expect(SquareColorReference.qualifies(score, entries: entries) == expected)
    }

    @Test("a save keeps the top 3 by score, earlier date first on a tie")
    func saved() {
        let entries = Self.entries([(50, 1), (70, 2), (50, 3)])
        let saved = SquareColorReference.savedScores(50, at: 0, entries: entries)
        #expect(saved.map(\.score) == [70, 50, 50])
        #expect(saved.map(\.date) == [2, 0, 1])
        #expect(SquareColorReference.savedScores(10, at: 9, entries: []).map(\.score) == [10])
    }
}
