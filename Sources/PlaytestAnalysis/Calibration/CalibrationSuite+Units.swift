import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - The unit of observation: seat groups and deals

extension CalibrationSuite {
    /// Games per replicate of the seat rows (about the size of a report's configuration).
    static let seatGamesPerReplicate = 100

    /// The rows whose unit of observation is not the plain game: a team's or role's seats pooled in a game
    /// (``SeatCalibration``: a ratio over games, a team's win once per game, a role's split wins as a ratio), and a
    /// figure of the deal pooled over arms that share their deals (``DealCalibration``: each distinct deal once).
    ///
    /// Replicate r of the seat rows draws the stream (seed, r, 500), of the deal row (seed, r, 501); the three seat rows
    /// share their replicates (one simulated run gives all three figures, as one run's seats table does).
    public func unitOfObservationRows() -> [CalibrationRow] {
        var team = 0
        var wins = 0
        var scouts = 0
        for replicate in 0..<replicates {
            var random = generator(row: 500, replicate: replicate)
            let covered = SeatCalibration.covers(SeatCalibration.replicate(games: Self.seatGamesPerReplicate, using: &random))
            if covered.teamScore { team += 1 }
            if covered.teamWins { wins += 1 }
            if covered.scoutWins { scouts += 1 }
        }
        let deals = count(row: 501) { random in DealCalibration.covers(DealCalibration.replicate(using: &random)) }
        let games = Self.seatGamesPerReplicate
        return [
            CalibrationRow(name: "team score, ratio over games (2-5 seats sharing a game), \(games) games", kind: .coverage, nominal: 0.95,
                           hits: team, total: replicates),
            CalibrationRow(name: "team win rate, once per game (Wilson on games), \(games) games", kind: .coverage, nominal: 0.95,
                           hits: wins, total: replicates),
            CalibrationRow(name: "role win share, ratio over games (1-3 seats, split outcomes), \(games) games", kind: .coverage, nominal: 0.95,
                           hits: scouts, total: replicates),
            CalibrationRow(name: "deal-level pooled rate, 3 arms sharing 200 deals (Wilson on distinct deals)", kind: .coverage, nominal: 0.95,
                           hits: deals, total: replicates),
        ]
    }
}
