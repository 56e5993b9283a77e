import PlaytestProperties

/// Check's analyse stage: every verdict of one configuration's check, worked out once from the play stage's
/// ``CheckReport`` and the game's registration, so the render stage (``CheckReportText/lines(_:program:)``) only
/// formats it and reads no registration.
public struct CheckAnalysis: Sendable {
    /// What the play stage found.
    public let report: CheckReport
    /// The checking bots, in order.
    public let bots: [String]
    /// The parameters as shown in the heading: every one, or those changed from the defaults when there are many.
    public let parametersShown: String
    /// The game's invariants (the step limit excepted), for the line saying when each is checked.
    public let invariants: [InvariantInfo]
    /// Invariants the game declares, the step limit included: the "all N held" count.
    public let invariantCount: Int
    /// The broken invariants, once each, in the order their findings came.
    public let broken: [String]
    /// The required situations shown to be too rare (these fail).
    public let coverageFailures: [String]
    /// The required situations shown too rare that the caller accepted as unreachable (reported only).
    public let coverageAccepted: [String]
    /// The required situations neither met nor shown missed (a warning).
    public let coverageNotYetShown: [String]
    /// The stated shares the games were shown to depart from (these fail).
    public let statedShareFailures: [String]

    /// Every reason this check fails, counted: broken invariants' findings, saved regressions that still fail,
    /// coverage shown too rare and stated shares departed from. 0: the check passes.
    public var failures: Int {
        report.findings.count + report.regressions.count + coverageFailures.count + statedShareFailures.count
    }

    /// True when the check passes: ``failures`` is 0.
    public var allHeld: Bool { failures == 0 }

    /// Analyses `report`, a check of `registration`'s game.
    public static func analyse(_ report: CheckReport, registration: GameRegistration) -> CheckAnalysis {
        let parameters = report.configuration.parameters.count > 4
            ? registration.descriptor.changedParameters(report.configuration) : report.configuration.parameterList
        var broken: [String] = []
        for finding in report.findings where !broken.contains(finding.invariant.name) { broken.append(finding.invariant.name) }
        return CheckAnalysis(
            report: report, bots: registration.checkBots.map(\.id), parametersShown: parameters,
            invariants: registration.invariants.filter { $0.name != InvariantInfo.stepLimit.name },
            invariantCount: registration.invariants.count, broken: broken,
            coverageFailures: report.coverageFailures.map(\.tally.info.name),
            coverageAccepted: report.coverageAccepted.map(\.tally.info.name),
            coverageNotYetShown: report.coverageNotYetShown.map(\.tally.info.name),
            statedShareFailures: report.statedShareFailures.map(\.share.name))
    }
}
