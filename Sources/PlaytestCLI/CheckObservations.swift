import PlaytestKit

/// The observation lines of one game's `playtest check` (`--observations`): each checking bot's games in game order,
/// then each shrunk failure, then one info line of the check's coverage.
enum CheckObservations {
    /// The property the lines of `bot`'s games name: `check dice, bot greedy`.
    static func property(game: String, bot: String) -> String { "check \(game), bot \(bot)" }

    static func lines(_ report: CheckReport, registration: GameRegistration, program: String, runStart: Double) -> [String] {
        var lines: [String] = []
        for (bot, request, games) in report.observedGames {
            let property = property(game: report.game, bot: bot)
            for game in games {
                lines.append(ObservationsOutput.line(
                    game, property: property, request: request, registration: registration, label: nil, program: program,
                    runStart: runStart))
            }
        }
        for finding in report.findings {
            let shrunk = finding.shrunk
            let token = shrunk.token.description
            let violation = shrunk.result.violation(of: finding.invariant.name)
            lines.append(TestCaseObservation(
                status: .failed,
                statusReason: violation.map { "\($0.invariant) broke at step \($0.step) (\($0.moment)): \($0.message)" }
                    ?? "\(finding.invariant.name) broke",
                property: property(game: report.game, bot: finding.bot), representation: token,
                arguments: [
                    ("game", .string(report.game)), ("rules", .string(shrunk.configuration.rules)),
                    ("parameters", ObservationsOutput.parameters(shrunk.configuration)),
                    ("bots", .string(finding.bot)), ("first_failing_game", .integer(finding.firstGame)),
                ],
                howGenerated: finding.foundByTarget == nil ? "shrunk" : "shrunk from a targeted search",
                features: [("steps", .integer(shrunk.result.stepCount)), ("shrink_replays", .integer(shrunk.shrinkReplays))],
                timing: [],
                metadata: [
                    ("replay", .string("\(program) replay \(token)")),
                    ("broken_in_games", .integer(finding.totalBrokenGames)),
                    ("steps", .array(shrunk.result.steps.map(ObservationValue.string))),
                ],
                runStart: runStart).line)
        }
        for (bot, tallies) in report.coverageByBot {
            lines.append(InfoObservation(
                title: "check \(report.game): coverage of bot \(bot)",
                content: tallies.map { ($0.info.name, .object([("games", .integer($0.games)), ("of", .integer($0.trials))])) },
                property: property(game: report.game, bot: bot), runStart: runStart).line)
        }
        return lines
    }
}
