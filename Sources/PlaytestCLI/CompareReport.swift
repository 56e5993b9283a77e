import PlaytestKit

/// What `playtest compare` shows: per configuration pair, each metric's paired and unpaired difference, and any
/// sequential test, with the games it saved.
///
/// Pure: returns text (stdout), Markdown (compare.md) and CSV (compare.csv); no wall-clock time, so a rerun diffs clean.
struct CompareReport {
    /// One sequential test's result.
    struct Test {
        let metric: String
        let h0: Double
        let h1: Double
        let test: GroupSequentialTest
        let outcome: GroupSequentialTest.Outcome
        /// Games per arm the run could have played.
        let maxGames: Int
    }

    /// One pair of configurations.
    struct Section {
        let a: ScenarioConfiguration
        let b: ScenarioConfiguration
        let comparison: PairedComparison
        let tests: [Test]
        /// Games each arm played (fewer than the run's games when the tests stopped it early).
        let gamesPlayed: Int
    }

    let fileA: String
    let fileB: String
    let seed: UInt64
    let games: Int
    let confidence: Double
    /// The looks of a sequential run (nil without `--sequential`): its intervals are repeated confidence intervals.
    var looks: Int? = nil
    let sections: [Section]
    /// Each arm's designer's answers side by side (nil when not asked, as in tests of the tables alone).
    var answers: AnswerComparison? = nil

    /// The level each interval is computed at: `confidence`, or for a sequential run of K looks 1 − (1 − confidence)/K,
    /// a repeated confidence interval that holds at every look at once (Bonferroni; Jennison and Turnbull 2000, ch. 9),
    /// so at the look where the run stopped.
    static func intervalConfidence(_ confidence: Double, looks: Int?) -> Double {
        guard let looks, looks > 1 else { return confidence }
        return GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: looks).repeatedConfidence(confidence)
    }

    static func number(_ x: Double) -> String { NumberFormat.short(x, digits: 4) }

    static func interval(_ interval: ConfidenceInterval) -> String {
        "\(number(interval.estimate)) [\(number(interval.lower)), \(number(interval.upper))]"
    }

    var percent: String { NumberFormat.short(confidence * 100) + "%" }

    /// For a sequential run, what its intervals are: ` repeated over 10 looks (each at 99.5%), valid at the stop`.
    var repeatedText: String {
        guard let looks, looks > 1 else { return "" }
        return " repeated confidence intervals over \(looks) looks (each at \(NumberFormat.short(Self.intervalConfidence(confidence, looks: looks) * 100, digits: 4))%, "
            + "Bonferroni), valid at whichever look the run stopped"
    }

    static func testLine(_ test: Test) -> String {
        let outcome = test.outcome
        let statistics = [outcome.statisticH0.map { "T0 \(number($0))" }, outcome.statisticH1.map { "T1 \(number($0))" }].compactMap { $0 }
        var line = "sequential t-test \(test.metric) (B - A): H0 mean \(number(test.h0)) vs H1 mean \(number(test.h1)); "
            + "alpha at most \(number(test.test.alpha)), beta at most \(number(test.test.beta)) "
            + "(\(NumberFormat.counted(test.test.looks, "look")), each a t-test at alpha/\(test.test.looks) and beta/\(test.test.looks)); "
            + (statistics.isEmpty ? "" : statistics.joined(separator: ", ") + " ")
            + "after \(NumberFormat.counted(outcome.observations, "paired game")) (look \(outcome.look)): \(outcome.decision.rawValue)"
        if outcome.decision == .undecided {
            let more = test.test.observationsToDecide(outcome, h0: test.h0, h1: test.h1)
            line += more.map { "; about \(NumberFormat.grouped($0)) paired games would decide it at the observed effect (80% power)" } ?? ""
        }
        return line
    }

    /// The games a section saved by stopping early, as a sentence, or nil when it played them all.
    static func savedLine(_ section: Section, games: Int) -> String? {
        guard !section.tests.isEmpty else { return nil }
        guard section.gamesPlayed < games else { return "played all \(NumberFormat.counted(games, "game")) per arm: the tests did not all decide earlier" }
        let saved = games - section.gamesPlayed
        return "stopped after \(NumberFormat.grouped(section.gamesPlayed)) of \(NumberFormat.counted(games, "game")) per arm, every test decided: "
            + "saved \(NumberFormat.counted(2 * saved, "game")) (\(NumberFormat.grouped(saved)) per arm)"
    }

    /// The facts, as lines.
    var factLines: [String] {
        ["compare: A \(fileA), B \(fileB); seed \(seed), \(NumberFormat.counted(games, "game")) per configuration, game i of A and B on the same chance streams",
         "intervals: \(percent)\(repeatedText), Student's t; paired on per-game differences (n - 1 df), unpaired (Welch, Welch-Satterthwaite df) on the same games; "
            + "a metric that is 0 or 1 in every game (a coverage share): Bonett-Price paired, Newcombe's hybrid score unpaired; Playtest \(PlaytestVersion.current)"]
    }

    /// The stdout text.
    func text() -> String {
        var lines = factLines
        for section in sections {
            lines.append("")
            lines.append("#\(section.a.index) A: \(section.a.label)   B: \(section.b.label)")
            let header = ["metric", "games", "A", "B", "B - A paired", "B - A unpaired", "narrower"]
            let rows = section.comparison.rows.map { row in
                [row.metric, String(row.difference.count), Self.number(row.difference.meanA), Self.number(row.difference.meanB),
                 Self.interval(row.difference.paired), Self.interval(row.difference.unpaired), row.widthRatioText]
            }
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
            for row in [header] + rows {
                lines.append("  " + row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                    .trimmingTrailingSpaces())
            }
            for test in section.tests { lines.append("  " + Self.testLine(test)) }
            if let saved = Self.savedLine(section, games: games) { lines.append("  " + saved) }
        }
        lines += answerLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// The answers for stdout: per game, one line per question, `fair: yes -> no` first, then each arm's few words.
    var answerLines: [String] {
        guard let answers, !answers.rows.isEmpty else { return [] }
        var lines = ["", "answers (each arm's configurations of the game together, as its report answers them; A -> B): "
            + (answers.changed.isEmpty ? "no verdict changed" : answers.changed.map { "\($0.game) \($0.change)" }.joined(separator: "; "))]
        var game = ""
        for row in answers.rows {
            if row.game != game {
                game = row.game
                lines.append("  \(game):")
            }
            lines.append("    \(row.change)\(row.changed ? " (changed)" : ""); A \(row.a?.short ?? "no answer"); B \(row.b?.short ?? "no answer")")
        }
        return lines
    }

    /// compare-answers.csv: one row per game and question, each arm's verdict and few words, and whether it changed.
    func answersCSV() -> String {
        var table = CSVTable(header: ["fileA", "fileB", "seed", "game", "question", "verdictA", "verdictB", "changed", "shortA", "shortB"])
        for row in answers?.rows ?? [] {
            table.append([.text(fileA), .text(fileB), .text(String(seed)), .text(row.game), .text(row.question.id),
                          .text(row.verdictA.rawValue), .text(row.verdictB.rawValue), .text(row.changed ? "yes" : "no"),
                          .text(row.a?.short ?? ""), .text(row.b?.short ?? "")])
        }
        return table.render()
    }

    /// compare.md.
    func markdown() -> String {
        var document = MarkdownDocument()
        document.heading("Playtest compare")
        document.facts([("A", fileA), ("B", fileB), ("seed", String(seed)), ("games per configuration", NumberFormat.grouped(games)),
                        ("confidence", percent + repeatedText), ("pairing", "game i of A and of B draw the same chance streams"),
                        ("version", "Playtest \(PlaytestVersion.current)")])
        document.paragraph("Each row shows B - A: the paired interval (from per-game differences) and the unpaired one "
            + "(Welch, from the same games as if they were independent), both with Student's t; \"narrower\" is how many times narrower pairing made it.")
        for section in sections {
            document.heading("#\(section.a.index): \(section.a.label) (A) against \(section.b.label) (B)", level: 2)
            document.table(
                header: ["metric", "games", "A", "B", "B - A paired", "B - A unpaired", "narrower", "correlation"],
                rows: section.comparison.rows.map { row in
                    [row.metric, NumberFormat.grouped(row.difference.count), Self.number(row.difference.meanA), Self.number(row.difference.meanB),
                     Self.interval(row.difference.paired), Self.interval(row.difference.unpaired),
                     row.widthRatioText, NumberFormat.fixed(row.difference.correlation, digits: 3)]
                })
            if !section.tests.isEmpty { document.bulletList(section.tests.map(Self.testLine) + [Self.savedLine(section, games: games)].compactMap { $0 }) }
        }
        if let answers, !answers.rows.isEmpty {
            document.heading("The designer's answers, A -> B", level: 2)
            document.paragraph("Each arm's configurations of a game together, answered as that arm's report answers them "
                + "(the same games as the pairs above): " + (answers.changed.isEmpty ? "no verdict changed."
                    : "changed: " + answers.changed.map { "\($0.game) \($0.change)" }.joined(separator: "; ") + "."))
            document.table(
                header: ["game", "question", "A", "B", "changed"],
                rows: answers.rows.map { row in
                    [row.game, row.question.text, row.a?.short ?? "no answer", row.b?.short ?? "no answer",
                     row.changed ? "\(row.verdictA.rawValue) -> \(row.verdictB.rawValue)" : ""]
                })
        }
        return document.render()
    }

    /// compare.csv: one row per configuration pair and metric, then the sequential test in its own columns. Its
    /// `confidence` is the level each interval of the row was computed at: for a sequential run, the per-look level.
    func csv() -> String {
        var table = CSVTable(header: [
            "fileA", "fileB", "seed", "configuration", "labelA", "labelB", "metric", "games", "meanA", "meanB", "confidence",
            "pairedDifference", "pairedLower", "pairedUpper", "unpairedLower", "unpairedUpper", "correlation",
            "testH0", "testH1", "testAlpha", "testBeta", "testLooks", "testStatisticH0", "testStatisticH1", "testGames", "testDecision",
        ])
        for section in sections {
            for row in section.comparison.rows {
                let d = row.difference
                var cells: [CSVCell] = [
                    .text(fileA), .text(fileB), .text(String(seed)), .integer(section.a.index), .text(section.a.label), .text(section.b.label),
                    .text(row.metric), .integer(d.count), .number(d.meanA, digits: 6), .number(d.meanB, digits: 6), .number(Self.intervalConfidence(confidence, looks: looks), digits: 6),
                    .number(d.paired.estimate, digits: 6), .number(d.paired.lower, digits: 6), .number(d.paired.upper, digits: 6),
                    .number(d.unpaired.lower, digits: 6), .number(d.unpaired.upper, digits: 6), .number(d.correlation, digits: 6),
                ]
                if let test = section.tests.first(where: { $0.metric == row.metric }) {
                    cells += [.number(test.h0, digits: 6), .number(test.h1, digits: 6), .number(test.test.alpha, digits: 6),
                              .number(test.test.beta, digits: 6), .integer(test.test.looks),
                              test.outcome.statisticH0.map { .number($0, digits: 6) } ?? .empty,
                              test.outcome.statisticH1.map { .number($0, digits: 6) } ?? .empty,
                              .integer(test.outcome.observations), .text(test.outcome.decision.rawValue)]
                } else {
                    cells += Array(repeating: .empty, count: 9)
                }
                table.append(cells)
            }
        }
        return table.render()
    }
}

extension String {
    /// The string without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
