import PlaytestKit

/// What `playtest compare` shows: per configuration pair, each metric's paired and unpaired difference, and any SPRT.
///
/// Pure: returns text (stdout), Markdown (compare.md) and CSV (compare.csv); no wall-clock time, so a rerun diffs clean.
struct CompareReport {
    /// One SPRT's result.
    struct Test {
        let metric: String
        let h0: Double
        let h1: Double
        let test: SequentialProbabilityRatioTest
        let outcome: SequentialProbabilityRatioTest.Outcome
    }

    /// One pair of configurations.
    struct Section {
        let a: ScenarioConfiguration
        let b: ScenarioConfiguration
        let comparison: PairedComparison
        let tests: [Test]
    }

    let fileA: String
    let fileB: String
    let seed: UInt64
    let games: Int
    let confidence: Double
    let sections: [Section]

    static func number(_ x: Double) -> String { NumberFormat.short(x, digits: 4) }

    static func interval(_ interval: ConfidenceInterval) -> String {
        "\(number(interval.estimate)) [\(number(interval.lower)), \(number(interval.upper))]"
    }

    var percent: String { NumberFormat.short(confidence * 100) + "%" }

    static func testLine(_ test: Test) -> String {
        "SPRT \(test.metric) (B - A): H0 mean \(number(test.h0)) vs H1 mean \(number(test.h1)), alpha \(number(test.test.alpha)), "
            + "beta \(number(test.test.beta)); boundaries log B \(number(test.test.lowerBoundary)), log A \(number(test.test.upperBoundary)); "
            + "log-likelihood ratio \(number(test.outcome.logLikelihoodRatio)) after \(NumberFormat.counted(test.outcome.observations, "game")): "
            + test.outcome.decision.rawValue
    }

    /// The facts, as lines.
    var factLines: [String] {
        ["compare: A \(fileA), B \(fileB); seed \(seed), \(NumberFormat.counted(games, "game")) per configuration, game i of A and B on the same chance streams",
         "intervals: \(percent), normal; paired on per-game differences, unpaired (Welch) on the same games; Playtest \(PlaytestVersion.current)"]
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
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// compare.md.
    func markdown() -> String {
        var document = MarkdownDocument()
        document.heading("Playtest compare")
        document.facts([("A", fileA), ("B", fileB), ("seed", String(seed)), ("games per configuration", NumberFormat.grouped(games)),
                        ("confidence", percent), ("pairing", "game i of A and of B draw the same chance streams"),
                        ("version", "Playtest \(PlaytestVersion.current)")])
        document.paragraph("Each row shows B - A: the paired interval (from per-game differences) and the unpaired one "
            + "(Welch, from the same games as if they were independent); \"narrower\" is how many times narrower pairing made it.")
        for section in sections {
            document.heading("#\(section.a.index): \(section.a.label) (A) against \(section.b.label) (B)", level: 2)
            document.table(
                header: ["metric", "games", "A", "B", "B - A paired", "B - A unpaired", "narrower", "correlation"],
                rows: section.comparison.rows.map { row in
                    [row.metric, NumberFormat.grouped(row.difference.count), Self.number(row.difference.meanA), Self.number(row.difference.meanB),
                     Self.interval(row.difference.paired), Self.interval(row.difference.unpaired),
                     row.widthRatioText, NumberFormat.fixed(row.difference.correlation, digits: 3)]
                })
            if !section.tests.isEmpty { document.bulletList(section.tests.map(Self.testLine)) }
        }
        return document.render()
    }

    /// compare.csv: one row per configuration pair and metric, then the SPRTs in their own columns.
    func csv() -> String {
        var table = CSVTable(header: [
            "fileA", "fileB", "seed", "configuration", "labelA", "labelB", "metric", "games", "meanA", "meanB", "confidence",
            "pairedDifference", "pairedLower", "pairedUpper", "unpairedLower", "unpairedUpper", "correlation",
            "sprtH0", "sprtH1", "sprtAlpha", "sprtBeta", "sprtLogLikelihoodRatio", "sprtGames", "sprtDecision",
        ])
        for section in sections {
            for row in section.comparison.rows {
                let d = row.difference
                var cells: [CSVCell] = [
                    .text(fileA), .text(fileB), .text(String(seed)), .integer(section.a.index), .text(section.a.label), .text(section.b.label),
                    .text(row.metric), .integer(d.count), .number(d.meanA, digits: 6), .number(d.meanB, digits: 6), .number(confidence, digits: 6),
                    .number(d.paired.estimate, digits: 6), .number(d.paired.lower, digits: 6), .number(d.paired.upper, digits: 6),
                    .number(d.unpaired.lower, digits: 6), .number(d.unpaired.upper, digits: 6), .number(d.correlation, digits: 6),
                ]
                if let test = section.tests.first(where: { $0.metric == row.metric }) {
                    cells += [.number(test.h0, digits: 6), .number(test.h1, digits: 6), .number(test.test.alpha, digits: 6),
                              .number(test.test.beta, digits: 6), .number(test.outcome.logLikelihoodRatio, digits: 6),
                              .integer(test.outcome.observations), .text(test.outcome.decision.rawValue)]
                } else {
                    cells += Array(repeating: .empty, count: 7)
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
