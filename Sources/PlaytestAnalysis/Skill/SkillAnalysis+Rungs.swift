import PlaytestStatistics
import PlaytestHarness

// MARK: - A game of one seat: every rung on the same deals

extension SkillAnalysis {
    /// Fills a one-seat ladder: each rung's mean, each step's paired difference and upset rate, every win rate and
    /// the skill share, over the deals on which every rung has a score.
    static func fillRungs(_ ladder: inout LadderResult, members: [(LadderPlacement, [RecordedGame])]) {
        let rungs = ladder.rungs
        var games = [[RecordedGame]](repeating: [], count: rungs.count)
        for (placement, recorded) in members {
            if case .rung(let index) = placement.position { games[index] = recorded }
        }
        let deals = games.map(\.count).min() ?? 0
        let rows: [[Double]] = (0..<deals).compactMap { deal in
            let row = games.map { $0[deal].scores.first ?? nil }
            return row.allSatisfy { $0 != nil } ? row.map { $0! } : nil
        }
        let column = { (rung: Int) in rows.map { $0[rung] } }
        ladder.rungMeans = rungs.indices.compactMap { rung in
            meanFigure(name: SkillFigure.prefix + "mean.\(rungs[rung])", label: "\(rungs[rung]): mean score", values: column(rung))
        }
        for high in rungs.indices {
            for low in rungs.indices where low < high {
                let differences = rows.map { $0[high] - $0[low] }
                guard let figure = meanFigure(name: SkillFigure.difference(rungs[high], rungs[low]),
                                              label: "\(rungs[high]) minus \(rungs[low]), paired on the same deals", values: differences) else { continue }
                if high == low + 1 { ladder.steps.append(figure) } else { ladder.otherDifferences.append(figure) }
                if high == low + 1 {
                    let upsets = rows.filter { $0[low] > $0[high] }.count
                    ladder.upsets.append(SkillFigure(
                        name: SkillFigure.upset(rungs[low], rungs[high]), label: "deals on which \(rungs[low]) scored more than \(rungs[high])",
                        estimate: rows.isEmpty ? .nan : Double(upsets) / Double(rows.count), spread: .wilson(successes: upsets, trials: rows.count),
                        deals: rows.count))
                }
            }
        }
        ladder.winRates = rungs.indices.map { row in
            rungs.indices.map { other in
                guard other != row else { return nil }
                return meanFigure(name: SkillFigure.winRate(rungs[row], rungs[other]), label: "share of deals \(rungs[row]) outscores \(rungs[other]) (ties half)",
                                  values: rows.map { result($0[row], $0[other]) })
            }
        }
        if let share = SkillShare(scores: rows) {
            ladder.share = SkillFigure(
                name: SkillFigure.share, label: "share of score variance that is the rung's (skill) rather than the deal's",
                estimate: share.estimate, spread: .logitT(standardError: share.standardError, degreesOfFreedom: Double(rows.count - 1)), deals: rows.count)
        }
    }
}
