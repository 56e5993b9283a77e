import PlaytestKit
import Testing
@testable import Party

@Suite("party ties (issue 34)")
struct PartyTiesTests {
    @Test("a tied game decides no seat: team.X.winRate is the share of decided games won, ties out of its denominator")
    func tieIsUndecided() {
        let game = PartyGame(players: 4, picksPerPlayer: 2)
        var (store, _) = PartyTestSupport.dealt()
        store.lastFinalScores = [7, 7]
        for seat in 0..<4 { #expect(game.outcome(ofSeat: seat, in: store).won == nil) }
        store.lastFinalScores = [8, 7]
        let wins = (0..<4).map { game.outcome(ofSeat: $0, in: store).won }
        #expect(wins.filter { $0 == true }.count == 2 && wins.filter { $0 == false }.count == 2)
        var summary = SeatSummary()
        store.lastFinalScores = [7, 7]
        summary.add((0..<4).map { game.outcome(ofSeat: $0, in: store) })
        store.lastFinalScores = [9, 7]
        summary.add((0..<4).map { game.outcome(ofSeat: $0, in: store) })
        let teamA = summary.group(.team("A"))
        #expect(teamA?.decidedGames == 1 && teamA?.gamesWon == 1)
    }
}
