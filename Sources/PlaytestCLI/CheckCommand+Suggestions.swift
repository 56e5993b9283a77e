import PlaytestKit

extension CheckCommand {
    /// Checks the names `check` reads against what it offers before `run` parses them, so that a misspelt coverage
    /// label gets the closest label first (`--cover saveMidAnimaton`: did you mean "saveMidAnimation"?). Anything
    /// else, and every other error, is left to `run`, which reports it the same way.
    ///
    /// Kept beside `CheckCommand.swift` rather than in it while that file changes on another branch; the labels are
    /// those `coverageRequirements` accepts.
    static func preflight(_ arguments: [String], catalog: GameCatalog) throws(CommandError) {
        let args = try Arguments(arguments, options: options, flags: flags, command: "check", program: catalog.programName)
        guard !args.has("--help"), args.positionals.count == 1 else { return }
        let games = try catalog.games(named: args.positionals[0], command: "check")
        let known = games.flatMap { $0.coverageLabels.map(\.name) }
        for text in args.all("--cover") {
            let label = String(text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard text.contains("="), !known.contains(label) else { continue }
            throw .usage("\(args.program) check: --cover \(label) is not a coverage label of \(games.map(\.descriptor.id).joined(separator: ", ")); "
                + Suggestion.phrase(label, among: known) + "labels: " + known.joined(separator: ", "))
        }
    }
}
