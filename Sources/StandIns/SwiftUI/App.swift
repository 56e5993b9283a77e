#if !canImport(Darwin)
// Linux only (see View.swift).

/// An app's entry point: an `@main struct MyApp: App` type-checks. A studio excludes that file from its Linux target;
/// if it is built, `main()` makes the app and returns (there is no UI to run).
@MainActor @preconcurrency
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// The app.
    init()
}

extension App {
    /// Makes the app and returns.
    public static func main() {
        _ = Self()
    }
}

/// A part of an app's UI (a window).
@MainActor @preconcurrency
public protocol Scene {}

/// A window showing a view.
public struct WindowGroup<Content: View> {
    /// The window's view.
    public let content: Content
    /// A window of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Several scenes.
public struct TupleScene<T> {
    /// The scenes.
    public let value: T
}

/// Builds an app's scenes.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        TupleScene(value: (repeat each content))
    }
}

extension Scene {
    /// An object for `@EnvironmentObject` (not injected here).
    public func environmentObject<T: ObservableObject>(_ object: T) -> Self { self }
}

// The conformances, in extensions so that the types themselves are not main-actor isolated (as in SwiftUI:
// a `Text` can be made anywhere).
extension WindowGroup: Scene {}
extension TupleScene: Scene {}
#endif
