import PlaytestHarness

// MARK: - What moved since a baseline, marked beside the answers and figures

extension BalanceReport {
    /// The figures of this report that moved since the baseline (`run --baseline`), matched to a metric and, when
    /// given, a configuration's index in the scenario.
    func movedFigures(metric: String? = nil, configuration: Int? = nil) -> [FigureChange] {
        moved.filter { change in
            (metric == nil || change.current.metric == metric)
                && (configuration == nil || Self.configurationIndex(change.current) == configuration)
        }
    }

    /// A figure's configuration index, read from its name (`#4 greedy ...`).
    static func configurationIndex(_ figure: ResultFigure) -> Int? {
        guard figure.configuration.hasPrefix("#") else { return nil }
        return Int(figure.configuration.dropFirst().prefix { $0.isNumber })
    }

    /// One change in words: `finalScore in #4 greedy: 787.5 -> 812.0 (+24.5, 95% interval 3.1 to 45.9)`.
    static func changeText(_ change: FigureChange, naming: Bool = true) -> String {
        func number(_ value: Double?) -> String { value.map { NumberFormat.significant($0, digits: 4) } ?? "?" }
        let sign = change.change.estimate > 0 ? "+" : ""
        return (naming ? "`\(change.current.metric)` in \(change.current.configuration.trimmingTrailingSpaces): " : "")
            + number(change.baseline.mean) + " -> " + number(change.current.mean)
            + " (" + sign + number(change.change.estimate) + ", 95% interval " + number(change.change.lower) + " to " + number(change.change.upper) + ")"
    }

    /// The mark beside an answer or a section whose figures moved: the first change, and how many more.
    static func movedNote(_ changes: [FigureChange]) -> String? {
        guard let first = changes.first else { return nil }
        return "moved since the baseline: " + changeText(first) + (changes.count > 1 ? " (+\(changes.count - 1) more)" : "")
    }

    /// The changes behind an answer: its evidence's figures that moved (in the evidence's configuration, when it names one).
    func movedFigures(for answer: DesignAnswer) -> [FigureChange] {
        var found: [FigureChange] = []
        for evidence in answer.evidence {
            for change in movedFigures(metric: evidence.figure, configuration: evidence.configuration) where !found.contains(change) {
                found.append(change)
            }
        }
        return found
    }
}

extension String {
    /// The string without trailing spaces (a configuration named without role or rules).
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
