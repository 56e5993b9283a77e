/// Plain-text renderings of check findings: the steps, the breach and the replay command.
public enum CheckReportText {
    /// A broken invariant with its shrunk reproduction.
    ///
    /// ```
    /// property4 FAILED in 3873 of 4000 games (lockMostCommon 2000/2000, fuzzer 1873/2000): Roll and End Turn ...
    ///   dice-roll-animation.md, Correctness Properties, Property 4
    ///   shrunk from fuzzer game 0 (212 replays) to
    ///   1 step:
    ///     1. roll
    ///   broke after `roll`: Roll and End Turn are disabled but no die animates
    ///   state: t=0.00 s turn 1 ...
    ///   replay: playtest replay pt1:dice:shipped:fuzzer:count=6,turns=5:c=...
    /// ```
    public static func finding(_ finding: CheckFinding) -> String {
        let perBot = finding.brokenGames.map { "\($0.bot) \($0.games)/\(finding.gamesPerBot)" }.joined(separator: ", ")
        let broken = NumberFormat.grouped(finding.totalBrokenGames)
        let played = NumberFormat.grouped(finding.gamesPlayed)
        var lines = [
            "\(finding.invariant.name) FAILED in \(broken) of \(played) games (\(perBot)): \(finding.invariant.title)",
            "  \(finding.invariant.citation)",
            "  shrunk from \(finding.bot) game \(finding.firstGame) (\(finding.shrunk.shrinkReplays) replays) to",
        ]
        lines += caseLines(finding.shrunk.result, invariant: finding.invariant.name)
        lines.append("  replay: \(finding.shrunk.replayCommand)")
        return lines.joined(separator: "\n")
    }

    /// A saved regression that still fails.
    public static func regression(_ failure: RegressionFailure) -> String {
        var lines = ["regression still fails: \(failure.token)"]
        lines += caseLines(failure.result, invariant: nil)
        lines.append("  replay: playtest replay \(failure.token)")
        return lines.joined(separator: "\n")
    }

    /// The steps of a case and its breaches (only `invariant`'s, if given).
    public static func caseLines(_ result: CaseResult, invariant: String?) -> [String] {
        var lines = ["  \(result.steps.count == 1 ? "1 step" : "\(result.steps.count) steps"):"]
        if result.steps.isEmpty { lines.append("    (none: it breaks at the start)") }
        for (index, step) in result.steps.enumerated() {
            lines.append("    \(index + 1). \(step)")
        }
        for violation in result.violations where invariant == nil || violation.invariant == invariant {
            lines.append("  \(violation.invariant) broke after step \(violation.step), \(violation.moment): \(violation.message)")
        }
        if let summary = result.finalSummary { lines.append("  state: \(summary)") }
        return lines
    }
}
