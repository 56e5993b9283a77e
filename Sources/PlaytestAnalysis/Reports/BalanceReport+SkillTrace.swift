import PlaytestStatistics
import PlaytestHarness

// MARK: - A skill trace: its table and its data (formatting only; the figures and verdicts are ``SkillTrace``'s)

extension BalanceReport {
    /// The skill traces of this report, with their ladders.
    var skillTraces: [(ladder: LadderResult, trace: SkillTrace)] {
        ladders.compactMap { ladder in ladder.trace.map { (ladder, $0) } }
    }

    /// A skill trace's paragraph, table, reading and charts (``traceCharts()``).
    func appendTrace(_ trace: SkillTrace, ladder: LadderResult, to document: inout MarkdownDocument) {
        let margin = NumberFormat.fixed(trace.settings.margin, digits: trace.isMatch ? 3 : 2)
        let gainWords = trace.isMatch ? "the doubled budget's win rate against this one (ties half)" : "the doubled budget's score minus this one's, paired"
        document.paragraph("A skill trace: \(trace.settings.family)'s budget doubled from \(trace.settings.budgets[0]) up to the cap of "
            + "\(trace.settings.cap), each budget on the same \(NumberFormat.counted(trace.deals, "deal")). A doubling's gain is \(gainWords); "
            + "it is shown under the margin of \(margin) by TOST (5% each side: the 90% interval inside "
            + (trace.isMatch ? "50% ± \(margin)" : "0 ± \(margin)") + "). The trace stops at the first budget whose doubling is so shown.")
        document.table(
            header: ["budget", trace.isMatch ? "rating (95%)" : "mean score (95%)", "gain of doubling (95%)", "90% interval", "doubling"],
            rows: trace.points.enumerated().map { index, point in
                let ninety = point.verdict.map { "\(show(trace, $0.interval.lower)) to \(show(trace, $0.interval.upper))" } ?? "-"
                var reading = point.verdict.map { verdict in
                    switch verdict.outcome {
                    case .equivalent: "under the margin"
                    case .different: "gains more than the margin"
                    case .inconclusive: "not shown either way"
                    }
                } ?? "-"
                if let stop = trace.stop, index == stop { reading += " (the stop)" } else if let stop = trace.stop, index > stop { reading += " (past the stop)" }
                let level = trace.isMatch && index == 0 ? "0 (reference)" : Self.figureText(point.level, digits: trace.isMatch ? 2 : 1)
                return [point.rung, level,
                        Self.figureText(point.gain, digits: trace.isMatch ? 3 : 1, percent: trace.isMatch), ninety, reading]
            },
            alignments: [.left, .right, .right, .right, .left])
        document.paragraph(Self.traceSentence(trace))
        if trace.points.contains(where: { $0.level?.interval() != nil }) {
            document.image(alt: Self.traceChartTitle(ladder, trace), path: Self.traceChartName(ladder))
        }
        if trace.points.contains(where: { $0.verdict != nil }) {
            document.image(alt: Self.traceGainChartTitle(ladder, trace), path: Self.traceGainChartName(ladder))
        }
    }

    /// "The trace stops at search-100: ..." or "The cap ... is reached ...".
    static func traceSentence(_ trace: SkillTrace) -> String {
        if let stop = trace.stop {
            let point = trace.points[stop]
            return "The trace stops at \(point.rung): doubling it to \(trace.points[stop + 1].rung) is shown to gain less than the margin, "
                + "so more budget leaves little skill on the table at this margin."
        }
        return "The cap is reached: no doubling up to \(trace.points.last!.rung) (the cap, \(trace.settings.cap)) is shown to gain less than the margin, "
            + "so the strongest player measured may still be below what the game allows."
    }

    /// A gain or interval end as the table shows it.
    private func show(_ trace: SkillTrace, _ value: Double) -> String {
        trace.isMatch ? NumberFormat.percent(value, digits: 1) : NumberFormat.fixed(value, digits: 1)
    }

    /// `skill-trace.csv`: one row per budget of every trace, the data of its curve.
    func skillTraceCSV() -> ReportFile {
        var table = CSVTable(header: ["scenario", "seed", "configuration", "game", "parameters", "family", "budget", "cap", "level", "levelLower",
                                      "levelUpper", "gain", "gainLower", "gainUpper", "tostLower", "tostUpper", "noGain", "margin", "doubling", "deals"])
        for (ladder, trace) in skillTraces {
            for (index, point) in trace.points.enumerated() {
                let level = point.level?.interval()
                let gain = point.gain?.interval()
                let number = { (value: Double?) -> CSVCell in value.map { .number($0, digits: 4) } ?? .empty }
                let doubling = point.verdict.map { $0.outcome.rawValue } ?? ""
                table.append(factCells + [
                    .integer(ladder.firstConfiguration), .text(ladder.game), .text(ladder.parameters), .text(trace.settings.family), .integer(point.budget),
                    .integer(trace.settings.cap), number(level?.estimate), number(level?.lower), number(level?.upper), number(gain?.estimate),
                    number(gain?.lower), number(gain?.upper), number(point.verdict?.interval.lower), number(point.verdict?.interval.upper),
                    .number(trace.noGain, digits: 4), .number(trace.settings.margin, digits: 4),
                    .text(doubling + (trace.stop == index ? " (stop)" : "")), .integer(trace.deals),
                ])
            }
        }
        return ReportFile(name: "skill-trace.csv", contents: table.render())
    }
}
