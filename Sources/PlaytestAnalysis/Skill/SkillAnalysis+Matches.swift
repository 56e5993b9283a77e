import PlaytestStatistics
import PlaytestHarness

// MARK: - A game of several seats: a round robin of matches on the same deals

extension SkillAnalysis {
    /// Fills a round robin: the win-rate matrix, Bradley-Terry ratings with deal-clustered intervals, the first seat's
    /// advantage and, with two sides, the first side's advantage; every figure with the deal as its unit.
    static func fillMatches(_ ladder: inout LadderResult, members: [(LadderPlacement, [RecordedGame])]) {
        let rungs = ladder.rungs
        let count = rungs.count
        let deals = members.map { $0.1.count }.min() ?? 0
        var sides: [String] = []
        for (_, games) in members { for game in games { for side in game.sides { if let side, !sides.contains(side) { sides.append(side) } } } }
        sides.sort()
        // Per deal: each pair's results, seat 0's edge and the first side's edge, averaged over the deal's games.
        var pairValues = [[[Double]]](repeating: [[Double]](repeating: [], count: count), count: count)
        var seatValues: [Double] = []
        var sideValues: [Double] = []
        var comparisons: [BradleyTerry.Game] = []
        for deal in 0..<deals {
            var pairSums = [[(sum: Double, games: Int)]](repeating: [(sum: Double, games: Int)](repeating: (0, 0), count: count), count: count)
            var seat = (sum: 0.0, games: 0)
            var side = (sum: 0.0, games: 0)
            for (placement, games) in members {
                guard case .match(let rungOfSeat) = placement.position, let (low, high) = placement.pair else { continue }
                let game = games[deal]
                let wins = game.wins.map { $0.map { $0 ? 1.0 : 0.0 } }
                let decided = wins.compactMap { $0 }
                // A finished game no seat won or lost (a tie: every seat scored, none decided) counts half, as documented.
                let tie = decided.isEmpty && !game.scores.isEmpty && game.scores.allSatisfy { $0 != nil }
                guard !decided.isEmpty || tie else { continue }
                let lowWon = rungOfSeat.indices.contains { rungOfSeat[$0] == low && wins[$0] == 1 }
                let highWon = rungOfSeat.indices.contains { rungOfSeat[$0] == high && wins[$0] == 1 }
                let outcome = lowWon && !highWon ? 1.0 : highWon && !lowWon ? 0.0 : 0.5
                pairSums[low][high].sum += outcome
                pairSums[low][high].games += 1
                comparisons.append(BradleyTerry.Game(cluster: deal, first: low, second: high, result: outcome))
                if let first = wins[0] {
                    seat.sum += first - decided.reduce(0, +) / Double(decided.count)
                    seat.games += 1
                }
                if sides.count == 2 {
                    let mean = { (name: String) -> Double? in
                        let values = game.sides.indices.filter { game.sides[$0] == name }.compactMap { wins[$0] }
                        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
                    }
                    if let a = mean(sides[0]), let b = mean(sides[1]) {
                        side.sum += a - b
                        side.games += 1
                    }
                }
            }
            for low in 0..<count {
                for high in 0..<count where pairSums[low][high].games > 0 {
                    pairValues[low][high].append(pairSums[low][high].sum / Double(pairSums[low][high].games))
                }
            }
            if seat.games > 0 { seatValues.append(seat.sum / Double(seat.games)) }
            if side.games > 0 { sideValues.append(side.sum / Double(side.games)) }
        }
        ladder.winRates = (0..<count).map { row in
            (0..<count).map { column -> SkillFigure? in
                guard row != column else { return nil }
                let (low, high) = (min(row, column), max(row, column))
                let values = pairValues[low][high].map { row == low ? $0 : 1 - $0 }
                return shareFigure(name: SkillFigure.winRate(rungs[row], rungs[column]),
                                  label: "share of \(rungs[row]) against \(rungs[column]) games won by \(rungs[row]) (ties half)", values: values)
            }
        }
        if let fit = BradleyTerry(players: count, games: comparisons, reference: 0) {
            ladder.ratings = (0..<count).map { rung in
                SkillFigure(name: SkillFigure.rating(rungs[rung]), label: "\(rungs[rung]): Bradley-Terry rating, log-odds of beating \(rungs[0])",
                            estimate: fit.ratings[rung],
                            spread: rung == 0 ? .exact : .t(standardError: fit.standardErrors[rung], degreesOfFreedom: Double(fit.clusters - 1)),
                            deals: fit.clusters)
            }
        }
        ladder.firstSeat = meanFigure(name: SkillFigure.firstSeat, label: "seat 0's win rate minus the average seat's", values: seatValues)
        if sides.count == 2 {
            ladder.side = meanFigure(name: SkillFigure.side(sides[0], sides[1]),
                                     label: "\(sides[0]) seats' win rate minus \(sides[1]) seats'", values: sideValues)
        }
    }
}
