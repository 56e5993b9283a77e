import PlaytestKit
import Testing
@testable import SquareColor

@Suite("ColorGenerator")
struct ColorGeneratorTests {
    @Test("rounds have each difficulty's squares, targets and shapes; targets in 0.2...1, distractors within 0.15 (seeds 0..<200)")
    func rounds() {
        for seed: UInt64 in 0..<200 {
            var rng = Xoshiro256StarStar(seed: seed)
            for difficulty in Difficulty.allCases {
                let round = ColorGenerator.makeRound(difficulty, variation: 0.15, using: &rng)
                #expect(round.grid.count == difficulty.squareCount && round.targets.count == difficulty.targetCount, "seed \(seed)")
                for target in round.targets {
                    #expect(target.color.channels.allSatisfy { ColorGenerator.targetRange.contains($0) }, "seed \(seed)")
                }
                for square in round.grid where !square.isTarget {
                    #expect(square.color.channelDistance(to: round.targets[square.baseIndex].color) <= 0.15, "seed \(seed)")
                    #expect(square.color.channels.allSatisfy { (0...1).contains($0) }, "seed \(seed)")
                }
                let counts = (0..<difficulty.targetCount).map { base in round.grid.filter { !$0.isTarget && $0.baseIndex == base }.count }
                #expect(counts == difficulty.distractorsPerTarget, "seed \(seed)")
                if difficulty.usesShapes {
                    #expect(round.targets[0].shape != round.targets[1].shape && round.grid.allSatisfy { $0.shape != nil })
                }
            }
        }
    }

    @Test("all-zero words give the lowest channels: targets at 0.2, distractors at 0.05 (offset -0.15)")
    func zeros() {
        var zeros = ChoiceSource(replaying: [])
        #expect(ColorGenerator.randomColor(using: &zeros) == RGBColor(red: 0.2, green: 0.2, blue: 0.2))
        let near = ColorGenerator.similarColor(to: RGBColor(red: 0.2, green: 0.2, blue: 0.2), variation: 0.15, using: &zeros)
        #expect(abs(near.red - 0.05) < 1e-12)
    }
}
