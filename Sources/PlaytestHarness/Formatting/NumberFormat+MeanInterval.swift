import PlaytestStatistics

extension NumberFormat {
    /// A per-game mean's 95% interval for a report table, `0.55 to 0.77`; `none: every game 1.00` when every game gave
    /// the same value (a zero-width interval would claim a certainty the games cannot give: there is no spread to
    /// estimate, as for a configuration compared with itself), the wording of the metric sections; "" before two games.
    public static func meanInterval(_ statistics: RunningStatistics, digits: Int) -> String {
        if statistics.count > 1, statistics.variance == 0 { return "none: every game \(fixed(statistics.mean, digits: digits))" }
        return statistics.meanInterval95.map { "\(fixed($0.lower, digits: digits)) to \(fixed($0.upper, digits: digits))" } ?? ""
    }
}
