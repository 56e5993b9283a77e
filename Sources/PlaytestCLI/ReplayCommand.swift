import PlaytestKit

/// `playtest replay <token|file>`: re-runs recorded games step by step and shows what broke.
enum ReplayCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) replay <token|file> [options]
               \(program) replay --game ID --actions LIST [--rules R] [--param name=value ...] [--seed S]

        Re-runs one recorded game from its replay token (as '\(program) check' and
        reports print it), or every token in a file (one per line, # comments),
        printing its steps, the final state and every invariant that broke.

        With --actions, plays the actions given from the start of a game instead,
        e.g. --actions 'roll,toggleLock(0),advance 0.40 s': the list splits on the
        commas outside parentheses, spaces around each action trimmed; each is read
        as the game prints its steps. The game's chance is game 0's of --seed (the
        first game 'check --seed S' plays). The actions are played in order, until
        the list or the game ends.

        Options:
          --max-steps N  actions after which a game is a stepLimit failure (default: the limit the token
                         was printed with, its m=N field; with --actions, 100000)
          --game ID      with --actions: the game
          --actions LIST the actions to play, comma-separated
          --rules R      with --actions: a rule set of the game (default: its first)
          --param name=value  with --actions: set a parameter (repeatable), e.g. --param count=2
          --seed S       with --actions: the seed of the game's chance (default 1)

        A token ends with a check field (kLENGTH.CHECKSUM): a token cut short or with
        a character changed is refused as damaged, never replayed as another game.
        Tokens of earlier formats (pt1, pt2) are refused by name.

        Exit status: 0 every invariant held; 1 one broke; 2 a malformed or damaged token, a bad file,
        or an action the game does not read.

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--max-steps", "--game", "--actions", "--rules", "--param", "--seed"]
    /// The options without a value.
    static let flags: [String] = []

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "replay", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        if args.value("--actions") != nil || args.value("--game") != nil { return try replayActions(args, io: io, catalog: catalog) }
        for option in ["--rules", "--param", "--seed"] where args.value(option) != nil {
            throw .usage("\(program) replay: \(option) goes with --game and --actions (a token carries its own); drop \(option)")
        }
        let input = try Self.input(args.positionals, program: program)
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: nil)
        var entries: [(origin: String, token: Result<ReplayToken, ReplayTokenError>)] = []
        if looksLikeToken(input) {
            entries = [("token", ReplayToken.parse(input))]
        } else if !FileStore.exists(io.resolve(input)) {
            throw .usage("\(program) replay: \(input): no such file, and not a replay token (tokens start with \(ReplayToken.version):); check the path")
        } else {
            let text = try FileStore.read(io.resolve(input), shownAs: "\(program) replay: \(input)")
            entries = ReplayToken.parseLines(text).map { ("\(input):\($0.line)", $0.token) }
            guard !entries.isEmpty else {
                throw .usage("\(program) replay: \(input): holds no replay token; put one token a line in it (# starts a comment)")
            }
        }
        var tokens: [ReplayToken] = []
        for entry in entries {
            switch entry.token {
            case .success(let token): tokens.append(token)
            case .failure(let error): throw .usage("\(program) replay: \(entry.origin): \(error)")
            }
        }
        var failed = false
        for token in tokens {
            guard let game = catalog.game(token.game) else {
                throw .usage("\(program) replay: unknown game \"\(token.game)\" in the token; it was recorded by another program or "
                    + "damaged; \(Suggestion.phrase(token.game, among: catalog.games.map(\.descriptor.id)))games: "
                    + catalog.games.map(\.descriptor.id).joined(separator: ", "))
            }
            let result: CaseResult
            do {
                result = try game.replay(token, maxSteps: maxSteps, read: FileStore.reader(io))
            } catch let error as ParameterError {
                throw .usage("\(program) replay: the token's \(error)")
            } catch let error as JSONInputError {
                throw .usage("\(program) replay: \(FileStore.explained(error, io: io, program: program))")
            } catch {
                throw .usage("\(program) replay: \(error)")
            }
            io.line("replay \(token.game): rules \(token.rules), \(token.parameters), bots \(token.bots), step limit \(maxSteps ?? token.maxSteps)")
            io.line(CheckReportText.indented(CheckReportText.caseLines(result, invariant: nil).joined(separator: "\n")))
            io.line(result.passed ? "  every invariant held" : "  \(NumberFormat.counted(result.violations.count, "invariant")) broke")
            failed = failed || !result.passed
        }
        return failed ? .failure : .success
    }

    /// `--game ID --actions LIST`: plays the typed actions from the start of the game and prints what happened.
    static func replayActions(_ args: Arguments, io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let program = args.program
        guard args.positionals.isEmpty else {
            throw .usage("\(program) replay: give a token or --game with --actions, not both; see '\(program) replay --help'")
        }
        guard let id = args.value("--game"), let list = args.value("--actions") else {
            throw .usage("\(program) replay: --game and --actions go together, e.g. '\(program) replay --game "
                + "\(catalog.games.first?.descriptor.id ?? "ID") --actions roll,hold'")
        }
        guard let game = catalog.game(id) else {
            throw catalog.unknownGame(id, command: "replay", option: "--game")
        }
        let script = ActionScript(parsing: list)
        guard !script.texts.isEmpty else {
            throw .usage("\(program) replay: --actions is empty; list the actions, comma-separated, e.g. --actions "
                + "'\(Self.examples(game).prefix(3).joined(separator: ","))'")
        }
        let seed = try args.seed() ?? 1
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: CaseOptions.defaultMaxSteps)!
        let overrides = try args.parameterOverrides()
        let configuration: GameConfiguration
        do {
            try overrides.validate(against: [game.descriptor])
            let settings = try overrides.values(for: game.descriptor)
            configuration = try game.descriptor.attachingFiles(
                to: game.descriptor.configuration(rules: args.value("--rules") ?? game.descriptor.ruleSets[0], settings: settings),
                read: FileStore.reader(io))
        } catch let error as ParameterError {
            throw .usage(error.parameter == "rules"
                ? "\(program) replay: --rules \(error.problem); use one of: \(error.allowed)" : "\(program) replay: --param \(error)")
        } catch let error as JSONInputError {
            throw .usage("\(program) replay: \(FileStore.explained(error, io: io, program: program))")
        } catch {
            throw .usage("\(program) replay: \(error)")
        }
        let replay: ActionReplay
        do {
            replay = try game.replayActions(script, configuration: configuration, seed: seed, maxSteps: maxSteps)
        } catch {
            throw .usage("\(program) replay: --actions: \(error)")
        }
        let parameters = configuration.parameters.count > 4 ? game.descriptor.changedParameters(configuration) : configuration.parameterList
        io.line("replay \(id): rules \(configuration.rules), \(parameters), seed \(seed) (game 0's chance), "
            + "\(NumberFormat.counted(script.texts.count, "action"))")
        io.line(CheckReportText.indented(CheckReportText.caseLines(replay.result, invariant: nil).joined(separator: "\n")))
        if !replay.unplayed.isEmpty {
            io.line("  not played (the game ended first): \(replay.unplayed.joined(separator: ", "))")
        }
        io.line(replay.passed ? "  every invariant held" : "  \(NumberFormat.counted(replay.violations.count, "invariant")) broke")
        return replay.passed ? .success : .failure
    }

    /// Typed actions of `game`'s own, for hints: the examples of the error an empty action raises (none is played).
    static func examples(_ game: GameRegistration) -> [String] {
        do {
            _ = try game.replayActions(ActionScript([""]), configuration: game.descriptor.defaultConfiguration)
        } catch {
            return error.examples
        }
        return []
    }

    /// The one token or file the positionals name. A pasted line of `check`'s output is recognised: the words before
    /// the token (`playtest replay pt3:...`, `replay: hog-playtest replay pt3:...`, with or without quotes) are dropped
    /// when the word before the token is `replay`. An empty token is refused by name, not read as the current folder.
    static func input(_ positionals: [String], program: String) throws(CommandError) -> String {
        let words = positionals.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) }
        if words.count >= 2, let last = words.last, looksLikeToken(last), words[words.count - 2] == "replay" { return last }
        guard positionals.count == 1 else {
            throw .usage("\(program) replay: give one token or one file of tokens, e.g. '\(program) replay pt3:...' as check printed it; "
                + "see '\(program) replay --help'")
        }
        guard !words.isEmpty else {
            throw .usage("\(program) replay: the token is empty; paste the token check printed after 'replay:' (it starts with "
                + "\(ReplayToken.version):), or name a file of tokens")
        }
        return positionals[0]
    }

    /// True for `ptN:...` (any version, so that an old or damaged token is refused as a token): a version field of
    /// "pt" and digits, then ':'. Anything else names a file.
    static func looksLikeToken(_ input: String) -> Bool {
        let text = input.trimmingWhitespace()
        guard text.hasPrefix("pt"), let colon = text.firstIndex(of: ":") else { return false }
        let digits = text[text.index(text.startIndex, offsetBy: 2)..<colon]
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}
