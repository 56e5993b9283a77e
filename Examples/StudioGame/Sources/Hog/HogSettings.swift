import PlaytestKit

/// Hog's parameters (DESIGN.md 1.1, 3.1, 3.2), declared once and read from a configuration.
public struct HogSettings: Sendable, Hashable {
    /// Seats at the table, 1 to 4.
    public let players: Int
    /// The bank that wins.
    public let target: Int
    /// Rounds played before the game ends anyway.
    public let roundLimit: Int

    /// The parameters as `list`, scenarios and `--param` see them; players and target shrink.
    public static let parameters = [
        // Swarm ranges from DESIGN.md: 1.1 (1 to 4 players), 3.1 (the target; 10 to 200 around the default 100),
        // 3.2 (the round limit; 1 to 100, so that games also end at the limit).
        ParameterSpec(name: "players", summary: "Seats at the table", kind: .integer(1...4), defaultValue: .integer(2), isShrinkable: true)
            .swarming(.integers(1...4)),
        ParameterSpec(name: "target", summary: "The bank that wins", kind: .integer(10...500), defaultValue: .integer(100), isShrinkable: true)
            .swarming(.integers(10...200)),
        ParameterSpec(name: "roundLimit", summary: "Rounds before the game ends anyway", kind: .integer(1...1_000), defaultValue: .integer(100))
            .swarming(.integers(1...100)),
    ]

    /// Reads the settings from a configuration already validated against `parameters`.
    public init(configuration: GameConfiguration) {
        players = configuration.integer("players")
        target = configuration.integer("target")
        roundLimit = configuration.integer("roundLimit")
    }
}
