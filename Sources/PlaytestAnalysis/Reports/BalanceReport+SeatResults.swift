import PlaytestHarness
import PlaytestStatistics

// MARK: - results.csv: the seats, teams and roles

extension BalanceReport {
    /// The `results.csv` rows of one configuration's seat groups, after its measurements: per group (`seat 0`,
    /// `team A`, `role snake`, spelled as gates name them: `team.A.score`, `team.A.winRate`) its score and its win rate.
    ///
    /// The game is the unit of both (``SeatSummary/Group``): the score is a `ratio` over games (`n` games, `subunits`
    /// the seat-games, the cluster-robust interval); the win rate a `rate` on games (`n` decided games, `successes`
    /// the games won, Wilson's interval) when the group's seats win together, else a `ratio` of decided seat-games.
    /// `unit` is empty (a game's scores carry no declared unit). A game of one seat with no teams or roles has no
    /// rows, as it has no seats table: they would repeat its own score figure.
    func seatResultRows(_ configuration: ScenarioConfiguration, _ result: ConfigurationResult) -> [[CSVCell]] {
        guard !result.seats.groups.allSatisfy({ $0.key == "seat 0" }) else { return [] }
        let arm: [CSVCell] = factCells + [
            .integer(configuration.index), .text(configuration.game), .text(configuration.bot), .text(configuration.role),
            .text(configuration.configuration.rules), .text(configuration.configuration.parameterList),
        ]
        func number(_ value: Double?) -> CSVCell { value.map { .number($0, digits: 4) } ?? .empty }
        func ratioCells(_ ratio: ClusteredRatio) -> [CSVCell] {
            let interval = ratio.interval95
            return [.text("ratio"), .text(Measurement.Observation.game.rawValue), .integer(ratio.clusters), .integer(ratio.subunits),
                    number(ratio.ratio), number(interval?.lower), number(interval?.upper)]
                + Array(repeating: .empty, count: 12)
        }
        var rows: [[CSVCell]] = []
        for group in result.seats.groups {
            let name = MetricReference.spelled(group.key)
            if group.games > 0 { rows.append(arm + [.text(name + ".score"), .empty] + ratioCells(group.score)) }
            guard group.decidedGames > 0 else { continue }
            if group.winsWholeGames {
                let interval = group.winRate
                rows.append(arm + [.text(name + ".winRate"), .empty, .text("rate"), .text(Measurement.Observation.game.rawValue),
                                   .integer(group.decidedGames), .integer(group.decidedSeatGames), number(interval?.estimate),
                                   number(interval?.lower), number(interval?.upper)]
                    + Array(repeating: .empty, count: 6) + [.integer(group.gamesWon)] + Array(repeating: .empty, count: 5))
            } else {
                rows.append(arm + [.text(name + ".winRate"), .empty] + ratioCells(group.wins))
            }
        }
        return rows
    }
}
