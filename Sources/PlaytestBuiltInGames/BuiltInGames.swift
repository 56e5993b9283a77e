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

    /// The built-in games' own report sections, in the order of ``all``: a studio adding ``all`` to its games adds
    /// these to its catalog's `reportSections` too.
    public static let reportSections = ReportSections([
        PokerSlamGame.reportSection,
        SquareColorGame.reportSection,
        PartyGame.reportSection,
        SnakesssGame.reportSection,
        DiceRollGame.reportSection,
    ])

    /// The built-in games with their own report and bench sections, for the `playtest` executable.
    public static let catalog = GameCatalog(
        games: all, reportSections: reportSections, benchmarks: BuiltInBenchmarks.all, programName: "playtest")
}
