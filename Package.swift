// swift-tools-version:6.0
import PackageDescription

/// Playtest: a seeded simulation and balancing harness for five casual games.
///
/// Targets are grouped: the core (`PlaytestKit`, an umbrella over its layers
/// `PlaytestStatistics`, `PlaytestProperties`, `PlaytestHarness` and
/// `PlaytestAnalysis`), one module per game, the
/// Swift Testing bridge (`PlaytestTesting`), the command line as a library
/// (`PlaytestCLI`) and its thin executable (`playtest`). No package
/// dependencies: the toolchain only.
let package = Package(
    name: "Playtest",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PlaytestKit", targets: ["PlaytestKit"]),
        .library(name: "PlaytestStatistics", targets: ["PlaytestStatistics"]),
        .library(name: "PlaytestProperties", targets: ["PlaytestProperties"]),
        .library(name: "PlaytestHarness", targets: ["PlaytestHarness"]),
        .library(name: "PlaytestAnalysis", targets: ["PlaytestAnalysis"]),
        .library(name: "PlaytestTesting", targets: ["PlaytestTesting"]),
        .library(name: "PlaytestPropertyTesting", targets: ["PlaytestPropertyTesting"]),
        .library(name: "DiceGame", targets: ["DiceGame"]),
        .library(name: "SquareColor", targets: ["SquareColor"]),
        .library(name: "Snakesss", targets: ["Snakesss"]),
        .library(name: "PokerSlam", targets: ["PokerSlam"]),
        .library(name: "Party", targets: ["Party"]),
        .executable(name: "playtest", targets: ["playtest"]),
    ],
    targets: [
        // MARK: Core, in layers: statistics <- properties <- harness <- analysis; PlaytestKit re-exports them all
        .target(name: "PlaytestStatistics"),
        .target(name: "PlaytestProperties", dependencies: ["PlaytestStatistics"]),
        .target(name: "PlaytestHarness", dependencies: ["PlaytestStatistics", "PlaytestProperties"]),
        .target(name: "PlaytestAnalysis", dependencies: ["PlaytestStatistics", "PlaytestProperties", "PlaytestHarness"]),
        .target(name: "PlaytestKit", dependencies: ["PlaytestStatistics", "PlaytestProperties", "PlaytestHarness", "PlaytestAnalysis"]),
        .target(name: "PlaytestPropertyTesting", dependencies: ["PlaytestProperties"]),
        .target(name: "PlaytestTesting", dependencies: ["PlaytestKit", "PlaytestPropertyTesting"]),

        // MARK: Games
        .target(name: "DiceGame", dependencies: ["PlaytestKit"], path: "Sources/Games/Dice"),
        .target(name: "SquareColor", dependencies: ["PlaytestKit"], path: "Sources/Games/SquareColor"),
        .target(name: "Snakesss", dependencies: ["PlaytestKit"], path: "Sources/Games/Snakesss"),
        .target(name: "PokerSlam", dependencies: ["PlaytestKit"], path: "Sources/Games/PokerSlam"),
        .target(name: "Party", dependencies: ["PlaytestKit"], path: "Sources/Games/Party"),

        // MARK: Command line
        .target(name: "PlaytestCLI", dependencies: ["PlaytestKit", "DiceGame", "SquareColor", "Snakesss", "PokerSlam", "Party"]),
        .executableTarget(name: "playtest", dependencies: ["PlaytestCLI"]),

        // MARK: Tests
        .testTarget(name: "PlaytestKitTests", dependencies: ["PlaytestKit", "PlaytestStatistics", "PlaytestProperties", "PlaytestHarness", "PlaytestAnalysis", "PlaytestTesting"]),
        .testTarget(name: "PlaytestPropertiesTests", dependencies: ["PlaytestProperties"]),
        .testTarget(name: "DiceGameTests", dependencies: ["DiceGame", "PlaytestKit", "PlaytestTesting"]),
        .testTarget(name: "SquareColorTests", dependencies: ["SquareColor", "PlaytestKit", "PlaytestTesting"]),
        .testTarget(name: "SnakesssTests", dependencies: ["Snakesss", "PlaytestKit", "PlaytestTesting"]),
        .testTarget(name: "PokerSlamTests", dependencies: ["PokerSlam", "PlaytestKit", "PlaytestTesting"]),
        .testTarget(name: "PartyTests", dependencies: ["Party", "PlaytestKit", "PlaytestTesting"]),
        .testTarget(name: "PlaytestTestingTests", dependencies: ["PlaytestTesting", "PlaytestKit", "DiceGame"]),
        .testTarget(name: "PlaytestCLITests", dependencies: ["PlaytestCLI", "PlaytestKit", "DiceGame"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
