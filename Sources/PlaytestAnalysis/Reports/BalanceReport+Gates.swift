import PlaytestHarness
import PlaytestStatistics

// MARK: - Gates

extension BalanceReport {
    /// "3 passed, 1 failed, 1 inconclusive (fails)", or nil when the scenario declares no gates.
    public var gateVerdict: String? {
        let gates = gateResults
        guard !gates.isEmpty else { return nil }
        let passed = gates.filter { $0.verdict == .pass }.count
        let failed = gates.filter { $0.verdict == .fail }.count
        let inconclusive = gates.filter { $0.verdict == .inconclusive }
        var parts = ["\(passed) passed", "\(failed) failed"]
        if !inconclusive.isEmpty {
            let failing = inconclusive.filter { !$0.passes }.count
            parts.append("\(inconclusive.count) inconclusive" + (failing == 0 ? " (allowed)" : " (\(failing) of them fail)"))
        }
        return parts.joined(separator: ", ")
    }

    /// The gate's interval as text: `0.512 [0.498, 0.526]`, or `no interval`.
    static func intervalText(_ interval: ConfidenceInterval?) -> String {
        guard let interval else { return "no interval" }
        return "\(NumberFormat.short(interval.estimate, digits: 4)) "
            + "[\(NumberFormat.short(interval.lower, digits: 4)), \(NumberFormat.short(interval.upper, digits: 4))]"
    }

    /// The level of the interval a gate's verdict reads, as printed: `95%`; for an equivalence test the 1 − 2·alpha
    /// interval its two one-sided tests read, `90% (TOST, 5% each side)` (issue 34: it was labelled with the gate's 95%).
    static func levelText(_ gate: Gate) -> String {
        let level = NumberFormat.short(gate.intervalConfidence * 100) + "%"
        switch gate.answer {
        case .fair?: return level + " (TOST, 5% each side)"
        case .close?: return level + " (one-sided, 5%)"
        case .skill?: return level
        case .some: return "exact"
        case nil: break
        }
        guard gate.isEquivalenceTest, !gate.isSequential else { return level }
        return level + " (TOST, \(NumberFormat.short(gate.alpha * 100))% each side)"
    }

    /// One line per gate, for stdout: `FAIL snakeFair in snakesss ownBelief players=4: role.snake.score / ... = ...`.
    public static func gateLine(_ result: GateResult) -> String {
        let gate = result.gate
        var line = "\(result.verdict.rawValue) \(gate.id) in #\(result.configurationIndex) \(result.configurationLabel): "
            + "\(gate.measured) = \(intervalText(result.interval)) \(levelText(gate) == "exact" ? "exact" : "at " + levelText(gate)), "
            + "required \(gate.boundsText); \(NumberFormat.counted(result.games, "game"))"
        if gate.isSequential { line += " (sequential, alpha \(NumberFormat.short(gate.alpha, digits: 4)), cap \(NumberFormat.grouped(gate.sequentialMaxGames ?? 0)))" }
        if result.method.hasPrefix(GateEvaluation.refusedPrefix) || gate.answer != nil { line += "; " + result.method }
        if let needed = result.gamesToDecide() {
            line += "; about \(NumberFormat.counted(needed, "game")) would decide it at the observed effect (80% power)"
        }
        if result.verdict == .inconclusive { line += gate.inconclusivePasses ? "; allowed to pass" : "; fails the run" }
        return line
    }

    /// The "Gates" section, placed near the top of report.md.
    func appendGates(to document: inout MarkdownDocument) {
        let gates = gateResults
        guard !gates.isEmpty, let verdict = gateVerdict else { return }
        document.heading("Gates", level: 2)
        // Failing and undecided gates first, open on the page; the routine passes folded behind their count.
        let failing = gates.filter { $0.verdict != .pass }
        let passing = gates.filter { $0.verdict == .pass }
        document.summary("Verdicts: \(verdict).", open: failing.contains { !$0.passes })
        document.paragraph("A gate PASSES when the metric's interval lies inside its bounds, FAILS when it lies "
            + "wholly outside, and is INCONCLUSIVE when it straddles a bound (which fails the run unless the gate says "
            + "\"inconclusive\": \"pass\"). A sequential gate's interval is an anytime-valid confidence sequence at error rate "
            + "alpha, so its configuration may play on until the gate is decided; beta is not fixed by such a sequence: "
            + "the game cap bounds the work, and a gate still straddling at the cap is INCONCLUSIVE."
            + (gates.contains { $0.gate.isEquivalenceTest && !$0.gate.isSequential }
                ? " The confidence column gives the level of the interval printed: an equivalence gate (TOST) reads the 1 - 2·alpha "
                    + "interval (90% for alpha 5%), which is narrower than the 95% interval the Results and Seats tables print for the same figure."
                : "")
            + (gates.contains { $0.gate.answer != nil }
                ? " A gate on a designer's answer (`answer.fair`, ...) requires the answer's verdict for its configuration, read by the "
                    + "answer's own test (its method says which): PASS when it is the one required, FAIL when it is the other."
                : ""))
        if !failing.isEmpty {
            gateTable(failing, to: &document)
            if !passing.isEmpty { document.fold(NumberFormat.counted(passing.count, "gate") + " passed") }
        }
        if !passing.isEmpty { gateTable(passing, to: &document) }
    }

    /// A table of gates, one row per gate and configuration.
    func gateTable(_ gates: [GateResult], to document: inout MarkdownDocument) {
        document.table(
            header: ["#", "configuration", "gate", "metric", "required", "estimate [interval]", "confidence", "method", "games", "verdict"],
            rows: gates.map { result in
                [String(result.configurationIndex), result.configurationLabel, result.gate.id, result.gate.measured, result.gate.boundsText,
                 Self.intervalText(result.interval), Self.levelText(result.gate),
                 result.method + (result.gate.isSequential ? ", alpha \(NumberFormat.short(result.gate.alpha, digits: 4)), cap \(NumberFormat.grouped(result.gate.sequentialMaxGames ?? 0))" : ""),
                 NumberFormat.grouped(result.games),
                 result.verdict.rawValue + (result.verdict == .inconclusive && result.gate.inconclusivePasses ? " (allowed)" : "")]
            },
            alignments: [.right, .left, .left, .left, .left, .right, .right, .left, .right, .left])
    }

    /// gates.csv: one row per gate per configuration (header only when there are none).
    func gatesCSV() -> ReportFile {
        var table = CSVTable(header: [
            "scenario", "seed", "configuration", "label", "gate", "metric", "ratioTo", "atLeast", "atMost", "is", "confidence",
            "sequential", "maxGames", "games", "estimate", "lower", "upper", "method", "verdict", "passes",
        ])
        for result in gateResults {
            let gate = result.gate
            table.append(factCells + [
                .integer(result.configurationIndex), .text(result.configurationLabel), .text(gate.id), .text(gate.metric.description),
                .text(gate.ratioTo?.description ?? ""), gate.atLeast.map { .number($0, digits: 6) } ?? .empty,
                gate.atMost.map { .number($0, digits: 6) } ?? .empty, .text(gate.expected?.rawValue ?? ""),
                .number(gate.intervalConfidence, digits: 6),
                .text(gate.isSequential ? "true" : "false"), gate.sequentialMaxGames.map { .integer($0) } ?? .empty, .integer(result.games),
                result.interval.map { .number($0.estimate, digits: 6) } ?? .empty,
                result.interval.map { .number($0.lower, digits: 6) } ?? .empty,
                result.interval.map { .number($0.upper, digits: 6) } ?? .empty,
                .text(result.method), .text(result.verdict.rawValue), .text(result.passes ? "true" : "false"),
            ])
        }
        return ReportFile(name: "gates.csv", contents: table.render())
    }
}
