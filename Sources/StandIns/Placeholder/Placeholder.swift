/// The module the stand-in products (`SwiftUI`, `Combine`, `SwiftData`, `os`, `UIKit`) point at on Apple platforms,
/// where the real frameworks exist: empty, so that no module named like a framework is built there.
public enum PlaytestStandInsPlaceholder {}
