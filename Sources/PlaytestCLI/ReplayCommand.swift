import PlaytestKit

/// `playtest replay <token|file>`: re-runs recorded games step by step and shows what broke.
enum ReplayCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) replay <token|file> [options]

        Re-runs one recorded game from its replay token (as '\(program) check' and
        reports print it), or every token in a file (one per line, # comments),
        printing its steps, the final state and every invariant that broke.

        Options:
          --max-steps N  actions after which a game is a stepLimit failure (default: the limit the token
                         was printed with, its m=N field)

        A token ends with a check field (kLENGTH.CHECKSUM): a token cut short or with
        a character changed is refused as damaged, never replayed as another game.
        Tokens of earlier formats (pt1, pt2) are refused by name.

        Exit status: 0 every invariant held; 1 one broke; 2 a malformed or damaged token, or a bad file.

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--max-steps"]
    /// The options without a value.
    static let flags: [String] = []

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "replay", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard args.positionals.count == 1 else {
            throw .usage("\(program) replay: give one token or one file of tokens; see '\(program) replay --help'")
        }
        let maxSteps = try args.integer("--max-steps", in: 1...100_000_000, default: nil)
        let input = args.positionals[0]
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
                throw .usage("\(program) replay: unknown game \"\(token.game)\" in the token; games: \(catalog.games.map(\.descriptor.id).joined(separator: ", "))")
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
            io.line(CheckCommand.indent(CheckReportText.caseLines(result, invariant: nil).joined(separator: "\n")))
            io.line(result.passed ? "  every invariant held" : "  \(NumberFormat.counted(result.violations.count, "invariant")) broke")
            failed = failed || !result.passed
        }
        return failed ? .failure : .success
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
