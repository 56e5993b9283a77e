import Testing
@testable import PlaytestHarness

/// The built-in `lead` series between sides: a team's seats are one side, any other seat one of its own.
@Suite("SeriesRecorder's lead")
struct SeriesRecorderTests {
    static func lead(_ row: [Double], sides: [Int]) -> Double {
        var best = [Double](repeating: 0, count: (sides.max() ?? -1) + 1)
        return SeriesRecorder.lead(row[...], sides: sides, best: &best)
    }

    @Test("seats of their own: the best minus the next best, 0 on a tie at the top")
    func seatsOfTheirOwn() {
        #expect(Self.lead([3, 7, 5], sides: [0, 1, 2]) == 2)
        #expect(Self.lead([7, 7, 5], sides: [0, 1, 2]) == 0)
        #expect(Self.lead([-1, -4], sides: [0, 1]) == 3)
    }

    @Test("teammates who share a score are one side: the lead is between teams, not 0 at every step")
    func teams() {
        // Seats 0 and 2 are team A (12 points), seats 1 and 3 team B (9): between seats the lead would be 0.
        #expect(Self.lead([12, 9, 12, 9], sides: [0, 1, 0, 1]) == 3)
        // A side's evaluation is its best seat's.
        #expect(Self.lead([4, 9, 12, 1], sides: [0, 1, 0, 1]) == 3)
        #expect(Self.lead([5, 5, 5, 5], sides: [0, 0, 0, 0]) == 0, "one side: nobody to lead")
    }

    @Test("a seat with no evaluation yet gives no lead")
    func missing() {
        #expect(Self.lead([1, .nan], sides: [0, 1]).isNaN)
    }
}
