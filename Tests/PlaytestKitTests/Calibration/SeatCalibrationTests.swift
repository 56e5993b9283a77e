import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("SeatCalibration and DealCalibration")
struct SeatCalibrationTests {
    @Test("the truths in closed form match a long simulation")
    func truths() {
        var random = StreamSeed.generator(seed: 3, game: 0, stream: 0)
        let summary = SeatCalibration.replicate(games: 10_000, using: &random)
        let team = summary.group(.team("A"))
        let scout = summary.group(.role("scout"))
        #expect(abs((team?.score.ratio ?? 0) - SeatCalibration.trueTeamScore) < 0.1)
        #expect(abs((team?.winRate?.estimate ?? 0) - SeatCalibration.trueTeamWinRate) < 0.015)
        #expect(abs((scout?.winRate?.estimate ?? 0) - SeatCalibration.trueScoutShare) < 0.01)
        // The team's seats win together (Wilson on games); the scouts split.
        #expect(team?.winsWholeGames == true && scout?.winsWholeGames == false)
    }

    @Test("the unit rows cover near 95% at 100 replicates (the bench's 500 hold them to 93-97%)")
    func unitRowsCover() {
        let rows = CalibrationSuite(replicates: 100, seed: 1).unitOfObservationRows()
        #expect(rows.count == 4)
        for row in rows { #expect(row.passes, "\(row.name): \(row.observed)") }
    }

    @Test("counting seat-games or summed arms' deals as independent under-covers: the suite tells the units apart")
    func naiveUnderCovers() {
        let suite = CalibrationSuite(replicates: 100, seed: 4)
        let seats = suite.count(row: 998) { random in SeatCalibration.naiveScoreCovers(games: 100, using: &random) }
        let deals = suite.count(row: 997) { random in DealCalibration.naivePoolCovers(DealCalibration.replicate(using: &random)) }
        #expect(Double(seats) / 100 < 0.85, "seat-games as independent: \(seats) of 100")
        #expect(Double(deals) / 100 < 0.85, "arms summed: \(deals) of 100")
    }

    @Test("distinct deals: the arm with the most deals, the first on a tie")
    func distinctDeals() {
        let arms = [RateCount(successes: 3, trials: 10), RateCount(successes: 5, trials: 20), RateCount(successes: 6, trials: 20)]
        #expect(RateCount.distinctDeals(arms) == RateCount(successes: 5, trials: 20))
        #expect(RateCount.distinctDeals([]) == nil)
    }
}
