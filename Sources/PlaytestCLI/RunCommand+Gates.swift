import Foundation
import PlaytestKit

// MARK: - Gates and JUnit (sequential play is the play stage's: `ScenarioPlayer.play(_:request:)`)

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

    /// The path `--junit` names, resolved, after checking (before any game is played) that it can be written.
    static func junitPath(_ args: Arguments, io: CommandIO) throws(CommandError) -> String? {
        guard let typed = args.value("--junit") else { return nil }
        return try OutputFile(typed: typed, option: "--junit", io: io, command: args.invocation, example: ".build/playtest-junit.xml").path
    }
}
