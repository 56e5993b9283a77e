import PlaytestStatistics
import PlaytestHarness

// MARK: - Length and closeness: the figures behind "Is it close?" and "Do games end on their own?"

extension BalanceReport {
    /// "## Length and closeness": per playing configuration, its steps (and turns) per game, the games the step cap
    /// ended, and, with two scored seats, the mean final margin and its verdict, as the analysis measured them.
    func appendCloseness(to document: inout MarkdownDocument) {
        let games = analysis.verdicts.games
        let lengths = games.flatMap(\.lengths)
        guard !lengths.isEmpty else { return }
        let closeness = games.flatMap(\.closeness)
        func range(_ interval: ConfidenceInterval?, digits: Int, percent: Bool = false) -> String {
            guard let interval else { return "" }
            let show = { (x: Double) in percent ? NumberFormat.percent(x, digits: max(0, digits - 2)) : NumberFormat.fixed(x, digits: digits) }
            return "\(show(interval.lower)) to \(show(interval.upper))"
        }
        let withTurns = lengths.contains { $0.turns != nil }
        let withMargin = !closeness.isEmpty
        var header = ["configuration", "games", "steps per game", "95% interval"]
        if withTurns { header += ["turns or rounds", "95% interval"] }
        header += ["ended by the step cap"]
        if withMargin { header += ["final margin", "95% interval", "share of the winning score", "95% interval", "close?"] }
        let rows = lengths.map { length -> [String] in
            var row = [length.label, NumberFormat.grouped(length.games), NumberFormat.fixed(length.meanSteps, digits: 1), range(length.steps, digits: 1)]
            if withTurns { row += [length.turns.map { NumberFormat.fixed($0.mean, digits: 1) } ?? "", range(length.turns?.interval, digits: 1)] }
            row += [length.capped == 0 ? "0" : "\(NumberFormat.grouped(length.capped)) (\(range(length.cappedShare, digits: 3, percent: true)))"]
            if withMargin {
                if let close = closeness.first(where: { $0.configuration == length.configuration }) {
                    row += [NumberFormat.fixed(close.meanPoints, digits: 2), range(close.points, digits: 2),
                            close.meanShare.map { NumberFormat.percent($0, digits: 1) } ?? "", range(close.share, digits: 3, percent: true),
                            Self.verdictWord(close.verdict)]
                } else {
                    row += ["", "", "", "", ""]
                }
            }
            return row
        }
        document.heading("Length and closeness", level: 2, anchor: anchor(Evidence.Section.closeness))
        var text = "The game is the unit: each figure is a mean over games with a t interval on games - 1 (95%). A game the step cap "
            + "(\(NumberFormat.grouped(scenario.maxSteps)) steps, the scenario's `maxSteps`) ended did not end by its rules (Wilson's interval)."
        if withMargin {
            text += " The final margin is the first score minus the second (0 on a tie for first); its share of the winning score is a "
                + "ratio over games (cluster-robust). `close?` is one-sided at 5%: yes when the 90% interval's upper end is at most the "
                + "threshold (the study's `questions.closeMargin` in points, else `closeShare` of the winning score, 10% by default), "
                + "no when its lower end is above it."
        }
        document.paragraph(text)
        document.table(header: header, rows: rows, alignments: [.left] + Array(repeating: .right, count: header.count - 1))
    }
}
