import PlaytestKit

/// The games a command line offers, threaded through every command: `playtest` passes the built-in five
/// (`PlaytestBuiltInGames`), a studio's executable passes its own (and may add the built-ins).
public struct GameCatalog: Sendable {
    /// The registered games, in the order `list` shows them.
    public var games: [GameRegistration]
    /// Extra `bench` sections beyond the generator and the generic per-game figure.
    public var benchmarks: [GameBenchmark]
    /// The executable's name, used in the commands the output prints (`<program> replay <token>`).
    public var programName: String

    /// Creates a catalog. Game ids must be distinct.
    public init(games: [GameRegistration], benchmarks: [GameBenchmark] = [], programName: String = "playtest") {
        precondition(Set(games.map(\.descriptor.id)).count == games.count, "GameCatalog: two games share an id")
        self.games = games
        self.benchmarks = benchmarks
        self.programName = programName
    }

    /// The game with this id.
    public func game(_ id: String) -> GameRegistration? {
        games.first { $0.descriptor.id == id }
    }

    /// Resolves `<game>|all` for a command, or a usage error listing the ids.
    func games(named id: String, command: String) throws(CommandError) -> [GameRegistration] {
        if id == "all" { return games }
        guard let game = game(id) else {
            throw .usage("\(programName) \(command): unknown game \"\(id)\"; games: \(games.map(\.descriptor.id).joined(separator: ", ")), all")
        }
        return [game]
    }
}
