import PlaytestKit
import Foundation

/// The `playtest` command line as a library: parse, validate, run, and return an exit status, for the games of a
/// `GameCatalog` (the built-in five, or a studio's own).
public enum PlaytestCommandLine {
    /// The commands, in the order `playtest --help` lists them, with every option each parser reads (`options`) and
    /// those of them that take a value (`valued`): the table `help` and the completion scripts are written from.
    static let commands: [(name: String, summary: String, options: [String], valued: [String])] = [
        ("list", "games, seats, bots, rule sets, parameters, invariants, coverage labels, metrics and scenarios",
         ListCommand.options + ListCommand.flags, ListCommand.options),
        ("check", "play seeded games and check every invariant; shrink and print any failure", CheckCommand.options + CheckCommand.flags, CheckCommand.options),
        ("mutants", "switch on each planted fault in turn and show that check catches it", MutantsCommand.options + MutantsCommand.flags, MutantsCommand.options),
        ("run", "play a scenario and write its balance report (Markdown, CSV, SVG)", RunCommand.options + RunCommand.flags, RunCommand.options),
        ("tune", "search a scoring table toward a target, confirm it on fresh seeds, write the proposed scenario",
         TuneCommand.options + TuneCommand.flags, TuneCommand.options),
        ("compare", "play two scenarios on the same deals; paired differences of every metric", CompareCommand.options + CompareCommand.flags, CompareCommand.options),
        ("merge", "combine the parts of a sharded run into the report a single run writes", MergeCommand.options + MergeCommand.flags, MergeCommand.options),
        ("replay", "re-run one recorded game step by step from its token", ReplayCommand.options + ReplayCommand.flags, ReplayCommand.options),
        ("bench", "throughput figures (build with -c release)", BenchCommand.options + BenchCommand.flags, BenchCommand.options),
        ("completions", "a shell completion script for bash, zsh or fish, from the tables the parser reads",
         CompletionsCommand.options + CompletionsCommand.flags, CompletionsCommand.options),
    ]

    /// Prepares the real process: SIGPIPE is ignored, so a closed stdout shows up as EPIPE (see `CommandIO.process`)
    /// instead of killing the process mid-write.
    public static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Runs the command line for `games` in this process and exits with its status: the whole body of a studio's
    /// executable.
    ///
    /// ```swift
    /// import PlaytestCLI
    /// import StudioDice
    ///
    /// PlaytestCommandLine.main(games: [PigGame.registration])
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: the arguments without the program name (by default the process's own).
    ///   - games: the games every command offers (add `BuiltInGames.all` from `PlaytestBuiltInGames` to offer those too).
    ///   - reportSections: the games' own report sections, if any (`run` and `merge` add each to its game's report;
    ///     add `BuiltInGames.reportSections` with `BuiltInGames.all`).
    ///   - benchmarks: extra `bench` sections; every game gets the generic figure anyway.
    ///   - programName: the name printed replay commands use (by default the executable's file name).
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()), games: [GameRegistration],
        reportSections: ReportSections = .none, benchmarks: [GameBenchmark] = [], programName: String? = nil
    ) -> Never {
        let name = programName ?? CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "playtest"
        main(arguments: arguments, catalog: GameCatalog(games: games, reportSections: reportSections, benchmarks: benchmarks, programName: name))
    }

    /// Runs the command line for `catalog` in this process and exits with its status.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()), catalog: GameCatalog) -> Never {
        prepareProcess()
        exit(main(arguments, io: .process, catalog: catalog).rawValue)
    }

    /// Runs the command line for `catalog` with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], io: CommandIO, catalog: GameCatalog) -> ExitStatus {
        do {
            return try dispatch(arguments, io: io, catalog: catalog)
        } catch {
            io.errorLine("error: \(TerminalText.escaped(error.message))")
            return error.status
        }
    }

    static func dispatch(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let program = catalog.programName
        guard let command = arguments.first else {
            io.writeError(usage(program))
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "list": return try ListCommand.run(rest, io: io, catalog: catalog)
        case "check":
            try CheckCommand.preflight(rest, catalog: catalog)
            return try CheckCommand.run(rest, io: io, catalog: catalog)
        case "mutants": return try MutantsCommand.run(rest, io: io, catalog: catalog)
        case "run": return try RunCommand.run(rest, io: io, catalog: catalog)
        case "tune": return try TuneCommand.run(rest, io: io, catalog: catalog)
        case "compare": return try CompareCommand.run(rest, io: io, catalog: catalog)
        case "merge": return try MergeCommand.run(rest, io: io, catalog: catalog)
        case "replay": return try ReplayCommand.run(rest, io: io, catalog: catalog)
        case "bench": return try BenchCommand.run(rest, io: io, catalog: catalog)
        case "help", "--help", "-h":
            io.writeOut(usage(program))
            return .success
        case "--version":
            io.line("\(program) \(PlaytestVersion.current)")
            io.line("--jobs auto: \(ParallelRunner.activeProcessorCount) (the processors this process may use: CPU affinity and cgroup quota "
                + "included)")
            return .success
        case "completions": return try CompletionsCommand.run(rest, io: io, catalog: catalog)
        default:
            let names = commands.map(\.name) + ["help"]
            throw .usage("unknown command \"\(command)\"; \(Suggestion.phrase(command, among: names))see '\(program) --help'; "
                + "commands: \(names.joined(separator: ", "))")
        }
    }

    /// Options as lines of at most 100 characters, each line indented by `indent` spaces.
    static func wrapped(_ options: [String], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for option in options {
            if !line.isEmpty, pad.count + line.count + 1 + option.count > 100 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? option : " " + option
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { pad + $0 + "\n" }.joined()
    }

    /// The top-level help.
    static func usage(_ program: String) -> String {
        var text = """
            \(program): a seeded simulation and balancing harness for casual games.

            Usage: \(program) <command> [options]

            Commands:

            """
        let width = commands.map(\.name.count).max()! + 1
        for command in commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
            if !command.options.isEmpty {
                text += wrapped(command.options.sorted(), indent: width + 2)
            }
        }
        text += """

            Exit status: 0 every invariant held; 1 an invariant failed; 2 bad usage or input; 130 interrupted.
            Run '\(program) <command> --help' for a command's options.

            """
        return text
    }
}
