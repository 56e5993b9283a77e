import Foundation
import PlaytestKit

// MARK: - Gates, sequential play and JUnit

extension RunCommand {
    /// The help lines of the gate options.
    static let gateHelp = """
          --junit FILE       also write JUnit XML (one test case per gate and per invariant of each
                             configuration) to FILE, temp-then-rename; its folder must exist

        Gates: a study's "gates" (see docs/gates.md) are checked against each of its
        configurations: PASS when the metric's interval lies inside the bounds,
        FAIL when wholly outside, INCONCLUSIVE when it straddles (fails the run
        unless the gate says "inconclusive": "pass"). A sequential gate keeps its
        configuration playing, 512 games at a time, until decided or "maxGames".
        Verdicts go to stdout, report.md (Gates) and gates.csv.

        """

    /// Plays one configuration: a fixed count, or, when a gate is sequential, on until every sequential gate is decided.
    /// Returns nil when `request.shouldStop` stopped a fixed-count run (a sequential one plays its batches to the end).
    ///
    /// This is play's stopping rule, not a verdict: it looks only at the sequential gates' intervals after each
    /// batch; every gate's verdict is evaluated once, by the analysis of the finished results (``RunOutput``).
    static func playGated(_ configuration: ScenarioConfiguration, request: RunRequest) -> ConfigurationResult? {
        let caps = configuration.gates.compactMap(\.sequentialMaxGames)
        guard let cap = caps.max(), cap > request.games else { return configuration.registration.runUnlessStopped(request) }
        return configuration.registration.runSequential(request, maxGames: cap) { result in
            sequentialGatesDecided(configuration.gates, result: result)
        }
    }

    /// True when no sequential gate's interval straddles a bound in `result`: the batch after which a sequential
    /// configuration stops. A gate whose method is refused (a mean with no declared range) can never be decided by more
    /// games, so it does not keep its configuration playing.
    static func sequentialGatesDecided(_ gates: [Gate], result: ConfigurationResult) -> Bool {
        gates.filter(\.isSequential).allSatisfy { gate in
            let (interval, method) = GateEvaluation.interval(of: gate, in: result)
            return method.hasPrefix(GateEvaluation.refusedPrefix) || GateEvaluation.verdict(interval, gate) != .inconclusive
        }
    }

    /// The path `--junit` names, resolved, after checking (before any game is played) that it can be written.
    static func junitPath(_ args: Arguments, io: CommandIO) throws(CommandError) -> String? {
        guard let typed = args.value("--junit") else { return nil }
        return try OutputFile(typed: typed, option: "--junit", io: io, command: args.invocation, example: ".build/playtest-junit.xml").path
    }
}
