import Foundation
import PlaytestStatistics
import PlaytestHarness

// MARK: - The Skill section: each ladder's figures

extension BalanceReport {
    /// The ladders of this report's games, as the analysis computed them.
    var ladders: [LadderResult] { analysis.ladders }

    /// "## Skill": per ladder, the rungs' scores and steps (one seat) or the round robin's win rates, ratings and
    /// seat advantage (several seats), and the study's targets.
    func appendSkill(to document: inout MarkdownDocument) {
        guard !ladders.isEmpty else { return }
        document.heading("Skill", level: 2, anchor: anchor(Evidence.Section.skill))
        document.paragraph("A ladder study plays the game's players from weakest to strongest on the same deals (game i deals alike in "
            + "every rung and match), so every figure here pairs them deal by deal and takes the deal as its unit. Each interval "
            + "is 95% and its kind is proven by the calibration suite (`playtest bench --calibration`).")
        for ladder in ladders {
            if let trace = ladder.trace {
                document.heading("Skill trace: \(ladder.rungs[0]) to \(ladder.rungs[ladder.rungs.count - 1]) (\(ladder.parameters))", level: 3)
                appendTrace(trace, ladder: ladder, to: &document)
                continue
            }
            document.heading("\(ladder.rungs.joined(separator: " < ")) (\(ladder.parameters))", level: 3)
            if ladder.isMatch { appendMatches(ladder, to: &document) } else { appendRungs(ladder, to: &document) }
            if let ceiling = ladder.ceiling { appendCeiling(ceiling, ladder: ladder, to: &document) }
            appendTargets(ladder, to: &document)
        }
        appendNoTrace(to: &document)
    }

    /// For each game of the section with ladders but no skill trace: why there is none.
    func appendNoTrace(to document: inout MarkdownDocument) {
        var games: [String] = []
        for ladder in ladders where !games.contains(ladder.game) { games.append(ladder.game) }
        for game in games where !ladders.contains(where: { $0.game == game && $0.trace != nil }) {
            guard let first = ladders.first(where: { $0.game == game }) else { continue }
            let family = first.families.first { $0 == "search" } ?? first.families.first
            if family == nil, let note = first.searchNote {
                document.paragraph("No skill trace of \(game), and no search on its ladder: \(note)")
                continue
            }
            document.paragraph(family.map {
                "No skill trace of \(game) in this run: a study's `\"skillTrace\"` doubles the budget of \($0)-N on the same deals "
                    + "(docs/skill.md); none was played here."
            } ?? "No skill trace of \(game): it registers no budgeted bot family (no search whose budget could double), so "
                + "the ceiling, where a ladder has one, is its measure of the skill left.")
        }
    }

    /// "62.1 (58.0 to 66.2)" at `digits`, or "-".
    static func figureText(_ figure: SkillFigure?, digits: Int = 1, percent: Bool = false) -> String {
        guard let figure, let interval = figure.interval() else { return "-" }
        func show(_ x: Double) -> String { percent ? NumberFormat.percent(x, digits: max(0, digits - 2)) : NumberFormat.fixed(x, digits: digits) }
        return "\(show(interval.estimate)) (\(show(interval.lower)) to \(show(interval.upper)))"
    }

    func appendRungs(_ ladder: LadderResult, to document: inout MarkdownDocument) {
        document.paragraph("\(NumberFormat.counted(ladder.deals, "deal")) played by each of \(ladder.rungs.count) rungs. A step is the "
            + "paired difference with the rung below (t on deals - 1); the upset rate is the share of deals on which the rung below "
            + "scored strictly more (Wilson).")
        document.table(
            header: ["rung", "mean score (95%)", "minus the rung below (paired 95%)", "upset rate: the rung below scores more (95%)"],
            rows: ladder.rungs.indices.map { index in
                let mean = ladder.rungMeans.first { $0.name == SkillFigure.prefix + "mean.\(ladder.rungs[index])" }
                return [ladder.rungs[index], Self.figureText(mean),
                        index == 0 ? "-" : Self.figureText(ladder.steps.first { $0.name == SkillFigure.difference(ladder.rungs[index], ladder.rungs[index - 1]) }),
                        index == 0 ? "-" : Self.figureText(ladder.upsets.first { $0.name == SkillFigure.upset(ladder.rungs[index - 1], ladder.rungs[index]) }, digits: 3, percent: true)]
            },
            alignments: [.left, .right, .right, .right])
        if let verdict = verdict(of: ladder) {
            document.paragraph(Self.strongestSentence(verdict) + " " + Self.orderSentence(verdict))
        }
        if let share = ladder.share {
            document.paragraph("Skill is \(Self.figureText(share, digits: 3, percent: true)) of the score variance: the variance between the "
                + "rungs' mean scores over that plus the mean variance of a rung's score across deals (delta method on the logit scale, "
                + "deals as units). The rest is the deal and the players' own chance.")
        }
    }

    func appendMatches(_ ladder: LadderResult, to document: inout MarkdownDocument) {
        document.paragraph("A round robin: every pair of rungs, seated in every rotation (\(NumberFormat.counted(ladder.configurations, "configuration"))), "
            + "each on the same \(NumberFormat.counted(ladder.deals, "deal")). A cell is how often the row's rung won its games against the "
            + "column's (a game that both or neither won counts half), averaged per deal, with a t interval over deals.")
        document.table(
            header: ["wins against →"] + ladder.rungs,
            rows: ladder.rungs.indices.map { row in
                [ladder.rungs[row]] + ladder.rungs.indices.map { column in
                    row == column ? "-" : Self.figureText(ladder.winRates[row][column], digits: 3, percent: true)
                }
            },
            alignments: [.left] + ladder.rungs.map { _ in .right })
        if let ratings = ladder.ratings {
            document.paragraph("Bradley-Terry ratings (MM algorithm, Hunter 2004), in log-odds of beating \(ladder.rungs[0]) (fixed at 0); "
                + "intervals from the sandwich variance with the deal as cluster, t on deals - 1.")
            document.table(
                header: ["rung", "rating (95%)", "modelled chance of beating \(ladder.rungs[0])"],
                rows: ratings.enumerated().map { index, figure in
                    [ladder.rungs[index], index == 0 ? "0 (reference)" : Self.figureText(figure, digits: 2),
                     NumberFormat.percent(1 / (1 + exp(-figure.estimate)), digits: 1)]
                },
                alignments: [.left, .right, .right])
        } else {
            document.paragraph("Bradley-Terry ratings: not estimable (a rung won or lost every game it played).")
        }
        if let verdict = verdict(of: ladder) {
            document.paragraph(Self.strongestSentence(verdict) + " " + Self.orderSentence(verdict))
        }
        if let seat = ladder.firstSeat { document.paragraph(firstSeatSentence(ladder, figure: seat)) }
        if let side = ladder.side, let interval = side.interval() {
            let names = side.name.dropFirst(SkillFigure.prefix.count + "side.".count).components(separatedBy: "-minus-")
            let reading = interval.lower > 0 ? "the \(names[0]) side is favoured" : interval.upper < 0 ? "the \(names[1]) side is favoured"
                : "neither side is shown favoured"
            document.paragraph("Sides: \(side.label) is \(Self.figureText(side, digits: 3)) per game: \(reading).")
        }
    }

    func appendTargets(_ ladder: LadderResult, to document: inout MarkdownDocument) {
        guard !ladder.targets.isEmpty else { return }
        let margin = ladder.targets.first?.verdict?.margin ?? ScenarioLoader.defaultLadderMargin
        document.paragraph("Target win rates (the study's `targets`), each tested for equivalence within ±\(NumberFormat.fixed(margin, digits: 2)) "
            + "(TOST, 90% interval)" + (ladder.targetDistance.map { "; root mean square distance \(NumberFormat.fixed($0, digits: 3))" } ?? "") + ".")
        document.table(
            header: ["row", "against", "target", "observed (95%)", "verdict"],
            rows: ladder.targets.map { check in
                [check.row, check.column, NumberFormat.percent(check.target, digits: 1), Self.figureText(check.observed, digits: 3, percent: true),
                 check.verdict.map { $0.outcome == .equivalent ? "on target" : $0.outcome == .different ? "off target" : "not shown" } ?? "no games"]
            },
            alignments: [.left, .left, .right, .right, .left])
    }
}
