import Foundation
import PlaytestKit

// MARK: - Gates, sequential play and JUnit

extension RunCommand {
    /// The help lines of the gate options.
    static let gateHelp = """
          --junit FILE       also write JUnit XML (one test case per gate and per invariant of each
                             configuration) to FILE, temp-then-rename; its folder must exist

        Gates: a study's "gates" (see README.md) are checked against each of its
        configurations: PASS when the metric's interval lies inside the bounds,
        FAIL when wholly outside, INCONCLUSIVE when it straddles (fails the run
        unless the gate says "inconclusive": "pass"). A sequential gate keeps its
        configuration playing, 512 games at a time, until decided or "maxGames".
        Verdicts go to stdout, report.md (Gates) and gates.csv.

        """

    /// Plays one configuration: a fixed count, or, when a gate is sequential, on until every sequential gate is decided.
    /// Returns nil when `request.shouldStop` stopped a fixed-count run (a sequential one plays its batches to the end).
    static func playGated(_ configuration: ScenarioConfiguration, request: RunRequest) -> ConfigurationResult? {
        let caps = configuration.gates.compactMap(\.sequentialMaxGames)
        guard let cap = caps.max(), cap > request.games else { return configuration.registration.runUnlessStopped(request) }
        return configuration.registration.runSequential(request, maxGames: cap) { result in
            GateEvaluation.evaluate(configuration, result: result).allSatisfy { !$0.gate.isSequential || $0.verdict != .inconclusive }
        }
    }

    /// The path `--junit` names, resolved, after checking its folder exists, before any game is played.
    static func junitPath(_ args: Arguments, io: CommandIO) throws(CommandError) -> String? {
        guard let typed = args.value("--junit") else { return nil }
        let path = io.resolve(typed)
        var isFolder: ObjCBool = false
        guard !typed.isEmpty, !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue else {
            throw .usage("playtest run: --junit \(typed): is a folder; name a file, e.g. --junit .build/playtest-junit.xml")
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .usage("playtest run: --junit \(typed): its folder does not exist; create it first or name a file in an existing folder")
        }
        return path
    }

    /// Writes the JUnit file and prints each gate's verdict.
    static func finishGates(_ report: BalanceReport, junit: String?, io: CommandIO) throws(CommandError) {
        if let verdict = report.gateVerdict {
            io.line("  gates: \(verdict)")
            for result in report.gateResults { io.line("    " + BalanceReport.gateLine(result)) }
        }
        if let junit {
            try FileStore.writeAtomically(JUnitReport(report: report).render(), to: junit)
            io.line("  wrote JUnit XML to \(junit)")
        }
    }
}
