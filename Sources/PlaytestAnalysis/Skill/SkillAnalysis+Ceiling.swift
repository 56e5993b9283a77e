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
            case .match: continue
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
