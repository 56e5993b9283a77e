#if !canImport(Darwin)
@_exported import Combine
@_exported import Foundation
@_exported import Observation

// Linux only: on Apple platforms the real SwiftUI is used (see `docs/stand-ins.md`); the manifest builds this module
// only on Linux and the guard keeps every file of it empty anywhere else.

/// A piece of user interface, as an app declares it: it type-checks as in SwiftUI and is never rendered.
///
/// The stand-in exists so that an app's views compile beside its logic layer on Linux; a headless game drives the
/// view models, not the views.
@MainActor @preconcurrency
public protocol View {
    /// The view's content.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// A view with no content of its own (`Body == Never`): the stand-in's leaf views.
@MainActor @preconcurrency
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// Never called: the stand-in does not render.
    public var body: Never { fatalError("\(Self.self) is a SwiftUI stand-in: views are not rendered on Linux") }
}

extension Never: View {
    /// Never called.
    public var body: Never { fatalError("Never has no body") }
}

extension Optional: View where Wrapped: View {
    /// Never called.
    public var body: Never { fatalError("Optional views are not rendered") }
}

/// Nothing.
public struct EmptyView {
    /// Nothing.
    public init() {}
}

/// A view with its type erased.
public struct AnyView {
    /// Erases `view`.
    public init<V: View>(_ view: V) {}
    /// Erases `view` (as `AnyView(erasing:)`).
    public init<V: View>(erasing view: V) {}
}

/// Several views in a row of a builder.
public struct TupleView<T> {
    /// The views.
    public let value: T
    /// The views.
    public init(_ value: T) { self.value = value }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

/// The views of a `for` loop in a builder.
public struct _ArrayView<Element: View> {
    /// The views.
    public let elements: [Element]
}

/// Builds a view from the statements of a closure or a `body`.
@resultBuilder
public enum ViewBuilder {
    /// A view as a statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// No statement.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A `for` loop.
    public static func buildArray<Content: View>(_ components: [Content]) -> _ArrayView<Content> {
        _ArrayView(elements: components)
    }
    /// An `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// The conformances, in extensions so that the types themselves are not main-actor isolated (as in SwiftUI:
// a `Text` can be made anywhere).
extension EmptyView: _PrimitiveView {}
extension AnyView: _PrimitiveView {}
extension TupleView: _PrimitiveView {}
extension _ConditionalContent: _PrimitiveView {}
extension _ArrayView: _PrimitiveView {}
#endif
