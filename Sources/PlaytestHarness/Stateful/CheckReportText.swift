import PlaytestProperties

/// Plain-text renderings of check findings: the steps, the breach and the replay command.
public enum CheckReportText {
    /// A broken invariant with its shrunk reproduction; the replay command names `program` (the executable).
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
    public static func finding(_ finding: CheckFinding, program: String) -> String {
        let perBot = finding.brokenGames.map { "\($0.bot) \($0.games)/\(finding.gamesPerBot)" }.joined(separator: ", ")
        let broken = NumberFormat.grouped(finding.totalBrokenGames)
        let played = NumberFormat.grouped(finding.gamesPlayed)
        var lines = [
            "\(finding.invariant.name) FAILED in \(broken) of \(played) games (\(perBot)): \(finding.invariant.title)",
            "  \(finding.invariant.citation)",
            "  shrunk from \(finding.bot) game \(finding.firstGame)"
                + (finding.swarmedParameters.map { " (parameters swarmed to \($0))" } ?? "")
                + " (\(finding.shrunk.shrinkReplays) replays) to",
        ]
        if let target = finding.foundByTarget {
            lines[0] = "\(finding.invariant.name) FAILED on the deal a targeted search found (\(target)), "
                + "not in \(played) random games: \(finding.invariant.title)"
            lines[2] = "  shrunk from \(finding.bot) on that deal (\(finding.shrunk.shrinkReplays) replays) to"
        }
        if let parameters = shrunkParameters(finding) { lines.insert("  smallest failing parameters: \(parameters)", at: 3) }
        lines += caseLines(finding.shrunk.result, invariant: finding.invariant.name)
        lines.append("  replay: \(finding.shrunk.replayCommand(program: program))")
        return lines.joined(separator: "\n")
    }

    /// `count=1 (from 1000),turns=1 (from 5)` when shrinking lowered parameters (only those), else nil.
    static func shrunkParameters(_ finding: CheckFinding) -> String? {
        let changed = finding.shrunk.configuration.parameters.compactMap { parameter -> String? in
            guard let old = finding.shrunk.checkedConfiguration.value(parameter.name), old != parameter.value else { return nil }
            return "\(parameter.name)=\(parameter.value) (from \(old))"
        }
        return changed.isEmpty ? nil : changed.joined(separator: ",")
    }

    /// Coverage lines: per label, the share of each bot's games that reached it, over all bots, and the verdict.
    ///
    /// ```
    /// coverage (share of games that reached each situation, Wilson 95% interval):
    ///   rollWithLocks  a Roll with some dice locked   lockMostCommon 100% (98.1-100)  fuzzer 43% (36-50)  all 71% (67-76)
    /// ```
    public static func coverage(_ report: CheckReport) -> [String] {
        guard !report.coverage.isEmpty else { return [] }
        var lines = ["coverage (share of games that reached each situation, Wilson 95% interval):"]
        let width = report.coverage.map(\.info.name.count).max() ?? 0
        for (index, tally) in report.coverage.enumerated() {
            var cells = report.coverageByBot.map { "\($0.bot) \(share(index < $0.tallies.count ? $0.tallies[index] : tally))" }
            cells.append("all \(share(tally))")
            let name = tally.info.name.padding(toLength: width, withPad: " ", startingAt: 0)
            var line = "  \(name)  " + cells.joined(separator: "  ")
            if let required = report.coverageRequirements.first(where: { $0.label == tally.info.name })?.share {
                let documented = report.shownRequirements.contains(tally.info.name) ? " (documented behaviour)" : ""
                line += "  required \(percent(required))\(documented): "
                switch tally.verdict(required: required) {
                case .met: line += "met"
                case .tooRare: line += report.acceptedUnreachable.contains(tally.info.name) ? "below, accepted as unreachable" : "SHOWN BELOW"
                case .undecided, .none: line += "not yet shown"
                }
            }
            lines.append(line)
        }
        let bots = max(1, report.coverageByBot.count)
        for failure in report.coverageFailures {
            var text = "coverage FAILED: \(reached(failure.tally)), shown below its required \(percent(failure.required)); "
            if report.pinnedParameters.isEmpty {
                text += "the bots rarely reach it, or a fault keeps the game from it"
            } else {
                text += "the parameters pinned with --param (\(report.pinnedParameters.joined(separator: ","))) may make it this rare: "
                    + "if they do, pass --accept-unreachable \(failure.tally.info.name) to report it without failing"
            }
            lines.append(text)
        }
        for accepted in report.coverageAccepted {
            lines.append("coverage accepted as unreachable (--accept-unreachable): \(reached(accepted.tally)), "
                + "below its required \(percent(accepted.required))"
                + (report.pinnedParameters.isEmpty ? "" : " at \(report.pinnedParameters.joined(separator: ","))"))
        }
        for pending in report.coverageNotYetShown {
            var text = "warning: coverage not yet shown: \(reached(pending.tally)), required \(percent(pending.required)): too few games to tell; "
            if let needed = pending.tally.gamesToDecide(pending.required) {
                let perBot = (needed + bots - 1) / bots
                let outcome = Double(pending.tally.games) / Double(max(1, pending.tally.trials)) > pending.required ? "show it" : "tell whether it is too rare"
                text += "at this share about \(NumberFormat.grouped(needed)) games would \(outcome) (--games \(NumberFormat.grouped(perBot)))"
                if outcome != "show it" && !report.pinnedParameters.isEmpty {
                    text += "; the parameters pinned with --param (\(report.pinnedParameters.joined(separator: ","))) may make it rare "
                        + "(--accept-unreachable \(pending.tally.info.name) accepts that)"
                }
            } else {
                text += "its share sits at the requirement: no number of games would tell"
            }
            lines.append(text)
        }
        return lines
    }

    /// The stated shares, one line each: the counts against the shares and the verdict of the chi-square test.
    ///
    /// ```
    /// stated shares (chi-square test of the first bot's 50 games at the check's parameters; fails below p = 1e-06):
    ///   mongooseSeat  9 8 7 10 8 8 of 50 games, stated 1/6 each (RULES.md, Snakesss, Roles): consistent (p = 0.99)
    /// ```
    public static func statedShares(_ report: CheckReport) -> [String] {
        guard !report.statedShares.isEmpty else { return [] }
        var lines = ["stated shares (chi-square test of the first bot's games at the check's parameters; fails below p = "
                     + "\(NumberFormat.significant(StatedShareResult.alpha, digits: 2))):"]
        let width = report.statedShares.map(\.share.name.count).max() ?? 0
        for result in report.statedShares {
            let name = result.share.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let counts = result.counts.map(String.init).joined(separator: " ")
            let shares = result.share.shares.map { NumberFormat.significant($0, digits: 3) }.joined(separator: " ")
            var line = "  \(name)  \(counts) of \(NumberFormat.grouped(result.games)) games, stated \(shares) (\(result.share.citation)): "
            switch result.verdict {
            case .consistent(let p): line += "consistent (p = \(NumberFormat.significant(p, digits: 2)))"
            case .departs(let p): line += "DEPARTS (p = \(NumberFormat.significant(p, digits: 2)))"
            case .notYetShown(let needed):
                line += "not yet shown: about \(NumberFormat.grouped(needed)) games of the first bot at these parameters would tell"
            }
            lines.append(line)
        }
        for failure in report.statedShareFailures {
            lines.append("stated share FAILED: \(failure.share.name): the games depart from the shares the rules state (\(failure.share.citation))")
        }
        return lines
    }

    /// `endTurnWhileAnimating (End Turn tapped while dice animate) was reached in 1 of 60 games, 1.7% (0.3-8.9)`.
    static func reached(_ tally: CoverageTally) -> String {
        "\(tally.info.name) (\(tally.info.summary)) was reached in \(NumberFormat.grouped(tally.games)) of "
            + "\(NumberFormat.grouped(tally.trials)) games, \(share(tally))"
    }

    /// When the invariants are checked: how many after every action and every event, and which after fewer (their
    /// facts say why; `playtest list` prints the reasons).
    ///
    /// ```
    /// moments: 12 of 14 invariants after every action and event; picksPerPlayer after actions only, ...
    /// ```
    public static func moments(_ invariants: [InvariantInfo], program: String) -> String {
        let everywhere = invariants.filter(\.isCheckedAtActionsAndEvents).count
        let fewer = invariants.filter { !$0.isCheckedAtActionsAndEvents }
        var line = "moments: \(everywhere) of \(NumberFormat.counted(invariants.count, "invariant")) after every action and event"
        if !fewer.isEmpty {
            line += "; " + fewer.map { invariant in
                let names = invariant.moments.names.filter { $0 != "start" }
                return names.isEmpty ? "\(invariant.name) at the start only" : "\(invariant.name) after \(names.joined(separator: ", ")) only"
            }.joined(separator: ", ") + " (why: \(program) list)"
        }
        return line
    }

    /// The swarm line of a check's header.
    ///
    /// ```
    /// parameter swarming: 50 of 100 games per bot (share 0.5) draw players 4-12, timerSeconds 30|60|90|120
    /// ```
    public static func swarm(_ report: CheckReport) -> String? {
        guard let swarm = report.swarm else { return nil }
        guard swarm.swarmedPerBot > 0 else {
            return swarm.share == 0 || swarm.ranges.isEmpty ? "parameter swarming: off" + (swarm.ranges.isEmpty ? " (no parameter to draw)" : "")
                : "parameter swarming: share \(NumberFormat.short(swarm.share)) of \(NumberFormat.counted(swarm.gamesPerBot, "game")) per bot is none; would draw \(swarm.ranges)"
        }
        return "parameter swarming: \(swarm.swarmedPerBot) of \(NumberFormat.counted(swarm.gamesPerBot, "game")) per bot (share \(NumberFormat.short(swarm.share))) draw "
            + swarm.ranges
    }

    /// Coverage per region of each swarmed parameter: games played there and labels reached, over all bots.
    ///
    /// ```
    /// coverage by parameter region (games played, labels reached of 12):
    ///   players       low 310 games 12/12  default 290 games 11/12  high 200 games 12/12
    /// ```
    public static func parameterRegions(_ report: CheckReport) -> [String] {
        guard !report.parameterRegions.isEmpty else { return [] }
        var lines = ["coverage by parameter region (games played, labels reached of \(report.coverage.count)):"]
        var names: [String] = []
        for tally in report.parameterRegions where !names.contains(tally.parameter) { names.append(tally.parameter) }
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let cells = report.parameterRegions.filter { $0.parameter == name }.map { tally in
                "\(tally.region) \(NumberFormat.counted(tally.games, "game")) \(tally.labelsReached)/\(tally.reached.count)"
            }
            lines.append("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + cells.joined(separator: "  "))
        }
        let unreached = report.parameterRegions.filter { $0.games == 0 }.map { "\($0.parameter) \($0.region)" }
        if !unreached.isEmpty { lines.append("  never played: " + unreached.joined(separator: ", ")) }
        return lines
    }

    /// `43% (36-50)`.
    static func share(_ tally: CoverageTally) -> String {
        guard let interval = tally.interval else { return "-" }
        return "\(percent(interval.estimate)) (\(percentNumber(interval.lower))-\(percentNumber(interval.upper)))"
    }

    /// `43%`, or `4.5%` below ten.
    public static func percent(_ value: Double) -> String { percentNumber(value) + "%" }

    static func percentNumber(_ value: Double) -> String {
        let scaled = value * 100
        // Whole percents from 10 to 99; one decimal near the ends, so that 99.8 never reads as 100 nor 0.3 as 0.
        let whole = (scaled >= 10 && scaled <= 99) || scaled == 0 || scaled == 100
        return NumberFormat.fixed(scaled, digits: whole ? 0 : 1)
    }

    /// A saved regression that still fails, with the command (naming `program`) that replays it.
    public static func regression(_ failure: RegressionFailure, program: String) -> String {
        var lines = ["regression still fails: \(failure.token)"]
        lines += caseLines(failure.result, invariant: nil)
        lines.append("  replay: \(program) replay \(failure.token)")
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
