import PlaytestHarness
import PlaytestProperties

// MARK: - report.md

extension TuneReport {
    /// report.md: the facts, the proposed changes with their effects, the confirmation and the search.
    public func markdown() -> String {
        var document = MarkdownDocument()
        let spec = file.spec
        document.heading("Playtest tuning: \(file.scenario.name)")
        document.facts([
            ("tuning file", fileName),
            ("seed", "\(file.scenario.seed) (search); \(confirmation.seed) (confirmation: SplitMix64 mix of the seed XOR \"confirm!\")"),
            ("configurations", "\(file.scenario.configurations.count): " + file.scenario.configurations.map(\.label).joined(separator: "; ")),
            ("objective", spec.objective.summary + (spec.skill.map { "; plus the " + $0.summary } ?? "")),
            ("tuned", parameters.map { "\($0.name) \($0.minimum)...\($0.maximum) step \($0.step) (default \($0.defaultValue))" }.joined(separator: ", ")),
            ("method", "successive halving with common random numbers (every candidate plays games 0..<n of the seed), "
                + "\(spec.budget.candidates) candidates a generation from \(spec.budget.games) games per configuration, doubling each rung; "
                + "up to \(spec.budget.generations) generations, each around the last winner"),
            ("ranking", "loss + \(NumberFormat.significant(spec.changePenalty, digits: 6)) per entry changed from the default; "
                + "ties: fewer changes, smaller move, earlier candidate"),
            ("search", "\(search.generations) generation\(search.generations == 1 ? "" : "s"), \(search.trace.count) candidate rungs, "
                + "\(NumberFormat.counted(search.games, "game"))"),
            ("confirmation", "\(NumberFormat.counted(confirmation.games, "game")) per configuration on the fresh seed, default and proposed on the same games"),
            ("version", "Playtest \(PlaytestVersion.current)"),
        ])

        document.heading("Proposed table", level: 2)
        if changed.isEmpty {
            document.paragraph("No change: the default table ranked first.")
        } else {
            document.paragraph("`\(Self.proposedName)` is the scenario with these entries set; `playtest run \(Self.proposedName)` plays it. "
                + "The effect of an entry is the objective of the default table with that entry alone changed, on the confirmation's games "
                + "(the default's is \(TuneText.interval(confirmation.defaultEstimate))):")
            document.table(header: ["entry", "default", "proposed", "objective with this change alone (95%)"],
                           rows: confirmation.effects.map { [$0.parameter, String($0.old), String($0.new), TuneText.interval($0.estimate)] })
            for edge in proposalsOnEdge { document.paragraph("**Warning:** " + edge.warning + ".") }
        }

        document.heading("Confirmation on fresh seeds", level: 2)
        let verdict = confirmation.isShownBetter ? "the proposed table's interval lies wholly below the default's: shown better"
            : (confirmation.proposedEstimate.loss < confirmation.defaultEstimate.loss ? "lower, but the intervals overlap: not yet shown better"
                : "not lower than the default's")
        document.paragraph("Objective (\(spec.objective.summary)), default \(TuneText.interval(confirmation.defaultEstimate)), "
            + "proposed \(TuneText.interval(confirmation.proposedEstimate)): \(verdict).")
        if !confirmation.defaultEstimate.gaps.isEmpty {
            document.table(header: ["configuration", "default gap (95%)", "proposed gap (95%)"],
                           rows: zip(file.scenario.configurations, zip(confirmation.defaultEstimate.gaps, confirmation.proposedEstimate.gaps)).map {
                               [$0.0.label, TuneText.gap($0.1.0), TuneText.gap($0.1.1)]
                           })
        }
        if case .risesWithRarity = spec.objective, let first = file.scenario.configurations.first {
            let base = TuneCandidate.defaults(of: parameters)
            for (label, candidate) in [("default", base), ("proposed", search.winner)] {
                let inversions = spec.objective.rarityInversions(in: candidate.applied(to: first.configuration, parameters: parameters))
                document.paragraph("\(label): \(inversions.count) pair\(inversions.count == 1 ? "" : "s") where the rarer entry scores less"
                    + (inversions.isEmpty ? "." : ": " + inversions.prefix(20).map { "\($0.rarer) < \($0.commoner) by \($0.shortBy)" }.joined(separator: ", ")
                        + (inversions.count > 20 ? ", ..." : "")))
            }
        }
        if !spec.reportMetrics.isEmpty {
            var rows: [[String]] = []
            for metric in spec.reportMetrics {
                for (index, configuration) in file.scenario.configurations.enumerated() {
                    func cell(_ results: [ConfigurationResult]) -> String {
                        guard index < results.count, let figure = TuneObjective.mean(of: metric, in: results[index], configuration: configuration) else { return "" }
                        return "\(NumberFormat.fixed(figure.mean, digits: 3)) (\(NumberFormat.fixed(figure.mean - 1.96 * figure.standardError, digits: 3)) to "
                            + "\(NumberFormat.fixed(figure.mean + 1.96 * figure.standardError, digits: 3)))"
                    }
                    rows.append([metric, configuration.label, cell(confirmation.defaultResults), cell(confirmation.proposedResults)])
                }
            }
            document.table(header: ["metric", "configuration", "default (95%)", "proposed (95%)"], rows: rows)
        }

        appendSkill(to: &document)

        document.heading("Search", level: 2)
        document.paragraph("Each rung's best candidate (every candidate of every rung is in `trace.csv`):")
        var rows: [[String]] = []
        var index = 0
        while index < search.trace.count {
            let rung = search.trace[index...].prefix { $0.generation == search.trace[index].generation && $0.rung == search.trace[index].rung }
            func key(_ row: TuneTraceRow) -> (Double, Int, Int, Int) {
                (row.score, row.changes, row.candidate.distance(from: parameters), row.position)
            }
            let best = rung.min { key($0) < key($1) }!
            rows.append([String(best.generation), String(best.rung), String(rung.count), String(best.estimate.games),
                         best.candidate.label(parameters), TuneText.interval(best.estimate), NumberFormat.significant(best.score, digits: 5)])
            index += rung.count
        }
        document.table(header: ["generation", "rung", "candidates", "games per configuration", "best", "loss (95%)", "score"], rows: rows)
        return document.render()
    }
}
