import DiceGame
import Party
import PlaytestKit
import PokerSlam
import Snakesss
import SquareColor

/// Every game the command line knows, in the order `playtest list` shows them (DESIGN.md's order).
///
/// Adding a game: register it here (one line) and add its scenario.
public enum GameCatalog {
    /// The registered games.
    public static let all: [GameRegistration] = [
        PokerSlamGame.registration,
        SquareColorGame.registration,
        PartyGame.registration,
        SnakesssGame.registration,
        DiceRollGame.registration,
    ]

    /// The game with this id.
    public static func game(_ id: String) -> GameRegistration? {
        all.first { $0.descriptor.id == id }
    }

    /// Resolves `<game>|all` for a command, or a usage error listing the ids.
    static func games(named id: String, command: String) throws(CommandError) -> [GameRegistration] {
        if id == "all" { return all }
        guard let game = game(id) else {
            throw .usage("playtest \(command): unknown game \"\(id)\"; games: \(all.map(\.descriptor.id).joined(separator: ", ")), all")
        }
        return [game]
    }
}
