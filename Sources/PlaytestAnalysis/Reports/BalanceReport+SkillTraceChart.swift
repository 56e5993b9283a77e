import PlaytestStatistics
import PlaytestHarness

// MARK: - A skill trace, drawn (formatting only; the figures and verdicts are ``SkillTrace``'s)

extension BalanceReport {
    /// The file of a trace's curve: `skill-trace-<first configuration>.svg`.
    static func traceChartName(_ ladder: LadderResult) -> String { "skill-trace-\(ladder.firstConfiguration).svg" }

    /// The file of a trace's doublings: `skill-trace-gain-<first configuration>.svg`.
    static func traceGainChartName(_ ladder: LadderResult) -> String { "skill-trace-gain-\(ladder.firstConfiguration).svg" }

    /// The title of a trace's curve.
    static func traceChartTitle(_ ladder: LadderResult, _ trace: SkillTrace) -> String {
        "Skill trace: \(trace.isMatch ? "rating" : "mean score") by \(trace.settings.family) budget (\(ladder.parameters))"
    }

    /// The title of a trace's doublings.
    static func traceGainChartTitle(_ ladder: LadderResult, _ trace: SkillTrace) -> String {
        "Skill trace: what each doubling buys (\(ladder.parameters))"
    }

    /// Two charts per trace: the curve (each budget's level with its 95% interval, one point per budget, evenly spaced
    /// as the budgets double; with a one-seat ceiling of the same game and parameters as a dashed line), and each
    /// doubling's gain with the 90% interval its equivalence test reads, no gain dashed and the margin shaded.
    func traceCharts() -> [Chart] {
        skillTraces.flatMap { ladder, trace -> [Chart] in
            let curve = trace.points.compactMap { point -> ChartSpec.Point? in
                guard let level = point.level, let interval = level.interval() else { return nil }
                return ChartSpec.Point(category: point.rung, y: ChartSpec.Value(interval.estimate, lower: interval.lower, upper: interval.upper),
                                       label: point.rung)
            }
            let ceiling = ladders.first { $0.game == ladder.game && $0.parameters == ladder.parameters && $0.ceiling?.mean != nil }?.ceiling
            let references = ceiling.flatMap { ceiling in ceiling.mean.map { [ChartSpec.Reference($0.estimate, label: "ceiling: \(ceiling.name), mean score")] } } ?? []
            let title = Self.traceChartTitle(ladder, trace)
            let spec = ChartSpec(
                .lines, title: title, x: ChartSpec.Axis("budget (doubling)", unit: ""),
                y: trace.isMatch ? ChartSpec.Axis("Bradley-Terry rating against \(trace.points[0].rung)", unit: "log-odds")
                    : ChartSpec.Axis("mean score per game", unit: "points"),
                series: [ChartSpec.Series(trace.settings.family, points: curve)], references: references,
                legend: "point: " + (trace.isMatch ? "rating" : "mean score") + "; whisker: 95% interval (deals as units)"
                    + (trace.stop == nil ? "; the cap was reached" : "; the trace stops at \(trace.points[trace.stop!].rung)"))
            var charts = [Chart(measurement: "skillTrace", title: title,
                                file: ReportFile(name: Self.traceChartName(ladder), contents: svgFacts + SVGChart.draw(spec)))]
            let gains = trace.points.dropLast().enumerated().compactMap { index, point -> SVGChart.IntervalBar? in
                guard let verdict = point.verdict else { return nil }
                return SVGChart.IntervalBar(label: "\(point.budget) to \(trace.points[index + 1].budget)", estimate: verdict.interval.estimate,
                                            lower: verdict.interval.lower, upper: verdict.interval.upper)
            }
            if !gains.isEmpty {
                let gainTitle = Self.traceGainChartTitle(ladder, trace)
                let margin = trace.settings.margin
                let svg = SVGChart.intervalBars(
                    title: gainTitle, xLabel: "doubling of \(trace.settings.family)'s budget",
                    yLabel: trace.isMatch ? "doubled budget's win rate (share)" : "doubled budget's score minus this one's (points)", bars: gains,
                    reference: trace.noGain, referenceLabel: "no gain",
                    legend: "bar: gain; whisker: 90% interval (TOST, 5% each side); band: under the margin of "
                        + NumberFormat.fixed(margin, digits: trace.isMatch ? 3 : 1),
                    band: (trace.noGain - margin)...(trace.noGain + margin), bandLabel: "no gain ± margin")
                charts.append(Chart(measurement: "skillTrace", title: gainTitle,
                                    file: ReportFile(name: Self.traceGainChartName(ladder), contents: svgFacts + svg)))
            }
            return charts
        }
    }
}
