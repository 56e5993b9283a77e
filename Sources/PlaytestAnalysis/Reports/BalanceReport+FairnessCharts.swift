import PlaytestHarness

// MARK: - "Is it fair?", drawn

extension BalanceReport {
    /// One chart per configuration the fairness question was asked of: each seat's, team's and role's win share with
    /// the 90% interval its equivalence test reads, the equal share as a dashed line and the band the test accepts
    /// (the equal share ± the margin) shaded. A group whose whisker lies inside the band is shown fair.
    func fairnessCharts() -> [Chart] {
        analysis.verdicts.games.flatMap(\.fairness).filter { $0.groups.count >= 2 }.map { fairness in
            let title = "Win share by group: \(fairness.label)"
            // Groups of one kind share a reference; a chart holds the first kind's (seats, or teams, or roles) line.
            let reference = fairness.groups[0].reference
            let bars = fairness.groups.map { group in
                SVGChart.IntervalBar(label: group.key, estimate: group.test.interval.estimate, lower: group.test.interval.lower,
                                     upper: group.test.interval.upper)
            }
            let svg = SVGChart.intervalBars(
                title: title, xLabel: "seat, team or role", yLabel: "share of decided games won (share)", bars: bars, reference: reference, referenceLabel: "equal share",
                legend: "bar: win share; whisker: 90% interval (TOST, 5% each side); band: fair within ±"
                    + NumberFormat.fixed(fairness.margin, digits: 2),
                band: (reference - fairness.margin)...(reference + fairness.margin), bandLabel: "equal share ± margin")
            return Chart(measurement: "fairness", title: title,
                         file: ReportFile(name: Self.fairnessChartName(fairness.configuration), contents: svgFacts + svg))
        }
    }

    /// The file of a configuration's fairness chart.
    static func fairnessChartName(_ configuration: Int) -> String { "fair-\(configuration).svg" }
}
