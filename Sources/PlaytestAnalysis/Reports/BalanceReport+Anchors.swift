// MARK: - Ids of the HTML page's sections

extension BalanceReport {
    /// The sections a finding or an index can link to on the HTML page.
    enum Anchor {
        /// A metric's section (its table and charts).
        static func metric(_ name: String) -> String { "metric-" + name }
        /// The invariants' table.
        static let invariants = "invariants"
        /// The list of first failures with their replay commands.
        static let firstFailures = "first-failures"
        /// The `index`-th first failure (in ``RunAnalysis/failures`` order) and its replay command.
        static func failure(_ index: Int) -> String { "failure-\(index)" }
        /// The coverage table.
        static let coverage = "coverage"
        /// The checking bots' section.
        static let checking = "checking-bots"
    }

    /// A section's id on the page: the game's id first for one game of several (`dice-metric-settleTime`), so every
    /// game's sections stay apart on the one page.
    func anchor(_ local: String) -> String {
        HTMLPage.identifier((part.map { $0 + "-" } ?? "") + local)
    }
}
