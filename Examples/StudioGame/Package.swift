// swift-tools-version:6.0
import PackageDescription

/// A studio's own game, played and checked by Playtest as a package dependency: the game module (`Hog`), a
/// five-line executable with every `playtest` command for it (`hog-playtest`), and its Swift Testing tests.
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
    ],
    swiftLanguageModes: [.v6]
)
