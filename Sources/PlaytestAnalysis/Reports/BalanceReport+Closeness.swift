import PlaytestStatistics
import PlaytestHarness

// MARK: - Length and closeness: the figures behind "Is it close?", "Do games end on their own?", "Is it decided late?" and "Are there real choices?"

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
        appendQualityQuestions(to: &document, games: games, range: { range($0, digits: 3, percent: true) })
    }

    /// The table behind "Is it decided late?" and "Are there real choices?": per playing configuration, the share of
    /// the game before the winner is ahead for good and the share of steps with a choice, each with its verdict.
    func appendQualityQuestions(to document: inout MarkdownDocument, games: [DesignAnalysis], range: (ConfidenceInterval?) -> String) {
        let decided = games.flatMap(\.decided)
        let choices = games.flatMap(\.choices)
        guard !decided.isEmpty || !choices.isEmpty else { return }
        var configurations: [(index: Int, label: String)] = []
        for test in decided + choices where !configurations.contains(where: { $0.index == test.configuration }) {
            configurations.append((test.configuration, test.label))
        }
        configurations.sort { $0.index < $1.index }
        var header = ["configuration"]
        if !decided.isEmpty { header += ["winner ahead for good after", "95% interval", "decided late?"] }
        if !choices.isEmpty { header += ["steps with a choice", "95% interval", "real choices?"] }
        let rows = configurations.map { configuration -> [String] in
            var row = [configuration.label]
            for tests in [decided, choices] where !tests.isEmpty {
                if let test = tests.first(where: { $0.configuration == configuration.index }) {
                    row += [NumberFormat.percent(test.share, digits: 1), range(test.interval), Self.verdictWord(test.verdict)]
                } else {
                    row += ["", "", ""]
                }
            }
            return row
        }
        document.paragraph("Decided late and real choices, from the quality measures (docs/quality.md): the share of a decided game "
            + "played before the eventual winner is ahead for good (`quality.decisiveness`) and the share of steps whose seat had more "
            + "than one choice (`quality.decisionMoves`), each a ratio over games with a cluster-robust interval. `decided late?` and "
            + "`real choices?` are one-sided at 5%: yes when the 90% interval's lower end is at least the threshold (the study's "
            + "`questions.decidedLate` and `questions.choiceShare`, one half by default), no when its upper end is below it.")
        document.table(header: header, rows: rows, alignments: [.left] + Array(repeating: .right, count: header.count - 1))
    }
}
