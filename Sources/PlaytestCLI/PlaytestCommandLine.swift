import PlaytestKit
import Foundation

/// The `playtest` command line as a library: parse, validate, run, and return an exit status.
public enum PlaytestCommandLine {
    /// The commands, in the order `playtest --help` lists them.
    static let commands: [(name: String, summary: String)] = [
        ("list", "games, seats, bots, rule sets, parameters, invariants, coverage labels, metrics and scenarios"),
        ("check", "play seeded games and check every invariant; shrink and print any failure"),
        ("run", "play a scenario and write its balance report (Markdown, CSV, SVG)"),
        ("tune", "search a scoring table toward a target, confirm it on fresh seeds, write the proposed scenario"),
        ("compare", "play two scenarios on the same deals; paired differences of every metric"),
        ("merge", "combine the parts of a sharded run into the report a single run writes"),
        ("replay", "re-run one recorded game step by step from its token"),
        ("bench", "throughput figures (build with -c release)"),
    ]

    /// Prepares the real process: SIGPIPE is ignored, so a closed stdout shows up as EPIPE (see `CommandIO.process`)
    /// instead of killing the process mid-write.
    public static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Runs `playtest` with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], io: CommandIO) -> ExitStatus {
        do {
            return try dispatch(arguments, io: io)
        } catch {
            io.errorLine("error: \(TerminalText.escaped(error.message))")
            return error.status
        }
    }

    static func dispatch(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitStatus {
        guard let command = arguments.first else {
            io.writeError(usage)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "list": return try ListCommand.run(rest, io: io)
        case "check": return try CheckCommand.run(rest, io: io)
        case "run": return try RunCommand.run(rest, io: io)
        case "tune": return try TuneCommand.run(rest, io: io)
        case "compare": return try CompareCommand.run(rest, io: io)
        case "merge": return try MergeCommand.run(rest, io: io)
        case "replay": return try ReplayCommand.run(rest, io: io)
        case "bench": return try BenchCommand.run(rest, io: io)
        case "help", "--help", "-h":
            io.writeOut(usage)
            return .success
        case "--version":
            io.line("playtest \(PlaytestVersion.current)")
            return .success
        default:
            throw .usage("unknown command \"\(command)\"; commands: \(commands.map(\.name).joined(separator: ", ")) (see 'playtest --help')")
        }
    }

    /// The top-level help.
    static var usage: String {
        var text = """
            playtest: a seeded simulation and balancing harness for casual games.

            Usage: playtest <command> [options]

            Commands:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 8, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

            Exit status: 0 every invariant held; 1 an invariant failed; 2 bad usage or input; 130 interrupted.
            Run 'playtest <command> --help' for a command's options.

            """
        return text
    }
}
