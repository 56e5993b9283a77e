import PlaytestHarness
import PlaytestStatistics

// MARK: - Skill depth, default against proposed

extension TuneReport {
    /// The rows of the skill table: each rung's mean, the paired difference and the upset rate, default against proposed.
    func skillRows(_ target: SkillTarget) -> [[String]] {
        let before = confirmation.defaultEstimate.skill
        let after = confirmation.proposedEstimate.skill
        func mean(_ value: Double?) -> String { value.map { NumberFormat.fixed($0, digits: 1) } ?? "" }
        func interval(_ value: ConfidenceInterval?, percent: Bool) -> String {
            guard let value else { return "" }
            let text: (Double) -> String = percent ? { NumberFormat.percent($0, digits: 1) } : { NumberFormat.fixed($0, digits: 1) }
            return "\(text(value.estimate)) (\(text(value.lower)) to \(text(value.upper)))"
        }
        func band(_ estimate: SkillEstimate?) -> String {
            guard let rate = estimate?.upsetRate else { return "" }
            if rate.upper < target.upsetBand.lowerBound || rate.lower > target.upsetBand.upperBound { return "outside the band" }
            if rate.lower >= target.upsetBand.lowerBound && rate.upper <= target.upsetBand.upperBound { return "inside the band" }
            return "not shown either way"
        }
        return [
            ["\(target.weaker) mean \(target.metric)", mean(before?.weakerMean), mean(after?.weakerMean)],
            ["\(target.stronger) mean \(target.metric)", mean(before?.strongerMean), mean(after?.strongerMean)],
            ["\(target.stronger) minus \(target.weaker), same deals (paired t 95%)", interval(before?.difference, percent: false),
             interval(after?.difference, percent: false)],
            ["upset rate: \(target.weaker) above \(target.stronger) (Wilson 95%, deals)", interval(before?.upsetRate, percent: true),
             interval(after?.upsetRate, percent: true)],
            ["skill share of score variance, the two rungs (delta method 95%, deals)", interval(before?.skillShare, percent: true),
             interval(after?.skillShare, percent: true)],
            ["upset rate against the band \(NumberFormat.percent(target.upsetBand.lowerBound, digits: 1)) to "
                + "\(NumberFormat.percent(target.upsetBand.upperBound, digits: 1))", band(before), band(after)],
            ["skill penalty in the loss", NumberFormat.significant(confirmation.defaultEstimate.skillPenalty, digits: 4),
             NumberFormat.significant(confirmation.proposedEstimate.skillPenalty, digits: 4)],
        ]
    }

    /// The skill section of report.md, when the spec has a skill target.
    func appendSkill(to document: inout MarkdownDocument) {
        guard let target = file.spec.skill else { return }
        document.heading("Skill depth", level: 2)
        document.paragraph("Target: \(target.summary). Both tables are played by \(target.weaker) and \(target.stronger) on the same "
            + "\(NumberFormat.grouped(confirmation.proposedEstimate.skill?.deals ?? 0)) fresh deals of the confirmation seed; a deal is the unit, "
            + "so the upset rate's interval counts deals. The band is the designer's: a game where the stronger player never loses is dull, "
            + "one where it often loses is a lottery.")
        document.table(header: ["figure", "default table", "proposed table"], rows: skillRows(target))
    }

    /// The skill rows of confirmation.csv: each rung's mean, the difference and the upset rate, default and proposed.
    func skillCSVRows(_ facts: [CSVCell]) -> [[CSVCell]] {
        guard let target = file.spec.skill else { return [] }
        var rows: [[CSVCell]] = []
        for (label, estimate) in [("default", confirmation.defaultEstimate.skill), ("proposed", confirmation.proposedEstimate.skill)] {
            guard let estimate else { continue }
            func row(_ figure: String, _ value: Double, _ lower: Double?, _ upper: Double?) -> [CSVCell] {
                facts + [.text("skill"), .text(figure), .text(label), .number(value, digits: 6),
                         lower.map { .number($0, digits: 6) } ?? .empty, upper.map { .number($0, digits: 6) } ?? .empty]
            }
            rows.append(row("\(target.weaker).\(target.metric)", estimate.weakerMean, nil, nil))
            rows.append(row("\(target.stronger).\(target.metric)", estimate.strongerMean, nil, nil))
            if let difference = estimate.difference {
                rows.append(row("\(target.stronger)-minus-\(target.weaker)", difference.estimate, difference.lower, difference.upper))
            }
            if let rate = estimate.upsetRate { rows.append(row("upsetRate", rate.estimate, rate.lower, rate.upper)) }
            if let share = estimate.skillShare { rows.append(row("skillShare", share.estimate, share.lower, share.upper)) }
        }
        return rows
    }
}
