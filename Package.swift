// swift-tools-version:6.0
import PackageDescription

/// Playtest: a seeded simulation and balancing harness for five casual games.
///
/// Targets are grouped: the core (`PlaytestKit`, an umbrella over its layers
/// `PlaytestStatistics`, `PlaytestProperties`, `PlaytestHarness` and
/// `PlaytestAnalysis`), one module per game, the
/// Swift Testing bridge (`PlaytestTesting`), the command line as a library
/// (`PlaytestCLI`), the five games as one value it is given (`PlaytestBuiltInGames`)
/// and its thin executable (`playtest`). No package
/// dependencies: the toolchain only.

/// The built-in games: module name and folder under `Sources/Games`. Each becomes a library product, a
/// target and a test target (`<module>Tests`, under `Tests/`); `Fuzz/build.sh` reads this list too. Adding a
/// built-in game adds one line here (and its entry in the catalog).
let games: [(module: String, folder: String)] = [
    ("DiceGame", "Dice"),
    ("SquareColor", "SquareColor"),
    ("Snakesss", "Snakesss"),
    ("PokerSlam", "PokerSlam"),
    ("Party", "Party"),
]

/// The stand-ins: modules named like Apple's frameworks (`SwiftUI`, `Combine`, `SwiftData`, `os`, `UIKit`) so that an
/// iOS app's logic files compile unmodified on Linux (`docs/stand-ins.md`). A studio depends on them with
/// `condition: .when(platforms: [.linux])`.
///
/// They are built only when this manifest is evaluated on Linux. On Apple platforms the five products still exist
/// (so a studio's manifest that names them resolves in Xcode) but point at one empty placeholder module: a module
/// named `Combine` or `os` in the build folder would shadow the SDK's own, which Foundation and SwiftUI import.
let standInModules = ["SwiftUI", "Combine", "SwiftData", "os", "UIKit"]
#if os(Linux)
// `UIKit` carries `_Testing_UIKit` too: Swift Testing's cross-import overlay for a file importing Testing and UIKit.
let standInProducts: [Product] = standInModules.map { .library(name: $0, targets: $0 == "UIKit" ? ["UIKit", "_Testing_UIKit"] : [$0]) }
let standInTargets: [Target] = [
    .target(name: "Combine", path: "Sources/StandIns/Combine"),
    .target(name: "SwiftUI", dependencies: ["Combine", "PlaytestAppRuntime"], path: "Sources/StandIns/SwiftUI"),
    .target(name: "SwiftData", dependencies: ["SwiftUI"], path: "Sources/StandIns/SwiftData"),
    .target(name: "os", path: "Sources/StandIns/os"),
    .target(name: "UIKit", path: "Sources/StandIns/UIKit"),
    .target(name: "_Testing_UIKit", path: "Sources/StandIns/_Testing_UIKit"),
    .testTarget(name: "StandInsTests", dependencies: standInModules.map { .target(name: $0) } + ["_Testing_UIKit", "PlaytestAppRuntime"]),
]
#else
let standInProducts: [Product] = standInModules.map { .library(name: $0, targets: ["PlaytestStandInsPlaceholder"]) }
let standInTargets: [Target] = [
    .target(name: "PlaytestStandInsPlaceholder", path: "Sources/StandIns/Placeholder"),
]
#endif

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
    ] + games.map { .library(name: $0.module, targets: [$0.module]) } + [
        .library(name: "PlaytestAppRuntime", targets: ["PlaytestAppRuntime"]),
        .plugin(name: "PlaytestAppBinding", targets: ["PlaytestAppBinding"]),
        .library(name: "PlaytestCLI", targets: ["PlaytestCLI"]),
        .library(name: "PlaytestBuiltInGames", targets: ["PlaytestBuiltInGames"]),
        .executable(name: "playtest", targets: ["playtest"]),
    ] + standInProducts,
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
    ] + games.map { .target(name: $0.module, dependencies: ["PlaytestKit"], path: "Sources/Games/\($0.folder)") } + [

        // MARK: Apps as they ship: the headless runtime, its binding plugin
        .target(name: "PlaytestAppRuntime", dependencies: ["PlaytestKit"]),
        .executableTarget(name: "playtest-app-binding"),
        .plugin(name: "PlaytestAppBinding", capability: .buildTool(), dependencies: ["playtest-app-binding"]),

        // MARK: Command line
        .target(name: "PlaytestCLI", dependencies: ["PlaytestKit", "PlaytestAppRuntime"]),
        .target(name: "PlaytestBuiltInGames", dependencies: ["PlaytestCLI", "PlaytestKit"] + games.map { .target(name: $0.module) }),
        .executableTarget(name: "playtest", dependencies: ["PlaytestCLI", "PlaytestBuiltInGames"]),

        // MARK: Tests
        // The test doubles whose play the tests time-box (Tricks' and Bluff's searches): a library target, so that a
        // release build optimises them while the test targets compile unoptimised (below).
        .target(name: "PlaytestKitTestGames", dependencies: ["PlaytestKit"], path: "Tests/PlaytestKitTestGames"),
        .testTarget(name: "PlaytestKitTests", dependencies: ["PlaytestKit", "PlaytestStatistics", "PlaytestProperties", "PlaytestHarness", "PlaytestAnalysis", "PlaytestTesting", "PlaytestKitTestGames"]),
        .testTarget(name: "PlaytestPropertiesTests", dependencies: ["PlaytestProperties"]),
    ] + games.map { .testTarget(name: "\($0.module)Tests", dependencies: [.target(name: $0.module), "PlaytestKit", "PlaytestTesting"]) } + [
        .testTarget(name: "PlaytestAppRuntimeTests", dependencies: ["PlaytestAppRuntime", "PlaytestKit", "PlaytestTesting"],
                    plugins: ["PlaytestAppBinding"]),
        .testTarget(name: "PlaytestTestingTests", dependencies: ["PlaytestTesting", "PlaytestKit", "DiceGame"]),
        .testTarget(name: "PlaytestCLITests", dependencies: ["PlaytestCLI", "PlaytestBuiltInGames", "PlaytestKit", "PlaytestTesting", "DiceGame"], exclude: ["Snapshots"]),
    ] + standInTargets,
    swiftLanguageModes: [.v6]
)

// A release build (`swift test -c release`, the README's test command) optimises the libraries, where the tests
// spend their time, but compiles the test targets without optimisation: their whole-module optimisation was about half
// of the build's CPU (489 of 939 s on 81f922a, `-stats-output-dir`), and their run times are the same either way
// (measured on 81f922a: the CLI's tests 35.7 s against 34.9 s, each game's within 0.5 s). The one test target whose
// own code the tests spend time in, the Tricks and Bluff games the search plays, is a library target
// (`PlaytestKitTestGames`), optimised like the others.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}
