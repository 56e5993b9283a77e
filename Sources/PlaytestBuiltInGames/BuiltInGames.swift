import DiceGame
import Party
import PlaytestCLI
import PlaytestKit
import PokerSlam
import Snakesss
import SquareColor

/// The five games this repository ships, as one value a command line may offer or not.
///
/// `playtest` passes `BuiltInGames.catalog`; a studio's executable passes its own games, and may add
/// `BuiltInGames.all` to them.
public enum BuiltInGames {
    /// The built-in games, in the order `playtest list` shows them (DESIGN.md's order).
    public static let all: [GameRegistration] = [
        PokerSlamGame.registration,
        SquareColorGame.registration,
        PartyGame.registration,
        SnakesssGame.registration,
        DiceRollGame.registration,
    ]

    /// The built-in games with their own bench sections, for the `playtest` executable.
    public static let catalog = GameCatalog(games: all, benchmarks: BuiltInBenchmarks.all, programName: "playtest")
}
