import PlaytestHarness
import PlaytestProperties

/// A run's gates and invariants as JUnit XML, the format CI systems display as test results.
///
/// One `<testsuite>` per configuration; in it one `<testcase>` per gate (`gate <id>`) and per invariant
/// (`invariant <name>`), with a `<failure>` whose message says what broke. Pure: returns the text;
/// the command line writes it (temp-then-rename).
public struct JUnitReport: Sendable {
    /// The report whose scenario, results and gates it shows.
    public let report: BalanceReport

    /// A JUnit report of a balance report.
    public init(report: BalanceReport) {
        self.report = report
    }

    /// One test case: its name, and its failure's message and details if it failed.
    struct Case {
        let name: String
        let failure: (message: String, details: String)?
    }

    /// The test cases of each configuration, in order.
    func cases() -> [[Case]] {
        let gates = report.gateResults
        let failures = report.firstFailures
        return zip(report.scenario.configurations, report.results).map { configuration, result in
            var cases: [Case] = []
            for gate in gates where gate.configurationIndex == configuration.index {
                let line = BalanceReport.gateLine(gate)
                cases.append(Case(name: "gate \(gate.gate.id)", failure: gate.passes ? nil : (line, line)))
            }
            for tally in result.tallies {
                guard tally.brokenGames > 0 else {
                    cases.append(Case(name: "invariant \(tally.info.name)", failure: nil))
                    continue
                }
                var message = "\(tally.info.name) broke in \(tally.brokenGames) of \(result.games) games"
                var details = message + " (\(tally.info.citation))"
                if let first = tally.first {
                    message += "; first in game \(first.game): \(first.violation.message)"
                    if let failure = failures.first(where: { $0.configuration.index == configuration.index && $0.invariant == tally.info.name }) {
                        details = message + "\nreplay: " + report.analysis.replayCommand(failure.token)
                    }
                }
                cases.append(Case(name: "invariant \(tally.info.name)", failure: (message, details)))
            }
            return cases
        }
    }

    /// The XML document.
    public func render() -> String {
        let all = cases()
        let tests = all.reduce(0) { $0 + $1.count }
        let failures = all.reduce(0) { $0 + $1.filter { $0.failure != nil }.count }
        let scenario = report.scenario
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escaped("\(report.analysis.programName) run \(scenario.name)"))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for (configuration, cases) in zip(scenario.configurations, all) {
            let suite = "\(scenario.name) #\(configuration.index) \(configuration.label)"
            let failed = cases.filter { $0.failure != nil }.count
            xml += "  <testsuite name=\"\(Self.escaped(suite))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            xml += "    <properties><property name=\"seed\" value=\"\(scenario.seed)\"/>"
                + "<property name=\"version\" value=\"\(Self.escaped(PlaytestVersion.current))\"/></properties>\n"
            let className = Self.escaped("\(scenario.name).\(configuration.index)")
            for test in cases {
                let opening = "    <testcase classname=\"\(className)\" name=\"\(Self.escaped(test.name))\""
                if let failure = test.failure {
                    xml += opening + ">\n      <failure message=\"\(Self.escaped(failure.message))\" type=\"\(test.name.hasPrefix("gate") ? "gate" : "invariant")\">"
                        + Self.escaped(failure.details) + "</failure>\n    </testcase>\n"
                } else {
                    xml += opening + "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text escaped for an XML attribute or element: line breaks kept as references, characters XML 1.0 forbids as `?`.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, whitespace: .kept, forbidden: "?")
    }
}
