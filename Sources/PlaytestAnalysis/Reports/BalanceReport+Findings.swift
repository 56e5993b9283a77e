import PlaytestHarness
import PlaytestProperties

// MARK: - What to look at: the analysis's findings, formatted

extension BalanceReport {
    /// The configurations of playing bots with their results, in the scenario's order.
    var playingPairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)] {
        analysis.playingPairs
    }

    /// The configurations of checking bots (fuzzers) with their results, in the scenario's order.
    var checkingPairs: [(configuration: ScenarioConfiguration, result: ConfigurationResult)] {
        analysis.checkingPairs
    }

    /// The findings `report.md` shows after its design questions, as the analysis drew them (``RunVerdicts/findings``).
    public var findings: [String] { analysis.verdicts.findings.map(\.text) }

    /// The findings, each with the HTML id of the table or figure behind it (see ``anchor(_:)``), when there is one.
    var findingItems: [(text: String, target: String?)] {
        analysis.verdicts.findings.map { ($0.text, $0.anchor.map(anchor)) }
    }

    /// A p-value as text: `< 0.001` or three decimals with `=`.
    static func pText(_ p: Double) -> String {
        RunAnalysis.pText(p)
    }
}
