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
    /// The games' own report sections (`ReportSections`), which `run` and `merge` hand to the analysis.
    public var reportSections: ReportSections

    /// Creates a catalog. Game ids must be distinct.
    public init(
        games: [GameRegistration], reportSections: ReportSections = .none, benchmarks: [GameBenchmark] = [], programName: String = "playtest"
    ) {
        precondition(Set(games.map(\.descriptor.id)).count == games.count, "GameCatalog: two games share an id")
        self.games = games
        self.reportSections = reportSections
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
            throw unknownGame(id, command: command, allowingAll: true)
        }
        return [game]
    }

    /// The error for a game id that names no game: the id, the closest id, then every id.
    func unknownGame(_ id: String, command: String, option: String? = nil, allowingAll: Bool = false) -> CommandError {
        let ids = games.map(\.descriptor.id) + (allowingAll ? ["all"] : [])
        let what = option.map { "\($0) \"\(id)\" is not a game" } ?? "unknown game \"\(id)\""
        return .usage("\(programName) \(command): \(what); \(Suggestion.phrase(id, among: ids))games: \(ids.joined(separator: ", "))")
    }
}
