import PlaytestKit
import Testing
@testable import SquareColor

@Suite("SecondSmallest")
struct SecondSmallestTests {
    @Test("the second smallest equals sorted().dropFirst().first on random sequences with repeats, zeros and infinities (seeds 0..<200)")
    func matchesSort() {
        let pool: [Double] = [0, -0.0, 0.5, 1, 1, 2.25, 3, .infinity, -1, 7.5, 0.1, 100]
        for seed: UInt64 in 0..<200 {
            var rng = Xoshiro256StarStar(seed: seed)
            let values = (0..<rng.draw(below: 10)).map { _ in rng.draw(below: 3) == 0 ? pool[rng.draw(index: pool.count)] : rng.drawUnitDouble() * 50 }
            var second = SecondSmallest()
            for value in values { second.add(value) }
            #expect(!second.hasNaN)
            #expect(second.second == values.sorted().dropFirst().first, "\(values)")
        }
    }

    @Test("a NaN makes it step aside: second is nil and hasNaN true")
    func nan() {
        var second = SecondSmallest()
        for value in [3.0, .nan, 1, 2] { second.add(value) }
        #expect(second.hasNaN && second.second == nil)
    }
}
