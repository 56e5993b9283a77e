import PlaytestStatistics
import PlaytestHarness

// MARK: - A game of one seat: the rungs against the ceiling

extension SkillAnalysis {
    /// The ceiling of a one-seat ladder: each rung's share of the ceiling's mean score, paired on the deals every rung and
    /// the ceiling scored (see ``SkillCeiling``).
    static func ceiling(named name: String, rungs: [String], members: [(LadderPlacement, [RecordedGame])]) -> SkillCeiling? {
        var games = [[RecordedGame]](repeating: [], count: rungs.count + 1)
        for (placement, recorded) in members {
            switch placement.position {
            case .rung(let index): games[index] = recorded
            case .ceiling: games[rungs.count] = recorded
            case .match, .ceilingMatch: continue
            }
        }
        guard !games[rungs.count].isEmpty else { return nil }
        let deals = games.map(\.count).min() ?? 0
        let rows: [[Double]] = (0..<deals).compactMap { deal in
            let row = games.map { $0[deal].scores.first ?? nil }
            return row.allSatisfy { $0 != nil } ? row.map { $0! } : nil
        }
        let ceilingScores = rows.map { $0[rungs.count] }
        let mean = meanFigure(name: SkillFigure.prefix + "mean.\(name)", label: "\(name) (ceiling): mean score", values: ceilingScores)
        let shares = rungs.indices.map { rung in
            ratioFigure(name: SkillCeiling.shareName(rungs[rung]), label: "\(rungs[rung]): mean score as a share of \(name)'s, paired on deals",
                        numerators: rows.map { $0[rung] }, denominators: ceilingScores)
        }
        let means = rungs.indices.map { rung in rows.isEmpty ? -Double.infinity : rows.reduce(0) { $0 + $1[rung] } / Double(rows.count) }
        let best = rows.isEmpty ? nil : means.indices.max { means[$0] < means[$1] }
        return SkillCeiling(name: name, mean: mean, shares: shares, best: best)
    }

    /// The ceiling of a ladder of several seats: each rung's share of the ceiling's points per game and its win rate
    /// against the ceiling, from their matches, paired on deals (see ``SkillCeiling``); nil for a rung that met no
    /// ceiling. The best player is, of the rungs that met it, the one with the highest rating, else the highest share.
    static func matchCeiling(named name: String, rungs: [String], ratings: [SkillFigure]?, members: [(LadderPlacement, [RecordedGame])]) -> SkillCeiling? {
        let matches = members.compactMap { placement, games -> (rung: Int, ceilingSeats: [Bool], games: [RecordedGame])? in
            guard case .ceilingMatch(let rung, let seats) = placement.position else { return nil }
            return (rung, seats, games)
        }
        guard !matches.isEmpty else { return nil }
        let deals = matches.map(\.games.count).min() ?? 0
        var shares: [SkillFigure?] = []
        var winRates: [SkillFigure?] = []
        for rung in rungs.indices {
            let mine = matches.filter { $0.rung == rung }
            guard !mine.isEmpty else {
                shares.append(nil)
                winRates.append(nil)
                continue
            }
            var rungPoints: [Double] = []
            var ceilingPoints: [Double] = []
            var outcomes: [Double] = []
            for deal in 0..<deals {
                var points = (rung: 0.0, rungSeats: 0, ceiling: 0.0, ceilingSeats: 0)
                var result = (sum: 0.0, games: 0)
                for match in mine {
                    let game = match.games[deal]
                    for seat in game.scores.indices where match.ceilingSeats.indices.contains(seat) {
                        guard let score = game.scores[seat] else { continue }
                        if match.ceilingSeats[seat] {
                            points.ceiling += score
                            points.ceilingSeats += 1
                        } else {
                            points.rung += score
                            points.rungSeats += 1
                        }
                    }
                    let decided = game.wins.compactMap { $0 }
                    // A finished game no seat won or lost counts half, as in the round robin.
                    let tie = decided.isEmpty && !game.scores.isEmpty && game.scores.allSatisfy { $0 != nil }
                    guard !decided.isEmpty || tie else { continue }
                    let won = { (ceiling: Bool) in game.wins.indices.contains { match.ceilingSeats[$0] == ceiling && game.wins[$0] == true } }
                    let (rungWon, ceilingWon) = (won(false), won(true))
                    result.sum += rungWon && !ceilingWon ? 1 : ceilingWon && !rungWon ? 0 : 0.5
                    result.games += 1
                }
                if points.rungSeats > 0, points.ceilingSeats > 0 {
                    rungPoints.append(points.rung / Double(points.rungSeats))
                    ceilingPoints.append(points.ceiling / Double(points.ceilingSeats))
                }
                if result.games > 0 { outcomes.append(result.sum / Double(result.games)) }
            }
            shares.append(ratioFigure(name: SkillCeiling.shareName(rungs[rung]),
                                      label: "\(rungs[rung]): points per game as a share of \(name)'s when they meet, paired on deals",
                                      numerators: rungPoints, denominators: ceilingPoints))
            winRates.append(shareFigure(name: SkillCeiling.winRateName(rungs[rung]),
                                        label: "share of \(rungs[rung]) against \(name) games won by \(rungs[rung]) (ties half)", values: outcomes))
        }
        // The best player: of the rungs that met the ceiling, the one with the highest rating (else the highest share).
        let met = rungs.indices.filter { shares[$0] != nil }
        let strength = { (rung: Int) in ratings?[rung].estimate ?? shares[rung]?.estimate ?? -.infinity }
        let best = met.max { (strength($0), -$0) < (strength($1), -$1) }
        return SkillCeiling(name: name, mean: nil, shares: shares, best: best, winRates: winRates)
    }

    /// The ratio of two means paired on deals, with its delta-method standard error (t on deals - 1); nil with fewer than
    /// two deals or a denominator mean of 0.
    static func ratioFigure(name: String, label: String, numerators: [Double], denominators: [Double]) -> SkillFigure? {
        let n = numerators.count
        guard n >= 2, n == denominators.count else { return nil }
        let top = numerators.reduce(0, +) / Double(n)
        let bottom = denominators.reduce(0, +) / Double(n)
        guard bottom != 0 else { return nil }
        let ratio = top / bottom
        let linearised = RunningStatistics(zip(numerators, denominators).map { ($0 - ratio * $1) / bottom })
        return SkillFigure(name: name, label: label, estimate: ratio,
                           spread: .t(standardError: linearised.standardError, degreesOfFreedom: Double(n - 1)), deals: n)
    }
}
