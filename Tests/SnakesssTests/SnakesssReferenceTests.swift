import Testing
@testable import Snakesss

/// The rules written again for the invariants: checked against hand-worked cases from RULES.md, Snakesss.
@Suite("SnakesssReference")
struct SnakesssReferenceTests {
    @Test("the winners are everyone with the top total, in seat order", arguments: [
        ([3, 7, 7, 1], [1, 2]),
        ([5], [0]),
        ([0, 0, 0], [0, 1, 2]),
        ([-1, -4, 2], [2]),
        ([9, 2, 9, 9, 8], [0, 2, 3]),
    ])
    func winners(totals: [Int], expected: [Int]) {
        #expect(SnakesssReference.winners(totals: totals) == expected)
    }

    @Test("no players, no winners")
    func empty() {
        #expect(SnakesssReference.winners(totals: []).isEmpty)
    }
}
