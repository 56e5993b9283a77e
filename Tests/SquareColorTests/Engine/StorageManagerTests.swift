import Testing
@testable import SquareColor

@Suite("StorageManager and HighScore")
struct StorageManagerTests {
    static func entry(_ score: Int, _ difficulty: Difficulty = .easy, date: Int64 = 0, name: String = "ana") -> HighScore {
        HighScore(nickname: name, score: score, difficulty: difficulty, date: date)!
    }

    @Test("keeps the top 3 per difficulty by score, earlier date first on a tie; other difficulties untouched")
    func topThree() {
        var storage = StorageManager()
        storage.addHighScore(Self.entry(50, .hard))
        for (score, date) in [(10, 1), (30, 2), (30, 3), (20, 4), (40, 5)] as [(Int, Int64)] {
            storage.addHighScore(Self.entry(score, date: date))
        }
        #expect(storage.highScores(for: .easy).map(\.score) == [40, 30, 30])
        #expect(storage.highScores(for: .easy).map(\.date) == [5, 2, 3])
        #expect(storage.highScores(for: .hard).map(\.score) == [50])
    }

    @Test("a score qualifies with fewer than 3 entries, or when it beats the third strictly")
    func qualification() {
        var storage = StorageManager()
        #expect(storage.isHighScore(0, difficulty: .medium))
        for score in [30, 20, 10] { storage.addHighScore(Self.entry(score, .medium)) }
        #expect(!storage.isHighScore(10, difficulty: .medium))
        #expect(storage.isHighScore(11, difficulty: .medium))
        #expect(storage.isHighScore(0, difficulty: .easy))
    }

    @Test("nicknames: empty or all-space ones are refused, long ones cut to 15 characters")
    func nicknames() {
        #expect(HighScore(nickname: "", score: 1, difficulty: .easy, date: 0) == nil)
        #expect(HighScore(nickname: "    ", score: 1, difficulty: .easy, date: 0) == nil)
        #expect(HighScore(nickname: "abcdefghijklmnopqrstuvwxyz", score: 1, difficulty: .easy, date: 0)?.nickname == "abcdefghijklmno")
    }
}
