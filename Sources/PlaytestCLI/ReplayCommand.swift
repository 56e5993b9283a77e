import PlaytestKit

/// `playtest replay <token|file>`: re-runs recorded games step by step and shows what broke.
enum ReplayCommand {
    static let help = """
        Usage: playtest replay <token|file> [options]

        Re-runs one recorded game from its replay token (as 'playtest check' and
        reports print it), or every token in a file (one per line, # comments),
        printing its steps, the final state and every invariant that broke.

        Options:
          --max-steps N  actions after which a game is a stepLimit failure (default 100000)

        Exit status: 0 every invariant held; 1 one broke; 2 a malformed token or file.

        """

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: ["--max-steps"], flags: [], command: "replay")
        if args.has("--help") { io.writeOut(help); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("playtest replay: give one token or one file of tokens; see 'playtest replay --help'")
        }
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: 100_000, command: "replay")!
        let input = args.positionals[0]
        var entries: [(origin: String, token: Result<ReplayToken, ReplayTokenError>)] = []
        if !input.hasPrefix("pt"), FileStore.exists(io.resolve(input)) {
            let text = try FileStore.read(io.resolve(input), shownAs: input)
            entries = ReplayToken.parseLines(text).map { ("\(input):\($0.line)", $0.token) }
            guard !entries.isEmpty else {
                throw .usage("playtest replay: \(input): holds no replay token; put one token a line in it (# starts a comment)")
            }
        } else if input.hasPrefix("pt") {
            entries = [("token", ReplayToken.parse(input))]
        } else {
            throw .usage("playtest replay: \(input): no such file, and not a replay token (tokens start with \(ReplayToken.version):)")
        }
        var tokens: [ReplayToken] = []
        for entry in entries {
            switch entry.token {
            case .success(let token): tokens.append(token)
            case .failure(let error): throw .usage("playtest replay: \(entry.origin): \(error)")
            }
        }
        var failed = false
        for token in tokens {
            guard let game = GameCatalog.game(token.game) else {
                throw .usage("playtest replay: unknown game \"\(token.game)\" in the token; games: \(GameCatalog.all.map(\.descriptor.id).joined(separator: ", "))")
            }
            let result: CaseResult
            do {
                result = try game.replay(token, maxSteps: maxSteps, read: FileStore.reader(io))
            } catch let error as ParameterError {
                throw .usage("playtest replay: the token's \(error)")
            } catch {
                throw .usage("playtest replay: \(error)")
            }
            io.line("replay \(token.game): rules \(token.rules), \(token.parameters), bots \(token.bots)")
            io.line(CheckCommand.indent(CheckReportText.caseLines(result, invariant: nil).joined(separator: "\n")))
            io.line(result.passed ? "  every invariant held" : "  \(NumberFormat.counted(result.violations.count, "invariant")) broke")
            failed = failed || !result.passed
        }
        return failed ? .failure : .success
    }
}
