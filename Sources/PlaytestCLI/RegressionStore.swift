import PlaytestKit

/// Failing cases kept between runs: one file of replay tokens per game, replayed first by `playtest check`.
struct RegressionStore {
    /// The folder holding `<game>.txt` files.
    let directory: String

    func path(for game: String) -> String {
        directory + "/" + game + ".txt"
    }

    /// The saved tokens of a game; lines that are blank or start with # are skipped.
    func tokens(for game: String) throws(CommandError) -> [ReplayToken] {
        let file = path(for: game)
        guard FileStore.exists(file) else { return [] }
        let text = try FileStore.read(file, shownAs: file)
        var tokens: [ReplayToken] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: " \t\r")
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            switch ReplayToken.parse(trimmed) {
            case .success(let token): tokens.append(token)
            case .failure(let error):
                throw .usage("\(file):\(number + 1): \(error); delete the line or the file")
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
        try FileStore.writeAtomically(text, to: path(for: game))
    }
}

extension Substring {
    /// The text without the given leading and trailing characters.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
