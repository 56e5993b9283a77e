// swift-tools-version:6.0
import PackageDescription

/// A studio's own game, played and checked by Playtest as a package dependency: the game module (`Hog`), a
/// five-line executable with every `playtest` command for it (`hog-playtest`), and its Swift Testing tests.
///
/// `DiceRollApp` is an iOS app's own files (`Sources/DiceRollApp/App/`, unmodified: SwiftUI, Combine, os, UIKit),
/// compiled on Linux against Playtest's stand-ins and bound to PlaytestAppRuntime's virtual world by the
/// `PlaytestAppBinding` plugin; the `@main` file is excluded. `docs/stand-ins.md` in Playtest lists what the
/// stand-ins cover.
let package = Package(
    name: "StudioGame",
    platforms: [.macOS(.v14)],
    dependencies: [
        // A studio would write .package(url: "https://...", from: "...") here.
        .package(name: "Playtest", path: "../.."),
    ],
    targets: [
        .target(name: "Hog", dependencies: [.product(name: "PlaytestKit", package: "Playtest")]),
        .executableTarget(name: "hog-playtest", dependencies: ["Hog", .product(name: "PlaytestCLI", package: "Playtest")]),
        .testTarget(name: "HogTests", dependencies: ["Hog", .product(name: "PlaytestTesting", package: "Playtest")]),

        .target(
            name: "DiceRollApp",
            dependencies: [.product(name: "PlaytestAppRuntime", package: "Playtest"), .product(name: "PlaytestKit", package: "Playtest")]
                + ["SwiftUI", "Combine", "os", "UIKit"].map {
                .product(name: $0, package: "Playtest", condition: .when(platforms: [.linux]))
            },
            exclude: ["App/DiceRollApp.swift"],
            plugins: [.plugin(name: "PlaytestAppBinding", package: "Playtest")]),
        .executableTarget(name: "diceapp-playtest", dependencies: ["DiceRollApp", .product(name: "PlaytestCLI", package: "Playtest")]),
        .testTarget(name: "DiceRollAppTests", dependencies: ["DiceRollApp", .product(name: "PlaytestAppRuntime", package: "Playtest"),
                                                             .product(name: "PlaytestTesting", package: "Playtest"),
                                                             .product(name: "DiceGame", package: "Playtest")]),
    ],
    swiftLanguageModes: [.v6]
)
