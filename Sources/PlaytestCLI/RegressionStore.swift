import PlaytestKit

/// Failing cases kept between runs: one file of replay tokens per game, replayed first by `playtest check`.
struct RegressionStore {
    /// The folder holding `<game>.txt` files.
    let directory: String

    func path(for game: String) -> String {
        directory + "/" + game + ".txt"
    }

    /// The saved tokens of a game; a token of a retired format is skipped with a warning, any other bad line is an error.
    func tokens(for game: String, io: CommandIO? = nil) throws(CommandError) -> [ReplayToken] {
        let file = path(for: game)
        guard FileStore.exists(file) else { return [] }
        let text = try FileStore.read(file, shownAs: file)
        var tokens: [ReplayToken] = []
        for entry in ReplayToken.parseLines(text) {
            switch entry.token {
            case .success(let token): tokens.append(token)
            case .failure(let error) where error.retiredFormat != nil:
                io?.errorLine("warning: \(file):\(entry.line): skipped, \(error); the next failing check rewrites the file without it")
            case .failure(let error):
                throw .usage("\(file):\(entry.line): \(error); delete the line or the file")
            }
        }
        return tokens
    }

    /// Adds tokens not already saved, keeping the file's order.
    func save(_ new: [ReplayToken], for game: String) throws(CommandError) {
        var known = try tokens(for: game)
        for token in new where !known.contains(token) { known.append(token) }
        let text = "# Failing cases saved by playtest check; replayed first by the next check of \(game).\n"
            + known.map(\.description).joined(separator: "\n") + "\n"
        try FileStore.createDirectory(directory)
        try FileStore.writeAtomically(text, to: path(for: game))
    }
}
