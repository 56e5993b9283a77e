import Testing
@testable import SquareColor

@Suite("Difficulty")
struct DifficultyTests {
    @Test("caseIndex is the position in allCases, and settings(for:) picks that difficulty's settings")
    func caseIndex() {
        var settings = SquareColorSettings()
        for (index, difficulty) in Difficulty.allCases.enumerated() {
            #expect(difficulty.caseIndex == index)
            settings.perDifficulty[index].points = 1000 + index
        }
        for difficulty in Difficulty.allCases {
            #expect(settings.settings(for: difficulty).points == 1000 + Difficulty.allCases.firstIndex(of: difficulty)!)
        }
    }
}
